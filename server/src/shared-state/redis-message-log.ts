import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { SharedBroadcast } from '../live/feed-loop.ts';

/**
 * One numbering of every event's socket messages for all the instances on one Redis
 * (docs/feed-protocol.md, "Resume"): one writer per event, the leader, and every instance sends
 * its sockets what the leader logged, so a message has the same `seq` and the same content on
 * every instance, and a client may resume on any of them.
 *
 * Layout in Redis, under the control store's prefix (default `feed:`), apart from its keys:
 *   <prefix>log:<id>:leader    the instance that writes the event's messages (SET NX PX, renewed every tick)
 *   <prefix>log:<id>:seq       the event's last seq
 *   <prefix>log:<id>:entries   sorted set of broadcasts (JSON) scored by their first seq, kept for the resume window
 *   <prefix>log                the channel every logged broadcast is published on
 *
 * A broadcast holds its commentary in every language, and the loop's cursor after it: the
 * instance that takes over an event (its leader gone, its lease run out) goes on from the last
 * cursor logged, so nothing is lost and nothing doubled. The append script refuses a writer that
 * no longer holds the lease. A counter Redis lost (restarted empty) is seeded again above the
 * highest seq the writer holds and the wall clock in ms, so numbers never go back.
 */

const broadcastSchema = z.object({
  eventId: z.string(),
  firstSeq: z.number().int(),
  at: z.number(),
  messages: z.array(z.object({ type: z.string(), value: z.unknown() }).passthrough()),
  commentaryCount: z.number().int().min(0),
  commentary: z.record(z.string(), z.array(z.unknown())),
  cursor: z.unknown(),
});

/** Takes the lease of an event, or renews it when this instance holds it. KEYS: leader. ARGV: instance, ms. */
const claimScript = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`;

/**
 * Numbers and logs one broadcast of the lease holder, trims the log and publishes it. KEYS:
 * leader, seq, entries. ARGV: instance, size, the first seq of a counter Redis does not hold, the
 * broadcast's JSON without firstSeq, oldest time kept, most entries kept, channel. Answers the
 * first seq, or -1 for a writer without the lease.
 */
const appendScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return -1 end
local held = redis.call('GET', KEYS[2])
local last = tonumber(ARGV[3]) - 1
if held then last = tonumber(held) end
local first = last + 1
redis.call('SET', KEYS[2], last + tonumber(ARGV[2]))
local payload = '{"firstSeq":' .. first .. ',' .. string.sub(ARGV[4], 2)
redis.call('ZADD', KEYS[3], first, payload)
local oldest = tonumber(ARGV[5])
while true do
  local head = redis.call('ZRANGE', KEYS[3], 0, 0)
  if #head == 0 then break end
  local ok, entry = pcall(cjson.decode, head[1])
  if ok and type(entry) == 'table' and type(entry.at) == 'number' and entry.at >= oldest then break end
  redis.call('ZREMRANGEBYRANK', KEYS[3], 0, 0)
end
redis.call('ZREMRANGEBYRANK', KEYS[3], 0, -1 - tonumber(ARGV[6]))
redis.call('PUBLISH', ARGV[7], payload)
return first`;

/** Gives the lease up (on close), only when this instance holds it. */
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export interface RedisMessageLogOptions {
  url: string;
  /** The control store's prefix (default `feed:`); this log's keys are under `<prefix>log…`. */
  prefix?: string;
  /** How long a lease lasts unless renewed. Default 3 s. */
  leaseMs?: number;
  /** How long the log keeps a broadcast (the resume window). */
  windowMs: number;
  /** At most this many broadcasts are kept per event. */
  maxEntries: number;
  /** Told of every broadcast logged by any instance (this one too), in order. */
  onBroadcast: (broadcast: SharedBroadcast) => void;
  /** Told when this instance comes to lead an event: it may advance it at once, not at its next tick. */
  onLead?: (eventId: string) => void;
  /**
   * The events whose log is read when the channel is subscribed (an instance that starts, or
   * reconnects, holds what the others logged before), each broadcast told to `onHistory` in order
   * before any broadcast published meanwhile is told to `onBroadcast`.
   */
  eventIds?: () => Iterable<string>;
  onHistory?: (broadcast: SharedBroadcast) => void;
  onError: (error: unknown, during: string) => void;
}

export class RedisMessageLog {
  readonly instanceId = randomUUID();
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly leaseMs: number;
  /** Until when (wall ms, with a margin) this instance holds each event's lease, as far as it knows. */
  private readonly leases = new Map<string, number>();
  private subscribed = false;
  /** While the logs are read after subscribing: the broadcasts published meanwhile, told after them. */
  private pending: SharedBroadcast[] | null = null;

  constructor(private readonly options: RedisMessageLogOptions) {
    this.prefix = options.prefix ?? 'feed:';
    this.channel = `${this.prefix}log`;
    this.leaseMs = options.leaseMs ?? 3000;
    // No offline queue: while Redis is away a command fails at once and the loop numbers nothing
    // rather than a backlog of stale appends landing later.
    this.client = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    this.subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
    this.client.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('ready', () => {
      this.pending = [];
      void this.subscriber
        .subscribe(this.channel)
        .then(() => this.readHistory())
        .then(
          () => {
            this.subscribed = true;
          },
          (error: unknown) => this.options.onError(error, 'subscribing to the message log'),
        )
        .finally(() => {
          const pending = this.pending ?? [];
          this.pending = null;
          for (const broadcast of pending) this.options.onBroadcast(broadcast);
        });
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
      this.leases.clear();
    });
    this.client.on('close', () => this.leases.clear());
    this.subscriber.on('message', (_channel: string, raw: string) => {
      const broadcast = this.parse(raw);
      if (!broadcast) return;
      if (this.pending) this.pending.push(broadcast);
      else this.options.onBroadcast(broadcast);
    });
  }

  private parse(raw: string): SharedBroadcast | null {
    try {
      const parsed = broadcastSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data as SharedBroadcast;
      this.options.onError(parsed.error, 'reading a logged broadcast');
    } catch (error) {
      this.options.onError(error, 'reading a logged broadcast');
    }
    return null;
  }

  /** Each event's logged broadcasts, oldest first, to `onHistory`. */
  private async readHistory(): Promise<void> {
    const { eventIds, onHistory } = this.options;
    if (!eventIds || !onHistory) return;
    // The two connections come up in either order: read through the command connection once it is
    // up, not as an empty log (an instance that started so would send a resuming fan a resync).
    await this.commandsReady();
    const ids = [...eventIds()];
    const logs = await Promise.all(ids.map((eventId) => this.loggedEntries(eventId)));
    for (const entries of logs) {
      for (const raw of entries) {
        const broadcast = this.parse(raw);
        if (broadcast) onHistory(broadcast);
      }
    }
  }

  /** Resolves when the command connection is up; fails if the subscription drops first (it is read again when it comes back). */
  private commandsReady(): Promise<void> {
    if (this.client.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const ready = () => {
        this.subscriber.off('close', dropped);
        resolve();
      };
      const dropped = () => {
        this.client.off('ready', ready);
        reject(new Error('the subscription closed before the command connection was up'));
      };
      this.client.once('ready', ready);
      this.subscriber.once('close', dropped);
    });
  }

  private loggedEntries(eventId: string): Promise<string[]> {
    // The command connection: a subscribed connection takes no other commands.
    return this.client.status === 'ready' ? this.client.zrange(this.key(eventId, 'entries'), '0', '-1') : Promise.resolve([]);
  }

  /** Whether the numbering goes through Redis now: both connections up. */
  up(): boolean {
    return this.client.status === 'ready' && this.subscribed;
  }

  /** Whether this instance writes the event's messages now (it holds the lease, with a margin). */
  leads(eventId: string): boolean {
    return (this.leases.get(eventId) ?? 0) > Date.now();
  }

  /** Takes or renews the lease of each event this instance follows (once a tick); answers at once, learns later. */
  claim(eventIds: Iterable<string>): void {
    if (!this.up()) return;
    for (const eventId of eventIds) {
      const sentAt = Date.now();
      this.client.eval(claimScript, 1, this.key(eventId, 'leader'), this.instanceId, this.leaseMs).then(
        (held) => {
          if (Number(held) !== 1) return void this.leases.delete(eventId);
          const led = this.leads(eventId);
          this.leases.set(eventId, sentAt + this.leaseMs - 1000);
          if (!led) this.options.onLead?.(eventId);
        },
        () => this.leases.delete(eventId),
      );
    }
  }

  /** Stops writing an event this instance no longer follows. */
  release(eventId: string): void {
    if (!this.leases.delete(eventId) || !this.up()) return;
    void this.client.eval(releaseScript, 1, this.key(eventId, 'leader'), this.instanceId).catch(() => {});
  }

  /**
   * Logs and publishes a broadcast of an event this instance leads; it reaches this instance's
   * sockets, as every instance's, through the channel. `lowestSeq` seeds a counter Redis lost.
   */
  append(broadcast: Omit<SharedBroadcast, 'firstSeq'>, size: number, lowestSeq: number, unlogged: () => void = () => {}): void {
    const { eventId } = broadcast;
    this.client
      .eval(
        appendScript,
        3,
        this.key(eventId, 'leader'),
        this.key(eventId, 'seq'),
        this.key(eventId, 'entries'),
        this.instanceId,
        size,
        lowestSeq,
        JSON.stringify(broadcast),
        broadcast.at - this.options.windowMs,
        this.options.maxEntries,
        this.channel,
      )
      .then(
        (first) => {
          if (Number(first) < 0) this.leases.delete(eventId);
        },
        (error: unknown) => {
          this.leases.delete(eventId);
          this.options.onError(error, `logging a broadcast of ${eventId}`);
          unlogged();
        },
      );
  }

  async close(): Promise<void> {
    const held = [...this.leases.keys()];
    this.leases.clear();
    if (this.client.status === 'ready') {
      await Promise.all(held.map((eventId) => this.client.eval(releaseScript, 1, this.key(eventId, 'leader'), this.instanceId))).catch(
        () => {},
      );
    }
    this.client.disconnect();
    this.subscriber.disconnect();
  }

  private key(eventId: string, part: 'leader' | 'seq' | 'entries'): string {
    return `${this.prefix}log:${eventId}:${part}`;
  }
}
