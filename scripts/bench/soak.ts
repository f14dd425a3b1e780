// `npm run bench:soak`: a bounded soak of the feed. SOAK_CLIENTS fans (2,000) on real WebSocket
// clients that answer pings and read every message, as the widget does (`batch=1`), through HAProxy
// to K feed instances sharing a Redis (SOAK_INSTANCES, "1,2"); a goal is fired every
// SOAK_GOAL_EVERY_MS (10 s), SOAK_GOALS times (12). Prints, per K: delivery p50/p99 of the goals,
// exactly-once counts (each fan must see each goal once: none missed, none twice), the `seq` check
// (no gap, no repeat), feed RSS before and after, and the feeds' event-loop lag from /metrics.
// Figures only: nothing here asserts a time (docs/performance.md).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startCluster } from '../cluster/feed-cluster.ts';

const eventId = 'demo-injury-time';

interface WorkerReport {
  kind: 'ready' | 'report' | 'error';
  opened?: number;
  /** Per goal index, the arrival time (epoch ms) of each fan's copies of it. */
  arrivals?: Record<number, number[][]>;
  seqGaps?: number;
  seqRepeats?: number;
  withoutSeq?: number;
  closes?: Record<number, number>;
  message?: string;
}

/** Goals a fan has seen, in order: each `majorIncident` goal message is the next goal fired. */
interface Fan {
  socket: WebSocket;
  goalsSeen: number[];
  lastSeq: number | null;
}

async function fanProcess(): Promise<void> {
  const [origin = '', countText] = process.env.SOAK_WORKER!.split('|');
  const count = Number(countText);
  const fans: Fan[] = [];
  let currentGoal = -1;
  const arrivals: Record<number, number[][]> = {};
  let seqGaps = 0;
  let seqRepeats = 0;
  let withoutSeq = 0;
  const closes: Record<number, number> = {};
  const take = (fan: Fan, fanIndex: number, message: { type?: string; value?: { event?: string }; seq?: unknown }) => {
    if (typeof message.seq === 'number') {
      if (fan.lastSeq !== null && message.seq <= fan.lastSeq) seqRepeats += 1;
      else if (fan.lastSeq !== null && message.seq > fan.lastSeq + 1) seqGaps += 1;
      if (fan.lastSeq === null || message.seq > fan.lastSeq) fan.lastSeq = message.seq;
    } else if (message.type !== 'resync') withoutSeq += 1;
    if (message.type === 'majorIncident' && message.value?.event === 'goal' && currentGoal >= 0) {
      const perFan = (arrivals[currentGoal] ??= []);
      (perFan[fanIndex] ??= []).push(Date.now());
    }
  };
  const open = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws?eventId=${eventId}&lang=en&batch=1`);
      const fan: Fan = { socket, goalsSeen: [], lastSeq: null };
      fans[index] = fan;
      socket.on('open', () => resolve());
      socket.on('error', reject);
      socket.on('close', (code) => {
        closes[code] = (closes[code] ?? 0) + 1;
      });
      socket.on('message', (data) => {
        const parsed = JSON.parse(String(data)) as { type?: string; value?: unknown; seq?: unknown };
        const messages = parsed.type === 'batch' ? (parsed.value as (typeof parsed)[]) : [parsed];
        for (const message of messages) take(fan, index, message as Parameters<typeof take>[2]);
      });
    });
  process.on('message', (message: { kind: 'goal'; index: number } | { kind: 'report' } | { kind: 'close' }) => {
    if (message.kind === 'goal') currentGoal = message.index;
    else if (message.kind === 'report')
      process.send!({ kind: 'report', arrivals, seqGaps, seqRepeats, withoutSeq, closes } satisfies WorkerReport);
    else {
      for (const fan of fans) fan.socket.terminate();
      process.exit(0);
    }
  });
  try {
    // In steps of 50, so the handshakes of one address stay within the feed's limits.
    for (let opened = 0; opened < count; opened += 50) {
      await Promise.all(Array.from({ length: Math.min(50, count - opened) }, (_, offset) => open(opened + offset)));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    process.send!({ kind: 'ready', opened: fans.length } satisfies WorkerReport);
  } catch (error) {
    process.send!({ kind: 'error', message: (error as Error).message } satisfies WorkerReport);
  }
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

/** One sample of a Prometheus text answer (the first line of that name without labels). */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function main(): Promise<void> {
  const clients = Number(process.env.SOAK_CLIENTS ?? 2000);
  const goals = Number(process.env.SOAK_GOALS ?? 12);
  const everyMs = Number(process.env.SOAK_GOAL_EVERY_MS ?? 10_000);
  const instanceCounts = (process.env.SOAK_INSTANCES ?? '1,2').split(',').map(Number);
  const lines: string[] = [];
  for (const instances of instanceCounts) lines.push(await soak(instances, clients, goals, everyMs));
  console.log(`\nbench:soak  ${clients} WebSocket fans (batch=1) through HAProxy, a goal every ${everyMs / 1000} s, ${goals} goals`);
  for (const line of lines) console.log(line);
  process.exit(0);
}

async function soak(instances: number, clients: number, goals: number, everyMs: number): Promise<string> {
  const cluster = await startCluster({
    instances,
    port: 0,
    feedArgs: ['--control'],
    env: {
      FEED_LOG_LEVEL: 'warn',
      FEED_RATE_LIMIT: '1000000',
      // Every fan comes from 127.0.0.1.
      FEED_MAX_SOCKETS_PER_ADDRESS: String(clients + 100),
      FEED_MAX_HANDSHAKES_PER_ADDRESS: '100000',
    },
  });
  const workers: ChildProcess[] = [];
  try {
    const firing = cluster.instances[0]!.origin;
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${firing}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    };
    // Held still, so the only goals are the ones fired here.
    await post(`/control/events/${eventId}/pause`, { paused: true });
    const pids = cluster.instances.map((instance) => instance.process.pid!);
    const rss = () => pids.reduce((sum, pid) => sum + rssOf(pid), 0);
    const rssBefore = rss();
    const workerCount = Math.max(1, Math.ceil(clients / 1000));
    const ready: Promise<void>[] = [];
    for (let index = 0; index < workerCount; index += 1) {
      const share = Math.floor(clients / workerCount) + (index < clients % workerCount ? 1 : 0);
      const worker = fork(import.meta.filename, [], {
        env: { ...process.env, SOAK_WORKER: `${cluster.origin}|${share}` },
        execArgv: ['--import', 'tsx'],
      });
      workers.push(worker);
      ready.push(
        new Promise((resolve, reject) =>
          worker.once('message', (message: WorkerReport) =>
            message.kind === 'ready' ? resolve() : reject(new Error(`fan process: ${message.message}`)),
          ),
        ),
      );
    }
    await Promise.all(ready);
    const rssConnected = rss();
    const firedAt: number[] = [];
    let answered2xx = 0;
    for (let goal = 0; goal < goals; goal += 1) {
      for (const worker of workers) worker.send({ kind: 'goal', index: goal });
      await new Promise((resolve) => setTimeout(resolve, 50));
      firedAt[goal] = Date.now();
      const status = await post(`/control/events/${eventId}/goal`, { side: goal % 2 ? 'away' : 'home' });
      if (status >= 200 && status < 300) answered2xx += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    const reports = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<WorkerReport>((resolve) => {
            worker.once('message', resolve);
            worker.send({ kind: 'report' });
          }),
      ),
    );
    const latencies: number[] = [];
    let once = 0;
    let missed = 0;
    let twice = 0;
    for (let goal = 0; goal < goals; goal += 1) {
      for (const report of reports) {
        const perFan = report.arrivals?.[goal] ?? [];
        const fansOfWorker = Math.floor(clients / workerCount) + 1;
        for (let fan = 0; fan < fansOfWorker; fan += 1) {
          const copies = perFan[fan];
          if (!copies) continue;
          if (copies.length === 1) once += 1;
          else twice += 1;
          latencies.push(copies[0]! - firedAt[goal]!);
        }
      }
    }
    missed = clients * goals - once - twice;
    latencies.sort((a, b) => a - b);
    const lag = await Promise.all(
      cluster.instances.map(async (instance) => {
        const text = await (await fetch(`${instance.origin}/metrics`)).text();
        return {
          p99: sample(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
          max: sample(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
        };
      }),
    );
    const sum = (key: 'seqGaps' | 'seqRepeats' | 'withoutSeq') => reports.reduce((total, report) => total + (report[key] ?? 0), 0);
    const closes: Record<number, number> = {};
    for (const report of reports)
      for (const [code, count] of Object.entries(report.closes ?? {})) closes[Number(code)] = (closes[Number(code)] ?? 0) + count;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    return [
      `  K = ${instances}: ${clients} fans in ${workers.length} process(es)`,
      `    goals           ${goals} fired, ${answered2xx} answered 2xx`,
      `    exactly once    ${once} of ${clients * goals} fan-goals; missed ${missed}, seen twice or more ${twice}`,
      `    seq             gaps ${sum('seqGaps')}, repeats ${sum('seqRepeats')}, messages without seq ${sum('withoutSeq')}`,
      `    delivery (ms)   p50 ${percentile(latencies, 50).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}  max ${(latencies.at(-1) ?? Number.NaN).toFixed(0)}`,
      `    feed RSS        ${mb(rssBefore)} before, ${mb(rssConnected)} connected, ${mb(rss())} at the end (all instances)`,
      `    event-loop lag  ${lag.map((entry) => `p99 ${entry.p99.toFixed(0)} ms, max ${entry.max.toFixed(0)} ms`).join('; ')}`,
      `    closes          ${Object.keys(closes).length ? JSON.stringify(closes) : 'none'}`,
    ].join('\n');
  } finally {
    for (const worker of workers) if (worker.connected) worker.send({ kind: 'close' });
    await cluster.stop();
  }
}

// A fan process (forked by the soak) or the soak itself; last, so every declaration above is made.
if (process.env.SOAK_WORKER) await fanProcess();
else await main();
