// `npx tsx scripts/bench/ingest-fanout.ts`: the instances' fan-out measured two ways, for ADR 022.
// One publisher and BENCH_LISTENERS (2 and 4) listeners, each on its own connection as each feed
// instance would be, on a throwaway redis-server (PUBLISH / SUBSCRIBE) and a throwaway PostgreSQL
// cluster (pg_notify / LISTEN). Messages are a goal's update as the feed sends it (about 1.2 KB of
// JSON). Prints, for each:
// - latency: BENCH_MESSAGES (500) messages at BENCH_RATE (200) a second, publish call -> every
//   listener's read, p50/p95/max;
// - throughput: the same messages published back to back, messages a second until every
//   listener has read them all.
// It measures, it does not fail on a figure.
import { Redis } from 'ioredis';
import pg from 'pg';
import { startPostgres } from '../../server/src/testing/postgres-server.ts';
import { startRedis } from '../../server/src/testing/redis-server.ts';

const messages = Number(process.env.BENCH_MESSAGES ?? 500);
const rate = Number(process.env.BENCH_RATE ?? 200);
const listenerCounts = (process.env.BENCH_LISTENERS ?? '2,4').split(',').map(Number);
const channel = 'feed_fanout_bench';

/** A goal's update as the feed fans it out: majorIncident, score, statsSummary, incident and commentary. */
function payload(n: number): string {
  return JSON.stringify({
    n,
    sent: 0,
    eventId: 'bench-ingest-fan-0',
    messages: [
      { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false }, seq: 1_795_781_000_000 + n },
      { type: 'score', value: { home: 0, away: 1 }, seq: 1_795_781_000_001 + n },
      {
        type: 'statsSummary',
        value: {
          home: { goals: 0, shots: 3, shotsOnTarget: 0, possession: 46, corners: 3, fouls: 7, yellowCards: 1, redCards: 0, offsides: 1 },
          away: { goals: 1, shots: 5, shotsOnTarget: 2, possession: 54, corners: 2, fouls: 5, yellowCards: 0, redCards: 0, offsides: 0 },
        },
        seq: 1_795_781_000_002 + n,
      },
      {
        type: 'incident',
        value: {
          id: `goal-${n}`,
          type: 'goal',
          side: 'away',
          period: 'secondHalf',
          minute: 53,
          playerName: 'Merih Demiral',
          detail: 'ownGoal',
          score: { home: 0, away: 1 },
        },
        seq: 1_795_781_000_003 + n,
      },
      {
        type: 'commentary',
        value: {
          id: `c-${n}`,
          period: 'secondHalf',
          minute: 53,
          major: true,
          kind: 'goal',
          text: 'Own goal by Merih Demiral (Turkey). Turkey 0, Italy 1.',
        },
        seq: 1_795_781_000_004 + n,
      },
    ],
  });
}

interface Bus {
  name: string;
  publish(message: string): Promise<void>;
  /** Listeners, each calling `heard` with what it read. */
  listen(count: number, heard: (listener: number, message: string) => void): Promise<void>;
  close(): Promise<void>;
}

async function redisBus(url: string): Promise<Bus> {
  const publisher = new Redis(url);
  const listeners: Redis[] = [];
  return {
    name: 'Redis PUBLISH/SUBSCRIBE',
    publish: async (message) => {
      await publisher.publish(channel, message);
    },
    listen: async (count, heard) => {
      for (let i = 0; i < count; i += 1) {
        const listener = new Redis(url);
        listener.on('message', (_channel: string, message: string) => heard(i, message));
        await listener.subscribe(channel);
        listeners.push(listener);
      }
    },
    close: async () => {
      for (const connection of [publisher, ...listeners.splice(0)]) connection.disconnect();
    },
  };
}

async function postgresBus(url: string): Promise<Bus> {
  // A few connections publish, as Redis's one connection pipelines what it is given.
  const publisher = new pg.Pool({ connectionString: url, max: 4 });
  const listeners: pg.Client[] = [];
  return {
    name: 'PostgreSQL NOTIFY/LISTEN',
    publish: async (message) => {
      await publisher.query('SELECT pg_notify($1, $2)', [channel, message]);
    },
    listen: async (count, heard) => {
      for (let i = 0; i < count; i += 1) {
        const listener = new pg.Client({ connectionString: url });
        await listener.connect();
        listener.on('notification', (notification) => heard(i, notification.payload ?? ''));
        await listener.query(`LISTEN ${channel}`);
        listeners.push(listener);
      }
    },
    close: async () => {
      await Promise.all([publisher, ...listeners.splice(0)].map((client) => client.end()));
    },
  };
}

const at = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure(bus: Bus, listeners: number): Promise<void> {
  // Per message, the listeners that have not read it yet and the moment it was published.
  const pending = new Map<number, { left: number; sent: number; done: () => void }>();
  const latencies: number[] = [];
  await bus.listen(listeners, (_listener, message) => {
    const read = performance.now();
    const { n } = JSON.parse(message) as { n: number };
    const entry = pending.get(n);
    if (!entry) return;
    latencies.push(read - entry.sent);
    entry.left -= 1;
    if (entry.left === 0) {
      pending.delete(n);
      entry.done();
    }
  });
  const send = (n: number) => {
    const read = new Promise<void>((resolve) => pending.set(n, { left: listeners, sent: performance.now(), done: resolve }));
    return { sent: bus.publish(payload(n)), read };
  };

  // Paced: one message every 1/rate s.
  const paced: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < messages; n += 1) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { sent, read } = send(n);
    await sent;
    paced.push(read);
  }
  await Promise.all(paced);
  const sorted = [...latencies].sort((a, b) => a - b);

  // Back to back: every message published as fast as the connection takes them.
  const burst: Promise<void>[] = [];
  const burstStart = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = messages; n < 2 * messages; n += 1) {
    const { sent, read } = send(n);
    sends.push(sent);
    burst.push(read);
  }
  await Promise.all([...sends, ...burst]);
  const perSecond = messages / ((performance.now() - burstStart) / 1000);
  console.log(
    `  ${bus.name.padEnd(26)} ${listeners} listeners  latency p50 ${at(sorted, 50).toFixed(2).padStart(6)} ms  p95 ${at(sorted, 95)
      .toFixed(2)
      .padStart(
        6,
      )} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(2).padStart(6)} ms  throughput ${perSecond.toFixed(0).padStart(6)} messages/s`,
  );
  await bus.close();
}

console.log(`bench ingest-fanout: ${messages} messages of ${payload(0).length} B at ${rate}/s, then ${messages} back to back`);
const redis = await startRedis();
const postgres = await startPostgres();
try {
  for (const listeners of listenerCounts) {
    await measure(await redisBus(redis.url), listeners);
    await measure(await postgresBus(postgres.url), listeners);
  }
} finally {
  await redis.stop();
  await postgres.stop();
}
