// `npm run bench:cluster`: C sockets spread by HAProxy over K feed instances sharing a Redis,
// goals fired through one instance's control API; prints delivery percentiles per K and memory per
// connection (budget: p99 < 500 ms and < 40 KB a connection for two instances and 20,000 sockets).
//
// BENCH_CLIENTS (20000), BENCH_INSTANCES ("1,2"), BENCH_GOALS (5), BENCH_BATCH=0 (fans take one message a
// frame; by default they ask for batches, as the widget does), BENCH_CPU_PROF=<folder> (each feed
// writes a V8 processor profile there when it stops: node --cpu-prof), BENCH_SCHED_BATCH ("fans,balancer";
// "none" to leave every process as it is).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { startCluster, type RunningCluster } from '../cluster/feed-cluster.ts';

const eventId = 'demo-injury-time';
const marker = Buffer.from('"majorIncident"');
const batch = process.env.BENCH_BATCH !== '0';
const profileFolder = process.env.BENCH_CPU_PROF;
/**
 * The fans and HAProxy share the feeds' cores here, which they would not in production. Scheduled
 * as batch work (SCHED_BATCH: no preemption when they wake), they take their reads in bursts instead
 * of preempting the feed at each frame it writes: they still get their share of the cores, but
 * the machine spends less of it switching between processes.
 */
const batchScheduled = (process.env.BENCH_SCHED_BATCH ?? 'fans,balancer').split(',');
/** Sockets one client process holds: each is a descriptor, under the per-process limit (`ulimit -n`, docs/feed-server.md). */
const socketsPerWorker = 9000;
/** Sockets one feed process can hold under the same limit, with room for its own files. */
const socketsPerInstance = 19_500;
/** Connections one HAProxy process carries (two descriptors each). */
const connectionsPerBalancer = 9000;

interface FromWorker {
  kind: 'ready' | 'received' | 'error';
  opened?: number;
  times?: number[];
  message?: string;
}

// ---- a client process: opens its share of sockets through the balancer and times each goal's arrival.
if (process.env.BENCH_CLUSTER_WORKER) {
  const [host, portText, countText] = process.env.BENCH_CLUSTER_WORKER.split(':');
  const port = Number(portText);
  const count = Number(countText);
  let goal = -1;
  let times: number[] = [];
  const sockets: net.Socket[] = [];
  const readBuffer = Buffer.alloc(64 * 1024);
  const send = (message: FromWorker) => process.send!(message);
  // A bare TCP fan, as in bench:feed: the handshake, then only a look for the goal's bytes.
  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      let upgraded = false;
      const socket = net.connect({
        port,
        host,
        noDelay: true,
        onread: {
          buffer: readBuffer,
          callback: (length: number, buffer: Uint8Array) => {
            const data = Buffer.from(buffer.buffer, buffer.byteOffset, length);
            if (!upgraded) {
              upgraded = data.subarray(0, 12).toString() === 'HTTP/1.1 101';
              if (upgraded) resolve(socket);
              else reject(new Error(`handshake refused: ${data.subarray(0, 60).toString()}`));
            }
            if (goal >= 0 && data.includes(marker)) times.push(performance.timeOrigin + performance.now());
            return true;
          },
        },
      });
      socket.once('connect', () =>
        socket.write(
          `GET /ws?eventId=${eventId}&lang=en${batch ? '&batch=1' : ''} HTTP/1.1\r\nHost: ${host}:${port}\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
      );
      socket.once('error', reject);
    });
  process.on('message', (message: { kind: 'goal'; index: number } | { kind: 'collect' } | { kind: 'close' }) => {
    if (message.kind === 'goal') {
      goal = message.index;
      times = [];
    } else if (message.kind === 'collect') send({ kind: 'received', times });
    else {
      for (const socket of sockets) socket.destroy();
      process.exit(0);
    }
  });
  try {
    for (let opened = 0; opened < count; opened += 100) {
      sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, count - opened) }, connect))));
    }
    send({ kind: 'ready', opened: sockets.length });
  } catch (error) {
    send({ kind: 'error', message: (error as Error).message });
  }
} else {
  await main();
}

// ---- the bench itself.
async function main(): Promise<void> {
  const clients = Number(process.env.BENCH_CLIENTS ?? 20_000);
  const goals = Number(process.env.BENCH_GOALS ?? 5);
  const warmUpGoals = 3;
  const instanceCounts = (process.env.BENCH_INSTANCES ?? '1,2').split(',').map(Number);
  const results: string[] = [];
  for (const instances of instanceCounts)
    results.push(await run(instances, Math.min(clients, instances * socketsPerInstance), goals, warmUpGoals));
  console.log(
    `\nbench:cluster  ${batch ? 'one batch message per broadcast' : 'one message per frame'}, goals fired through one instance's control API; ` +
      `scheduled as batch work: ${batchScheduled.filter((name) => name === 'fans' || name === 'balancer').join(', ') || 'nothing'}`,
  );
  for (const line of results) console.log(line);
  process.exit(0);
}

/** Processor time a process has used (user and kernel), in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

async function run(instances: number, clients: number, goals: number, warmUpGoals: number): Promise<string> {
  const cluster: RunningCluster = await startCluster({
    instances,
    port: 0,
    balancers: Math.ceil(clients / connectionsPerBalancer),
    balancerMaxConn: connectionsPerBalancer + 500,
    feedArgs: ['--control'],
    ...(profileFolder ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileFolder] } : {}),
    env: {
      FEED_LOG_LEVEL: 'warn',
      FEED_RATE_LIMIT: '1000000',
      // Every fan comes from 127.0.0.1, and bare TCP fans answer no ping (see bench:feed).
      FEED_MAX_SOCKETS_PER_ADDRESS: String(clients + 100),
      FEED_MAX_HANDSHAKES_PER_ADDRESS: String(clients + 100),
      FEED_PING_MS: '30000',
    },
  });
  const workers: ChildProcess[] = [];
  try {
    const { port } = new URL(cluster.origin);
    const control = async (origin: string, url: string, body?: unknown) => {
      const response = await fetch(`${origin}${url}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const firing = cluster.instances[0]!.origin;
    await control(firing, `/control/events/${eventId}/pause`, { paused: true });
    const feedPids = cluster.instances.map((instance) => instance.process.pid!);
    const feedRss = () => feedPids.reduce((sum, pid) => sum + rssOf(pid), 0);
    const rssBefore = feedRss();

    const workerCount = Math.ceil(clients / socketsPerWorker);
    const opened = performance.now();
    const ready = [];
    for (let index = 0; index < workerCount; index += 1) {
      const share = Math.floor(clients / workerCount) + (index < clients % workerCount ? 1 : 0);
      const worker = fork(import.meta.filename, [], {
        env: { ...process.env, BENCH_CLUSTER_WORKER: `127.0.0.1:${port}:${share}` },
        execArgv: ['--import', 'tsx'],
      });
      workers.push(worker);
      ready.push(
        new Promise<void>((resolve, reject) =>
          worker.once('message', (message: FromWorker) =>
            message.kind === 'ready' ? resolve() : reject(new Error(`client process: ${message.message}`)),
          ),
        ),
      );
    }
    await Promise.all(ready);
    const openMs = performance.now() - opened;
    const schedule = (pids: number[]) => {
      try {
        for (const pid of pids) execFileSync('chrt', ['--all-tasks', '--batch', '--pid', '0', String(pid)]);
      } catch (error) {
        console.warn(`bench:cluster: could not schedule ${pids.join(', ')} as batch work (${(error as Error).message})`);
      }
    };
    if (batchScheduled.includes('fans')) schedule(workers.map((worker) => worker.pid!));
    if (batchScheduled.includes('balancer')) schedule(cluster.balancers.map((balancer) => balancer.pid!));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = feedRss();
    const perInstance = await Promise.all(
      cluster.instances.map(async (instance) => ((await control(instance.origin, '/control/state')) as { sockets: number }).sockets),
    );

    const collect = () =>
      Promise.all(
        workers.map(
          (worker) =>
            new Promise<number[]>((resolve) => {
              worker.once('message', (message: FromWorker) => resolve(message.times ?? []));
              worker.send({ kind: 'collect' });
            }),
        ),
      );
    const latencies: number[] = [];
    const cpuPerSocket: number[] = [];
    let delivered = 0;
    // Where the two cores go while the counted goals are delivered: the feeds, HAProxy and the fans.
    const groups = {
      feeds: feedPids,
      HAProxy: cluster.balancers.map((balancer) => balancer.pid!),
      fans: workers.map((worker) => worker.pid!),
    };
    const cpuOfGroups = () =>
      Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0)]));
    let cpuAtStart: Record<string, number> = {};
    let cpuAtEnd: Record<string, number> = {};
    for (let goal = 0; goal < warmUpGoals + goals; goal += 1) {
      if (goal === warmUpGoals) cpuAtStart = cpuOfGroups();
      for (const worker of workers) worker.send({ kind: 'goal', index: goal });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fired = performance.timeOrigin + performance.now();
      await control(firing, `/control/events/${eventId}/goal`, { side: goal % 2 ? 'away' : 'home' });
      const deadline = Date.now() + 15_000;
      let times: number[] = [];
      while (Date.now() < deadline) {
        times = (await collect()).flat();
        if (times.length >= clients) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (goal === warmUpGoals + goals - 1) cpuAtEnd = cpuOfGroups();
      if (goal >= warmUpGoals) {
        delivered += times.length;
        latencies.push(...times.map((at) => at - fired));
        // Processor time of each instance's goal broadcast, per socket it went to.
        for (const instance of cluster.instances) {
          const { recentBroadcasts } = (await control(instance.origin, '/control/state')) as {
            recentBroadcasts: Array<{ peers: number; startedAt: number; cpuMs: number }>;
          };
          const broadcast = recentBroadcasts.find((entry) => entry.startedAt >= fired && entry.peers > 0);
          if (broadcast) cpuPerSocket.push((broadcast.cpuMs * 1000) / broadcast.peers);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    latencies.sort((a, b) => a - b);
    cpuPerSocket.sort((a, b) => a - b);
    const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
    const balancerRss = cluster.balancers.reduce((sum, balancer) => sum + rssOf(balancer.pid!), 0);
    return [
      `  K = ${instances}: ${clients} sockets (${perInstance.join(' + ')} per instance), ${cluster.balancers.length} HAProxy process(es), ${workers.length} client process(es); connected in ${Math.round(openMs)} ms`,
      `    delivered       ${delivered} of ${clients * goals} goal messages`,
      `    latency (ms)    p50 ${percentile(50).toFixed(1)}  p95 ${percentile(95).toFixed(1)}  p99 ${percentile(99).toFixed(1)}  max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)}  (budget p99 < 500)`,
      `    feed processor  ${(cpuPerSocket[Math.floor(cpuPerSocket.length / 2)] ?? Number.NaN).toFixed(1)} µs per socket per goal broadcast (median of ${cpuPerSocket.length} broadcasts)`,
      `    processor       ${Object.keys(groups)
        .map((name) => `${name} ${((cpuAtEnd[name]! - cpuAtStart[name]!) / goals).toFixed(0)} ms`)
        .join(', ')} per goal (from /proc, 10 ms ticks)`,
      `    feed memory     +${((rssAfter - rssBefore) / 1024 / clients).toFixed(1)} KB/connection over all instances (budget < 40 KB); HAProxy ${(balancerRss / 1024 / clients).toFixed(1)} KB/connection`,
    ].join('\n');
  } finally {
    for (const worker of workers) if (worker.connected) worker.send({ kind: 'close' });
    await cluster.stop();
  }
}
