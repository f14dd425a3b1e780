// `npm run bench:feed`: 5,000 sockets on loopback receive a goal. Prints delivery latency
// percentiles and the server's memory per connection (issue budget: p99 < 100 ms, < 40 KB).
import { spawn } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';

const root = path.resolve(import.meta.dirname, '../..');
const clients = Number(process.env.BENCH_CLIENTS ?? 5000);
const goals = Number(process.env.BENCH_GOALS ?? 5);
const port = Number(process.env.BENCH_FEED_PORT ?? 4790);
const base = `127.0.0.1:${port}`;
const eventId = 'demo-injury-time';
const marker = Buffer.from('"majorIncident"');

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts', '--port', String(port), '--control'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
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

const sockets: WebSocket[] = [];
const received: number[][] = Array.from({ length: goals }, () => []);
let goalIndex = -1;
const opened = performance.now();
for (let batch = 0; batch < clients; batch += 250) {
  await Promise.all(
    Array.from(
      { length: Math.min(250, clients - batch) },
      () =>
        new Promise<void>((resolve, reject) => {
          // The client must cost as little as possible: it shares the machine with the server.
          const socket = new WebSocket(`ws://${base}/ws?eventId=${eventId}&lang=en`, {
            skipUTF8Validation: true,
            perMessageDeflate: false,
          });
          socket.on('message', (data: Buffer) => {
            if (goalIndex >= 0 && data.includes(marker)) received[goalIndex]!.push(performance.now());
          });
          socket.once('open', () => resolve());
          socket.once('error', reject);
          sockets.push(socket);
        }),
    ),
  );
}
const openMs = performance.now() - opened;
await new Promise((resolve) => setTimeout(resolve, 1500));
const after = await memory();

// One goal first, not counted: the server's first fan-out runs cold (JIT), as no long-running
// server's does.
await control(`/control/events/${eventId}/goal`, { side: 'home' });
await new Promise((resolve) => setTimeout(resolve, 1000));

const latencies: number[] = [];
const fanOut: number[] = [];
for (let goal = 0; goal < goals; goal += 1) {
  goalIndex = goal;
  const fired = performance.now();
  await control(`/control/events/${eventId}/goal`, { side: goal % 2 ? 'away' : 'home' });
  const deadline = Date.now() + 10_000;
  while (received[goal]!.length < clients && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  latencies.push(...received[goal]!.map((at) => at - fired));
  const { recentBroadcasts } = (await control('/control/state')) as { recentBroadcasts: Array<{ frames: number; ms: number }> };
  // The goal frames go out in a broadcast of their own, one frame a peer.
  fanOut.push(recentBroadcasts.findLast((broadcast) => broadcast.frames === clients)?.ms ?? Number.NaN);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const delivered = latencies.length;
console.log(`bench:feed  ${clients} sockets on loopback, ${goals} goals fired through the control API (after one warm-up goal)`);
console.log(`  connect all       ${Math.round(openMs)} ms`);
console.log(`  delivered         ${delivered} of ${clients * goals} goal messages`);
console.log(
  `  latency (ms)      p50 ${percentile(50).toFixed(1)}  p95 ${percentile(95).toFixed(1)}  p99 ${percentile(99).toFixed(1)}  max ${latencies.at(-1)!.toFixed(1)}  (budget p99 < 100)`,
);
console.log(`  server fan-out    ${fanOut.map((ms) => ms.toFixed(0)).join(', ')} ms to hand the ${clients} goal frames to the kernel`);
console.log(
  `  server memory     rss +${((after.rss - before.rss) / 1024 / clients).toFixed(1)} KB/connection, heap +${((after.heapUsed - before.heapUsed) / 1024 / clients).toFixed(1)} KB/connection  (budget < 40 KB)`,
);
for (const socket of sockets) socket.terminate();
stopServer();
process.exit(0);
