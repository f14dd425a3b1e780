// `npm run bench:catalogue`: the feed with every match of its competitions loaded (about 2,100
// events, server/src/event/match-catalogue.ts) answers `GET /events` (listing, filters, paging) and
// a catalogue match's `/table` over loopback HTTP. Prints p50 and p95 of each (budget: `/table`
// p95 under 20 ms); it measures, it does not fail on a figure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_FEED_PORT ?? 4791);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const feed = `http://127.0.0.1:${port}`;

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts', '--port', String(port)], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  // One address asks everything: the per-address rate limit is raised to fit the bench.
  env: { ...process.env, FEED_RATE_LIMIT: String(rounds * 100) },
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

const pageSchema = z.object({ events: z.array(z.object({ eventId: z.string(), competitionId: z.string() })), next: z.string().nullable() });

async function get(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${feed}${url}`);
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms, body };
}

// Every match, page by page: the catalogue is loaded on the first call, which is timed apart.
const first = await get('/events?limit=500');
const all: { eventId: string; competitionId: string }[] = [];
let page = pageSchema.parse(first.body);
all.push(...page.events);
while (page.next) {
  page = pageSchema.parse((await get(`/events?limit=500&cursor=${page.next}`)).body);
  all.push(...page.events);
}
const catalogueMatches = all.filter((event) => !event.eventId.startsWith('demo-'));
console.log(
  `bench:catalogue: ${all.length} events listed (${catalogueMatches.length} matches); first /events ${first.ms.toFixed(1)} ms (loads the catalogue)`,
);

function summary(label: string, times: number[], budget = '') {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  console.log(
    `  ${label.padEnd(42)} p50 ${at(50).toFixed(2).padStart(7)} ms  p95 ${at(95).toFixed(2).padStart(7)} ms  (${times.length} calls)${budget}`,
  );
}

const pick = <T>(list: readonly T[], index: number): T => list[(index * 7919) % list.length]!;
const queries = [
  '/events',
  '/events?limit=50',
  '/events?team=madrid',
  '/events?competition=premier-league-2018-19&limit=100',
  '/events?date=2019-05-12',
];
for (const query of queries) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) times.push((await get(query)).ms);
  summary(`GET ${query}`, times);
}
const cursorTimes: number[] = [];
for (let i = 0; i < rounds; i += 1) cursorTimes.push((await get(`/events?limit=50&cursor=${pick(all, i).eventId}`)).ms);
summary('GET /events?limit=50&cursor=<any event>', cursorTimes);

// A different match each call: the first /table of a match reckons its competition as at that moment.
const cold: number[] = [];
for (let i = 0; i < rounds; i += 1) cold.push((await get(`/table/${pick(catalogueMatches, i).eventId}`)).ms);
summary('GET /table/<match> (first call of each)', cold, '  budget p95 < 20 ms');
const warm: number[] = [];
for (let i = 0; i < rounds; i += 1) warm.push((await get(`/table/${pick(catalogueMatches, i % 20).eventId}`)).ms);
summary('GET /table/<match> (again)', warm, '  budget p95 < 20 ms');
stopServer();
process.exit(0);
