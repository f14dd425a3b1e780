// `npm run bench:feed`: 5,000 sockets on loopback receive a goal. Prints delivery latency
// percentiles and the server's memory per connection (budget: p99 < 250 ms, < 40 KB).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import net from 'node:net';

const root = path.resolve(import.meta.dirname, '../..');
const clients = Number(process.env.BENCH_CLIENTS ?? 5000);
const goals = Number(process.env.BENCH_GOALS ?? 5);
const port = Number(process.env.BENCH_FEED_PORT ?? 4790);
const base = `127.0.0.1:${port}`;
const eventId = 'demo-injury-time';
// By default the fans ask for one `batch` message per broadcast (docs/feed-protocol.md), as the
// widget does; BENCH_BATCH=0 makes them take one message per frame, as a client of the contract alone does.
const batch = process.env.BENCH_BATCH !== '0';
const marker = Buffer.from('"majorIncident"');

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts', '--port', String(port), '--control'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  // Every socket of the bench comes from 127.0.0.1: the per-address cap (default 100) is raised to
  // fit them. Its bare TCP fans answer no ping: pinged every 30 s (ended after 60 s), as before the feed was hardened.
  env: {
    ...process.env,
    FEED_MAX_SOCKETS_PER_ADDRESS: String(clients + 100),
    FEED_MAX_HANDSHAKES_PER_ADDRESS: String(clients + 100),
    FEED_PING_MS: '30000',
  },
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (String(chunk).includes('feed server')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`feed server exited with ${code}`)));
  setTimeout(() => reject(new Error('feed server did not start within 30 s')), 30_000).unref();
});

const control = async (url: string, body?: unknown) => {
  const response = await fetch(`http://${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
};
const memory = async () => {
  const { memory } = (await control('/control/state')) as { memory: { rss: number; heapUsed: number } };
  return memory;
};

// Hold the replay still so only the fired goals reach the sockets.
await control(`/control/events/${eventId}/pause`, { paused: true });
const before = await memory();

const sockets: net.Socket[] = [];
// Warm-up goals first, not counted: the first fan-outs run cold (the write loops of the server's
// threads and the fans' read callback are still interpreted), as no long-running server's do.
const warmUpGoals = Number(process.env.BENCH_WARM_UP_GOALS ?? 3);
const received: number[][] = Array.from({ length: warmUpGoals + goals }, () => []);
let goalIndex = -1;
const opened = performance.now();
// The client must cost as little as possible: it shares the two cores with the server, and its
// own parsing would be counted as delivery time. So each fan is a bare TCP socket that does the
// WebSocket handshake (RFC 6455 section 4.1) and then only looks for the goal's bytes in what
// arrives: frames from the server are unmasked, and the goal frame is small enough to arrive whole.
// Every socket reads into one shared buffer (net's `onread`), so a read allocates nothing and
// skips the stream's 'data' machinery.
const readBuffer = Buffer.alloc(64 * 1024);
const connect = () =>
  new Promise<net.Socket>((resolve, reject) => {
    let upgraded = false;
    const socket = net.connect({
      port,
      host: '127.0.0.1',
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (length: number, buffer: Uint8Array) => {
          const data = Buffer.from(buffer.buffer, buffer.byteOffset, length);
          if (!upgraded) {
            upgraded = data.subarray(0, 12).toString() === 'HTTP/1.1 101';
            if (upgraded) resolve(socket);
            else reject(new Error(`handshake refused: ${data.subarray(0, 40).toString()}`));
          }
          if (goalIndex >= 0 && data.includes(marker)) received[goalIndex]!.push(performance.now());
          return true;
        },
      },
    });
    socket.once('connect', () =>
      socket.write(
        `GET /ws?eventId=${eventId}&lang=en${batch ? '&batch=1' : ''} HTTP/1.1\r\nHost: ${base}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    socket.once('error', reject);
  });
for (let batch = 0; batch < clients; batch += 250) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(250, clients - batch) }, connect))));
}
const openMs = performance.now() - opened;
await new Promise((resolve) => setTimeout(resolve, 1500));
const after = await memory();

const latencies: number[] = [];
const fanOut: number[] = [];
const fanOutDelay: number[] = [];
const fanOutCpu: number[] = [];
const sendsPerFan: number[] = [];
const clientCpu: number[] = [];
const firstAndLast: Array<[number, number]> = [];
for (let goal = 0; goal < warmUpGoals + goals; goal += 1) {
  goalIndex = goal;
  const cpuBefore = process.cpuUsage();
  const fired = performance.now();
  await control(`/control/events/${eventId}/goal`, { side: goal % 2 ? 'away' : 'home' });
  const deadline = Date.now() + 10_000;
  while (received[goal]!.length < clients && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  if (goal < warmUpGoals) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    continue;
  }
  const cpu = process.cpuUsage(cpuBefore);
  clientCpu.push((cpu.user + cpu.system) / 1000);
  latencies.push(...received[goal]!.map((at) => at - fired));
  firstAndLast.push([Math.min(...received[goal]!) - fired, Math.max(...received[goal]!) - fired]);
  const { recentBroadcasts } = (await control('/control/state')) as {
    recentBroadcasts: Array<{ peers: number; sends: number; startedAt: number; ms: number; cpuMs: number }>;
  };
  // The goal's broadcast: the first to every fan after it was fired.
  const goalBroadcast = recentBroadcasts.find(
    (broadcast) => broadcast.peers === clients && broadcast.startedAt >= performance.timeOrigin + fired,
  );
  sendsPerFan.push((goalBroadcast?.sends ?? Number.NaN) / clients);
  fanOut.push(goalBroadcast?.ms ?? Number.NaN);
  fanOutDelay.push((goalBroadcast?.startedAt ?? Number.NaN) - (performance.timeOrigin + fired));
  fanOutCpu.push(goalBroadcast?.cpuMs ?? Number.NaN);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const delivered = latencies.length;
console.log(
  `bench:feed  ${clients} sockets on loopback, ${goals} goals fired through the control API (after ${warmUpGoals} warm-up goals), ${batch ? 'one batch message per broadcast' : 'one message per frame'}`,
);
console.log(`  connect all       ${Math.round(openMs)} ms`);
console.log(`  delivered         ${delivered} of ${clients * goals} goal messages`);
console.log(
  `  latency (ms)      p50 ${percentile(50).toFixed(1)}  p95 ${percentile(95).toFixed(1)}  p99 ${percentile(99).toFixed(1)}  max ${latencies.at(-1)!.toFixed(1)}  (budget p99 < 250)`,
);
console.log(
  `  first, last fan    ${firstAndLast.map(([first, last]) => `${first.toFixed(0)}–${last.toFixed(0)}`).join(', ')} ms after the goal was fired`,
);
console.log(`  fan-out began     ${fanOutDelay.map((ms) => ms.toFixed(1)).join(', ')} ms after the goal was fired`);
console.log(`  server fan-out    ${fanOut.map((ms) => ms.toFixed(0)).join(', ')} ms to hand the ${clients} goal frames to the kernel`);
console.log(`  sends per fan     ${sendsPerFan.map((sends) => sends.toFixed(0)).join(', ')} for each goal's broadcast`);
console.log(`  server processor  ${fanOutCpu.map((ms) => ms.toFixed(0)).join(', ')} ms of processor time for those fan-outs`);
console.log(`  client processor  ${clientCpu.map((ms) => ms.toFixed(0)).join(', ')} ms while receiving each goal (it shares the cores)`);
console.log(
  `  server memory     rss +${((after.rss - before.rss) / 1024 / clients).toFixed(1)} KB/connection, heap +${((after.heapUsed - before.heapUsed) / 1024 / clients).toFixed(1)} KB/connection  (budget < 40 KB)`,
);
for (const socket of sockets) socket.destroy();
stopServer();
process.exit(0);
