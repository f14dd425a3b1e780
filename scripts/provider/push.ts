import { z } from 'zod';

/**
 * A provider simulator (docs/feed-server.md, "Provider simulator"): pushes a StatsBomb open-data
 * match into a feed's ingest API as a live provider would. Events go out in the match's real-time
 * order at a speed (20: a 90-minute match in 4½ minutes), in small batches, each batch sent again
 * until the feed answers 2xx (a feed that restarts or drops a connection loses nothing). Optional
 * faults make it a fair test of the ingest: a share of events sent twice (`duplicates`), a share held
 * back to a later batch (`reorder`), and a goal taken back a match minute after it was sent
 * (`retractGoal`, the minute a fan sees).
 */

export interface ProviderOptions {
  /** StatsBomb's events and line-ups files, parsed. */
  events: readonly RawEvent[];
  lineups: unknown;
  eventId: string;
  /** The feed's origin (its admin listener's when it has one), e.g. http://127.0.0.1:4001. */
  feed: string;
  token: string;
  /** Match seconds per wall second. Default 20. */
  speed?: number;
  /** Share of events sent a second time, in a later batch. Default 0. */
  duplicates?: number;
  /** Share of events held back to the next batch. Default 0. */
  reorder?: number;
  /** The fan's minute of a goal to take back one match minute after it was sent. */
  retractGoal?: number;
  /** Wall milliseconds between batches. Default 100. */
  batchMs?: number;
  /** A random number in [0, 1): seeded by the caller for a repeatable run. Default Math.random. */
  random?: () => number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** How long one call is retried before the provider gives up. Default 5 minutes. */
  giveUpMs?: number;
}

/** What the simulator reads of an event: its order, moment and kind; the rest goes to the feed as it is. */
export const rawEventsSchema = z.array(
  z.looseObject({
    id: z.string(),
    index: z.number().int(),
    period: z.number().int(),
    minute: z.number().int(),
    timestamp: z.string(),
    type: z.looseObject({ name: z.string() }),
    shot: z.looseObject({ outcome: z.looseObject({ name: z.string() }).optional() }).optional(),
  }),
);
export type RawEvent = z.infer<typeof rawEventsSchema>[number];

export interface ProviderResult {
  sent: number;
  batches: number;
  retries: number;
  retracted: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function timestampSeconds(timestamp: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = timestamp.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** Each event's moment in match seconds from kick-off, counting each period from the end of the one before. */
export function matchSeconds(events: readonly RawEvent[]): Map<string, number> {
  const ends = new Map<number, number>();
  for (const event of events) ends.set(event.period, Math.max(ends.get(event.period) ?? 0, timestampSeconds(event.timestamp)));
  const starts = new Map<number, number>();
  let clock = 0;
  for (const period of [...ends.keys()].sort((a, b) => a - b)) {
    starts.set(period, clock);
    clock += ends.get(period)!;
  }
  return new Map(events.map((event) => [event.id, starts.get(event.period)! + timestampSeconds(event.timestamp)]));
}

/** Sends one call until the feed answers 2xx; a 4xx other than 408 and 429 is a mistake of ours and ends the run. */
async function call(
  options: Required<Pick<ProviderOptions, 'fetch' | 'token' | 'giveUpMs'>>,
  method: string,
  url: string,
  body: unknown,
  onRetry: (reason: string) => void,
): Promise<unknown> {
  const deadline = Date.now() + options.giveUpMs;
  let wait = 100;
  for (;;) {
    let reason: string;
    try {
      const response = await options.fetch(url, {
        method,
        headers: { authorization: `Bearer ${options.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.ok) return text ? (JSON.parse(text) as unknown) : null;
      if (response.status < 500 && response.status !== 408 && response.status !== 429) {
        throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
      }
      reason = `${response.status}`;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(`${method} ${url} answered`)) throw error;
      reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${method} ${url}: no 2xx within ${options.giveUpMs} ms (last: ${reason})`);
    onRetry(reason);
    await sleep(wait);
    wait = Math.min(2000, wait * 2);
  }
}

export async function pushMatch(options: ProviderOptions): Promise<ProviderResult> {
  const speed = options.speed ?? 20;
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => {});
  const batchMs = options.batchMs ?? 100;
  const http = { fetch: options.fetch ?? fetch, token: options.token, giveUpMs: options.giveUpMs ?? 300_000 };
  const base = `${options.feed.replace(/\/$/, '')}/ingest/${encodeURIComponent(options.eventId)}`;
  const result: ProviderResult = { sent: 0, batches: 0, retries: 0, retracted: null };
  const retried = (reason: string) => {
    result.retries += 1;
    log(`retrying (${reason})`);
  };

  const ordered = [...options.events].sort((a, b) => a.index - b.index);
  const at = matchSeconds(ordered);
  const kickoff = new Date().toISOString();
  await call(
    http,
    'PUT',
    base,
    {
      competition: { id: 'provider', name: 'Provider simulation', season: 'live', round: 'live' },
      kickoff,
      lineups: options.lineups,
    },
    retried,
  );
  log(`registered ${options.eventId}: ${ordered.length} events to push at ${speed}x`);

  const goal =
    options.retractGoal === undefined
      ? undefined
      : ordered.find(
          (event) =>
            ((event.type.name === 'Shot' && event.shot?.outcome?.name === 'Goal') || event.type.name === 'Own Goal Against') &&
            event.period < 5 &&
            event.minute + 1 === options.retractGoal,
        );
  if (options.retractGoal !== undefined && !goal) throw new Error(`no goal in the ${options.retractGoal}th minute to take back`);
  let retractAt: number | null = null;

  const started = Date.now();
  let next = 0;
  let heldBack: RawEvent[] = [];
  let again: RawEvent[] = [];
  while (next < ordered.length || heldBack.length > 0 || again.length > 0 || (retractAt !== null && result.retracted === null)) {
    const matchNow = ((Date.now() - started) / 1000) * speed;
    const due: RawEvent[] = [];
    for (; next < ordered.length && at.get(ordered[next]!.id)! <= matchNow; next += 1) due.push(ordered[next]!);
    const batch = [...heldBack, ...again];
    heldBack = [];
    again = [];
    for (const event of due) {
      if (random() < (options.reorder ?? 0)) heldBack.push(event);
      else batch.push(event);
      if (random() < (options.duplicates ?? 0)) again.push(event);
    }
    // Nothing else is due: what was held back goes now, so the run ends.
    if (next >= ordered.length && batch.length === 0) batch.push(...heldBack.splice(0));
    if (batch.length > 0) {
      await call(http, 'POST', `${base}/events`, batch, retried);
      result.sent += batch.length;
      result.batches += 1;
      if (goal && retractAt === null && batch.some((event) => event.id === goal.id)) retractAt = matchNow + 60;
    }
    if (goal && retractAt !== null && result.retracted === null && matchNow >= retractAt) {
      await call(http, 'DELETE', `${base}/events/${encodeURIComponent(goal.id)}`, undefined, retried);
      result.retracted = goal.id;
      log(`took back the goal of the ${options.retractGoal}th minute (${goal.id})`);
    }
    if (result.batches % 50 === 1 && batch.length > 0) log(`${result.sent} events sent, match minute ${Math.floor(matchNow / 60)}`);
    await sleep(batchMs);
  }
  log(`done: ${result.sent} events in ${result.batches} batches, ${result.retries} retries`);
  return result;
}
