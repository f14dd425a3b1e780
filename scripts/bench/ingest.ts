// `npm run bench:ingest`: the ingest API of a feed on its embedded store (PGlite in a fresh
// FEED_DATA_DIR), over loopback HTTP. Prints
// - events a second into the store: a StatsBomb match's events POSTed in batches (BENCH_BATCH,
//   100) one after the other, each answered once committed and the match rebuilt;
// - ingest to fan: the same match pushed again under other ids (BENCH_ROUNDS, 1) in batches
//   (BENCH_FAN_BATCH, 50), a WebSocket fan connected to each; for every batch holding a goal, the time from the POST
//   leaving to the fan reading the goal's `majorIncident` (budget: p95 under 100 ms), and for
//   every batch, to the first message it brought the fan.
// It measures, it does not fail on a figure. Files: BENCH_EVENTS and BENCH_LINEUPS, by default
// Turkey v Italy from ../shared/data (the committed mini match where that is not checked out).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { rawEventsSchema, type RawEvent } from '../provider/push.ts';

const root = path.resolve(import.meta.dirname, '../..');
const shared = path.resolve(root, '../shared/data/statsbomb');
const fallback = path.join(root, 'server/src/statsbomb/fixtures');
const sharedHeld = existsSync(path.join(shared, '3788741_events.json'));
const eventsFile =
  process.env.BENCH_EVENTS ?? (sharedHeld ? path.join(shared, '3788741_events.json') : path.join(fallback, 'mini-events.json'));
const lineupsFile =
  process.env.BENCH_LINEUPS ?? (sharedHeld ? path.join(shared, '3788741_lineups.json') : path.join(fallback, 'mini-lineups.json'));
const port = Number(process.env.BENCH_FEED_PORT ?? 4792);
const batchSize = Number(process.env.BENCH_BATCH ?? 100);
const fanBatch = Number(process.env.BENCH_FAN_BATCH ?? 50);
const fanRounds = Number(process.env.BENCH_ROUNDS ?? 1);
const token = 'bench-ingest-token-of-32-characters-x';
const feed = `http://127.0.0.1:${port}`;

const events: RawEvent[] = rawEventsSchema.parse(JSON.parse(await readFile(eventsFile, 'utf8'))).sort((a, b) => a.index - b.index);
const lineups: unknown = JSON.parse(await readFile(lineupsFile, 'utf8'));
const isGoal = (event: RawEvent) => event.period < 5 && (event.shot?.outcome?.name === 'Goal' || event.type.name === 'Own Goal For');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ingest-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--port', String(port)], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, FEED_INGEST_TOKEN: token, FEED_DATA_DIR: dataDir, DATABASE_URL: '', FEED_LOG_LEVEL: 'warn', NODE_ENV: '' },
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
const started = performance.now();
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (String(chunk).includes('feed server')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`feed server exited with ${code}`)));
  // PGlite starts and migrates before the feed listens: over a minute on a loaded machine.
  setTimeout(() => reject(new Error('feed server did not start within 5 minutes')), 300_000).unref();
});
console.log(
  `bench:ingest  ${path.basename(eventsFile)}: ${events.length} events, ${events.filter(isGoal).length} goals; feed on PGlite ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
async function ingest(method: 'PUT' | 'POST', url: string, body: unknown): Promise<void> {
  const response = await fetch(`${feed}${url}`, { method, headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
}
const register = (eventId: string) =>
  ingest('PUT', `/ingest/${eventId}`, {
    competition: { id: 'bench', name: 'Ingest bench', season: 'live', round: 'live' },
    kickoff: new Date().toISOString(),
    lineups,
  });
const batches = (size: number) => Array.from({ length: Math.ceil(events.length / size) }, (_, i) => events.slice(i * size, (i + 1) * size));

function summary(label: string, times: readonly number[], budget = '') {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  console.log(
    `  ${label.padEnd(46)} p50 ${at(50).toFixed(1).padStart(7)} ms  p95 ${at(95).toFixed(1).padStart(7)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(1).padStart(7)} ms  (${times.length})${budget}`,
  );
}

try {
  // Events a second into the store: the whole match, batch after batch.
  await register('bench-ingest-store');
  const posts: number[] = [];
  const storeStarted = performance.now();
  for (const batch of batches(batchSize)) {
    const before = performance.now();
    await ingest('POST', '/ingest/bench-ingest-store/events', batch);
    posts.push(performance.now() - before);
  }
  const seconds = (performance.now() - storeStarted) / 1000;
  console.log(
    `  into the store: ${(events.length / seconds).toFixed(0)} events/s (${events.length} in ${seconds.toFixed(2)} s, batches of ${batchSize})`,
  );
  summary(`POST of ${batchSize} events, answered once committed`, posts);

  // Ingest to fan: a fan on each match's socket, the match pushed in small batches.
  const toGoal: number[] = [];
  const toFirst: number[] = [];
  for (let round = 0; round < fanRounds; round += 1) {
    const eventId = `bench-ingest-fan-${round}`;
    await register(eventId);
    // The match is served once both Starting XI events are in (a socket before that is refused as an unknown event).
    const [opening = [], ...rest] = batches(fanBatch);
    await ingest('POST', `/ingest/${eventId}/events`, opening);
    const socket = new WebSocket(`${feed.replace('http', 'ws')}/ws?eventId=${eventId}&lang=en&batch=1`);
    let waiting: { goal: boolean; since: number; first: boolean; done: () => void } | null = null;
    socket.on('message', (data: Buffer) => {
      const now = performance.now();
      const parsed = JSON.parse(String(data)) as { type: string; value: unknown; snapshot?: boolean };
      const messages = (parsed.type === 'batch' ? parsed.value : [parsed]) as Array<typeof parsed>;
      const fresh = messages.filter((message) => !message.snapshot);
      if (!waiting || fresh.length === 0) return;
      if (waiting.first) {
        toFirst.push(now - waiting.since);
        waiting.first = false;
      }
      const goal = fresh.some(
        (message) => message.type === 'majorIncident' && (message.value as { event?: string; isUpdate?: boolean }).event === 'goal',
      );
      if (goal || !waiting.goal) {
        if (goal) toGoal.push(now - waiting.since);
        waiting.done();
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    for (const batch of rest) {
      const goal = batch.some(isGoal);
      // A batch with a goal waits for the goal; any other for its first message, or 1 s (a batch of passes may bring none).
      const read = new Promise<void>((resolve) => {
        waiting = { goal, since: performance.now(), first: true, done: resolve };
        setTimeout(resolve, goal ? 10_000 : 1_000).unref();
      });
      await ingest('POST', `/ingest/${eventId}/events`, batch);
      await read;
      waiting = null;
    }
    socket.close();
  }
  summary('ingest to fan: a goal (POST sent -> majorIncident read)', toGoal, '  budget p95 < 100 ms');
  summary(`ingest to fan: a batch of ${fanBatch} (-> its first message)`, toFirst);
} finally {
  stopServer();
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
