// `npm run bench:slow-fans`: fans that never read. BENCH_SLOW_FANS (300) sockets on loopback do the
// WebSocket handshake and then stop reading; BENCH_SLOW_GOALS (3,000) goals are fired through the
// control API. Prints the feed's memory and what the kernel holds for those sockets (the feed's
// send queues and the fans' receive queues, from /proc/net/tcp) when the goals are in and again
// BENCH_SLOW_SETTLE_S (20) seconds later. Asserts nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const fans = Number(process.env.BENCH_SLOW_FANS ?? 300);
const goals = Number(process.env.BENCH_SLOW_GOALS ?? 3000);
const settleSeconds = Number(process.env.BENCH_SLOW_SETTLE_S ?? 20);
const port = Number(process.env.BENCH_FEED_PORT ?? 4791);
const eventId = 'demo-injury-time';

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts', '--port', String(port), '--control'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  // All fans come from 127.0.0.1: the per-address cap is raised to fit them. Pings as the feed
  // sends them by default: a fan that never reads answers none either, as a dead peer would not.
  env: { ...process.env, FEED_MAX_SOCKETS_PER_ADDRESS: String(fans + 100), FEED_MAX_HANDSHAKES_PER_ADDRESS: String(fans + 100) },
});
process.on('exit', () => server.kill('SIGTERM'));
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (String(chunk).includes('feed server')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`feed server exited with ${code}`)));
  setTimeout(() => reject(new Error('feed server did not start within 30 s')), 30_000).unref();
});

const post = (url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rssMb = async () => {
  const state = (await (await fetch(`http://127.0.0.1:${port}/control/state`)).json()) as { memory: { rss: number } };
  return state.memory.rss / 1048576;
};

/** Bytes the kernel holds on the feed's side (send queues) and on the fans' side (receive queues). */
function kernelQueues(): { sendMb: number; receiveMb: number; open: number } {
  let send = 0;
  let receive = 0;
  let open = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 5 || fields[3] !== '01') continue; // established only
      const [tx, rx] = fields[4]!.split(':').map((hex) => parseInt(hex, 16));
      const localPort = parseInt(fields[1]!.split(':')[1]!, 16);
      const remotePort = parseInt(fields[2]!.split(':')[1]!, 16);
      if (localPort === port) {
        send += tx!;
        open += 1;
      } else if (remotePort === port) receive += rx!;
    }
  }
  return { sendMb: send / 1048576, receiveMb: receive / 1048576, open };
}

await post(`/control/events/${eventId}/pause`, { paused: true });
const rssBefore = await rssMb();
const sockets = await Promise.all(
  Array.from(
    { length: fans },
    () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect({ port, host: '127.0.0.1' });
        socket.once('connect', () =>
          socket.write(
            `GET /ws?eventId=${eventId}&lang=en HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
              `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
          ),
        );
        // The handshake's answer is read, then the fan never reads again.
        socket.once('data', () => {
          socket.pause();
          resolve(socket);
        });
        socket.once('error', reject);
      }),
  ),
);
const started = performance.now();
for (let goal = 0; goal < goals; goal += 1) await post(`/control/events/${eventId}/goal`, { side: goal % 2 ? 'away' : 'home' });
const firedSeconds = (performance.now() - started) / 1000;
const report = async (when: string) => {
  const queues = kernelQueues();
  console.log(
    `  ${when.padEnd(26)} feed RSS ${(await rssMb()).toFixed(1)} MB (${rssBefore.toFixed(1)} before the fans)  ` +
      `kernel: feed send queues ${queues.sendMb.toFixed(1)} MB, fans' receive queues ${queues.receiveMb.toFixed(1)} MB  ` +
      `sockets still open ${queues.open} of ${fans}`,
  );
};
console.log(`bench:slow-fans  ${fans} fans that never read, ${goals} goals fired in ${firedSeconds.toFixed(1)} s`);
await report('when the goals are in');
await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
await report(`${settleSeconds} s later`);
for (const socket of sockets) socket.destroy();
process.exit(0);
