import { randomUUID } from 'node:crypto';
import { Redis, ReplyError } from 'ioredis';
import { z } from 'zod';
import { stageSchema, type Stage } from '../../../contract/protocol.ts';
import { HttpError } from '../http/errors.ts';
import type { Fault } from './faults.ts';
import type { InjectedGoal } from '../replay/match-state.ts';
import type { Replay, ReplayControl } from '../replay/replay.ts';
import type { Side } from '../scenario/schema.ts';
import type { ControlStore } from './control-store.ts';
import {
  fireGoalScript,
  seedFaultsScript,
  seedScript,
  setControlScript,
  setFaultsScript,
  takeFaultScript,
  takeRefusalScript,
} from './redis-control-scripts.ts';
import type { InstanceActions } from './instance-actions.ts';

/*
 * Layout in Redis, under a prefix (default `feed:`):
 *   <prefix>event:<id>          hash: `version` (bumped by every change), `control` (JSON ReplayControl), `speed`,
 *                               `changedAt` (wall ms the control was decided; 0 for the cluster's first anchor)
 *   <prefix>event:<id>:goals    list of fired goals (JSON with a `uid`, without id: a goal's id is its place)
 *   <prefix>event:<id>          also the pub/sub channel of that event's changes
 *   <prefix>faults              JSON list of faults with the uses left; <prefix>faults the channel too
 *   <prefix>stream-refusal      the error code the next stream launch is refused with, taken by one launch
 *   <prefix>instances           channel of the calls every instance applies to its own sockets and
 *                               listener (drop, restart); no state, so no key
 * Every change runs as one Lua script: it bumps the version, writes, and publishes the change with
 * its version, all at once, so every instance sees the changes of an event in one order. An
 * instance that sees a version it did not expect (it missed one) reloads the event.
 *
 * Redis may be lost (killed, restarted empty, failed over to an empty replica). Every instance
 * keeps what it holds of each event (version, control and when it was decided, fired goals with
 * their uids) and, whenever its connections are back, seeds Redis with it before it takes a
 * control call again (seedScript): a goal Redis lacks is appended, a control decided later than
 * Redis's replaces it, and the version never goes back; then it reloads. Two instances seeding at
 * once end with the union of their goals and the latest control, whichever runs first. While Redis
 * cannot be reached, or the seeding is not done, control calls answer 503 at once (the command
 * connection has no offline queue, so nothing refused is sent later) and fans are served from what
 * the instance holds.
 */

const controlSchema = z.object({ kickoffWallMs: z.number(), pausedAt: z.number().nullable(), stage: z.nullable(stageSchema) });
const storedGoalSchema = z.object({
  at: z.number(),
  side: z.enum(['home', 'away']),
  playerId: z.string().optional(),
  /** Tells a goal from another fired at the same second by the same scorer when Redis is re-seeded. */
  uid: z.string().optional(),
});
type StoredGoal = z.infer<typeof storedGoalSchema>;
const changeSchema = z.union([
  z.object({ version: z.number(), control: controlSchema, changedAt: z.number().optional() }),
  z.object({ version: z.number(), index: z.number(), goal: storedGoalSchema }),
  /** Redis was re-seeded by an instance that held more than it: everyone reloads. */
  z.object({ version: z.number(), reload: z.literal(true) }),
]);
const faultSchema = z.object({
  pathPrefix: z.string(),
  kind: z.enum(['error', 'delay', 'malformed', 'close']),
  delayMs: z.number().optional(),
  left: z.number().nullable(),
});
const faultsSchema = z.array(faultSchema);
/** A call for every instance, with the id of the instance that took it (which has applied it already). */
const instanceCallSchema = z.object({
  from: z.string(),
  call: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('drop'), eventId: z.string().optional() }),
    z.object({ kind: z.literal('restart'), downMs: z.number().int().min(0).max(60_000) }),
  ]),
});
type InstanceCall = z.infer<typeof instanceCallSchema>['call'];
type StoredFault = z.infer<typeof faultSchema>;

export interface RedisControlStoreOptions {
  /** `redis://host:port/db`. */
  url: string;
  replays: ReadonlyMap<string, Replay>;
  /** Match seconds per wall-clock second: every instance sharing the Redis must replay at the same speed. */
  speed: number;
  /** Told when another instance's change has been applied to an event's replay (the live loop sends it at once). */
  onChange: (eventId: string) => void;
  /** What this instance does to its own sockets and listener when a drop or restart reaches it. */
  instance: InstanceActions;
  /** Most goals fired into one event. */
  maxGoals: number;
  /** Key prefix. Default `feed:`. */
  prefix?: string;
  /** Told of what cannot be applied (a malformed message) or reached. */
  onError?: (error: unknown, context: string) => void;
  /** Told when Redis is lost, still away (at most every `noticeEveryMs`), back, or re-seeded by this instance. */
  onNotice?: (message: string) => void;
  /** Told each time this instance wrote an event back into a Redis that held less of it. */
  onReseed?: (eventId: string) => void;
  /** How long a command to Redis may take before the call answers 503. Default 2000 ms. */
  commandTimeoutMs?: number;
  /** How often "Redis still unreachable" is logged while it is. Default 30 s. */
  noticeEveryMs?: number;
}

interface EventSync {
  version: number;
  /** Changes heard while the event loads, applied after it. */
  pending: Array<z.infer<typeof changeSchema>> | null;
  /**
   * When the control held was decided (wall ms): 0 for an anchor loaded from Redis, -1 for this
   * instance's own anchor, never shared. Decides which control wins when Redis is re-seeded.
   */
  changedAt: number;
  /** The fired goals as stored in Redis (with their uids), to re-seed it with. */
  goals: StoredGoal[];
}

const unavailableCode = 'shared_state_unavailable';

/** The goal of a replay from a stored one: its id is its place in the list, its uid stays in the store. */
function injectedGoal(stored: StoredGoal, index: number): InjectedGoal {
  const { uid: _uid, ...goal } = stored;
  return { id: `g${index}`, ...goal };
}

/**
 * The control state of instances that share a Redis. Changes made here are written to Redis and
 * applied to this instance's replay at once; changes heard on an event's channel are applied in
 * version order, and a gap (a message missed while the connection was down) reloads the event.
 * After every (re)connect the instance seeds Redis with what it holds, then reloads (see above).
 */
export class RedisControlStore implements ControlStore {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly events = new Map<string, EventSync>();
  private faultList: StoredFault[] = [];
  private readonly onError: NonNullable<RedisControlStoreOptions['onError']>;
  private readonly onNotice: NonNullable<RedisControlStoreOptions['onNotice']>;
  /** Tells this instance's own calls on the instances' channel from the others'. */
  private readonly id = randomUUID();
  /** Bumped whenever a connection closes: a sync begun before it does not count. */
  private generation = 0;
  /** Redis holds at least what this instance holds, since the last (re)connect. */
  private synced = false;
  /** This instance has loaded the shared state once: what it holds is the cluster's, worth seeding. */
  private everSynced = false;
  private syncing: Promise<void> | null = null;
  private syncAgain = false;
  /** Why this instance cannot share the Redis it reaches (another speed), or null. */
  private refusal: string | null = null;
  /** Since when Redis has been out of reach (for the notices), or null while it is up. */
  private lostAt: number | null = null;
  private lastNoticeAt = 0;
  private closing = false;
  /** The first connection has been tried: a 'ready' from now on syncs (before, start() does). */
  private started = false;

  constructor(private readonly options: RedisControlStoreOptions) {
    this.prefix = options.prefix ?? 'feed:';
    this.onError = options.onError ?? (() => {});
    this.onNotice = options.onNotice ?? (() => {});
    // Commands fail at once while Redis is away and are never sent later (no offline queue, no
    // resend after a reconnect): a control call then answers 503 and is not applied behind the
    // caller's back. The subscriber only subscribes, so it may queue.
    this.client = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 2000,
    });
    this.subscriber = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    for (const connection of [this.client, this.subscriber]) {
      connection.on('error', (error: Error) => this.connectionError(error));
      connection.on('close', () => this.connectionClosed());
      connection.on('ready', () => {
        if (this.started && this.reachable()) void this.requestSync();
      });
    }
    this.subscriber.on('message', (channel: string, message: string) => this.heard(channel, message));
  }

  private eventKey(eventId: string): string {
    return `${this.prefix}event:${eventId}`;
  }

  private get faultsKey(): string {
    return `${this.prefix}faults`;
  }

  private get instancesChannel(): string {
    return `${this.prefix}instances`;
  }

  private get refusalKey(): string {
    return `${this.prefix}stream-refusal`;
  }

  /**
   * Connects and takes the shared state before the feed serves. A Redis out of reach does not stop
   * the start: the instance serves its own replays, answers /ready 503 and control calls 503, and
   * takes the shared state when Redis is reached (ioredis retries with a backoff up to 2 s). A
   * Redis whose events run at another speed refuses the start.
   */
  async start(): Promise<void> {
    try {
      await Promise.all([this.client.connect(), this.subscriber.connect()]);
    } catch (error) {
      this.started = true;
      this.onNotice(
        `Redis at ${this.options.url} cannot be reached (${(error as Error).message}): serving this instance's own replays, ` +
          'not ready and refusing control calls until it is; start redis-server or fix --redis / REDIS_URL',
      );
      return;
    }
    this.started = true;
    await this.requestSync();
    if (this.refusal) {
      await this.close();
      throw new Error(this.refusal);
    }
  }

  /** Both connections are up. */
  reachable(): boolean {
    return this.client.status === 'ready' && this.subscriber.status === 'ready';
  }

  healthy(): boolean {
    return this.reachable() && this.synced && this.refusal === null;
  }

  private connectionError(error: Error): void {
    if (this.closing) return;
    if (this.lostAt === null) {
      this.onError(error, 'redis connection');
      return;
    }
    // ioredis retries every 2 s at most, each failure an error: one line when Redis is lost, then one a while.
    const now = Date.now();
    if (now - this.lastNoticeAt >= (this.options.noticeEveryMs ?? 30_000)) {
      this.lastNoticeAt = now;
      this.onNotice(`Redis at ${this.options.url} still unreachable after ${Math.round((now - this.lostAt) / 1000)} s (${error.message})`);
    }
  }

  private connectionClosed(): void {
    this.generation += 1;
    this.synced = false;
    if (this.lostAt === null && !this.closing) {
      this.lostAt = Date.now();
      this.lastNoticeAt = this.lostAt;
      this.onNotice(
        `lost Redis at ${this.options.url}: control calls answer 503 until it is back; fans are served what this instance holds`,
      );
    }
  }

  /** Runs a sync now, or once more after the one running; resolves when none is left to run. */
  private requestSync(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.syncAgain = false;
        try {
          await this.sync();
        } catch (error) {
          this.onError(error, 'restoring the shared state');
          // A connection lost meanwhile brings a 'ready', which syncs again; anything else is tried again in a second.
          if (this.reachable() && !this.closing) setTimeout(() => void this.requestSync(), 1000).unref();
        }
      } while (this.syncAgain && this.reachable());
    })().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  /** Seeds Redis with what this instance holds, event by event, then loads what Redis holds. */
  private async sync(): Promise<void> {
    if (!this.reachable()) return;
    const generation = this.generation;
    const channels = [...this.options.replays.keys()].map((eventId) => this.eventKey(eventId));
    // Again after a reconnect too (ioredis resubscribes by itself, but not after a first connect that failed).
    await this.subscriber.subscribe(...channels, this.faultsKey, this.instancesChannel);
    for (const [eventId, replay] of this.options.replays) {
      const sync = this.syncOf(eventId);
      const held = { version: sync.version, control: replay.control(), changedAt: this.everSynced ? sync.changedAt : -1 };
      const [speed, , written] = (await this.client.eval(
        seedScript,
        2,
        this.eventKey(eventId),
        `${this.eventKey(eventId)}:goals`,
        String(this.options.speed),
        String(held.version),
        JSON.stringify(held.control),
        String(held.changedAt),
        ...sync.goals.map((goal) => JSON.stringify(goal)),
      )) as [string, number, number];
      if (Number(speed) !== this.options.speed) {
        this.refusal = `redis: event ${eventId} is replayed at speed ${speed} by the instances on ${this.options.url}; this one was started with --speed ${this.options.speed}`;
        this.onNotice(this.refusal);
        return;
      }
      if (written === 1 && this.everSynced) {
        this.options.onReseed?.(eventId);
        this.onNotice(`Redis had lost event ${eventId} (or held less of it): seeded it again from this instance`);
      }
      await this.load(eventId);
    }
    if (this.everSynced) await this.client.eval(seedFaultsScript, 1, this.faultsKey, JSON.stringify(this.faultList));
    this.faultList = this.parseFaults(await this.client.get(this.faultsKey));
    if (generation !== this.generation) return;
    this.synced = true;
    this.everSynced = true;
    if (this.lostAt !== null)
      this.onNotice(`Redis at ${this.options.url} is back and holds this instance's state: control calls are taken again`);
    this.lostAt = null;
  }

  private syncOf(eventId: string): EventSync {
    let sync = this.events.get(eventId);
    if (!sync) this.events.set(eventId, (sync = { version: -1, pending: null, changedAt: -1, goals: [] }));
    return sync;
  }

  /** Reads an event's whole state in one transaction and applies it, then what was heard meanwhile. */
  private async load(eventId: string): Promise<void> {
    const replay = this.options.replays.get(eventId)!;
    const sync = this.syncOf(eventId);
    sync.pending ??= [];
    const key = this.eventKey(eventId);
    try {
      const results = await this.client
        .multi()
        .hget(key, 'version')
        .hget(key, 'control')
        .hget(key, 'changedAt')
        .lrange(`${key}:goals`, 0, -1)
        .exec();
      const [[, version], [, control], [, changedAt], [, goals]] = results as [
        [unknown, string | null],
        [unknown, string | null],
        [unknown, string | null],
        [unknown, string[]],
      ];
      const loadedVersion = Number(version ?? -1);
      // Redis without the event (flushed, or replaced by an empty one without a reconnect): seed it again.
      if (control === null) {
        if (this.synced) {
          this.synced = false;
          void this.requestSync();
        }
        return;
      }
      // Behind what this instance holds: a read older than this instance's own change made meanwhile.
      if (loadedVersion >= sync.version) {
        const stored = goals.map((goal) => storedGoalSchema.parse(JSON.parse(goal)));
        replay.restoreControl(controlSchema.parse(JSON.parse(control)));
        replay.restoreGoals(stored.map(injectedGoal));
        sync.version = loadedVersion;
        sync.changedAt = Math.max(Number(changedAt ?? 0), 0);
        sync.goals = stored;
      }
    } finally {
      // Null when a load of the same event that ran at once has applied them already.
      const pending = sync.pending ?? [];
      sync.pending = null;
      for (const change of pending) this.apply(eventId, change);
    }
    this.options.onChange(eventId);
  }

  private reload(eventId: string): void {
    this.load(eventId).catch((error: unknown) => this.onError(error, `reloading ${eventId}`));
  }

  private heard(channel: string, message: string): void {
    try {
      if (channel === this.faultsKey) {
        this.faultList = this.parseFaults(message);
        return;
      }
      if (channel === this.instancesChannel) {
        const { from, call } = instanceCallSchema.parse(JSON.parse(message));
        if (from !== this.id) this.applyHere(call);
        return;
      }
      const eventId = channel.slice(`${this.prefix}event:`.length);
      if (!this.options.replays.has(eventId)) return;
      const change = changeSchema.parse(JSON.parse(message));
      const sync = this.syncOf(eventId);
      if (sync.pending) {
        sync.pending.push(change);
        return;
      }
      if (this.apply(eventId, change)) this.options.onChange(eventId);
    } catch (error) {
      this.onError(error, `message on ${channel}`);
    }
  }

  /** Applies one change in version order; a gap or a re-seed reloads the event. Answers whether the replay changed. */
  private apply(eventId: string, change: z.infer<typeof changeSchema>): boolean {
    const sync = this.syncOf(eventId);
    if (change.version <= sync.version) return false;
    const replay = this.options.replays.get(eventId)!;
    if ('reload' in change || change.version !== sync.version + 1 || ('goal' in change && change.index !== replay.injectedGoals.length)) {
      this.reload(eventId);
      return false;
    }
    sync.version = change.version;
    if ('control' in change) {
      replay.restoreControl(change.control);
      sync.changedAt = change.changedAt ?? sync.changedAt;
    } else {
      sync.goals = [...sync.goals, change.goal];
      replay.restoreGoals([...replay.injectedGoals, injectedGoal(change.goal, change.index)]);
    }
    return true;
  }

  /**
   * Runs a command that changes the shared state, or answers 503: while Redis is out of reach or
   * not yet seeded again, at once; when the connection is lost during it, or it takes longer than
   * the command timeout (it may then have been applied, as Redis's answer was lost).
   */
  private async change<T>(run: () => Promise<T>): Promise<T> {
    if (!this.healthy()) throw this.unavailable();
    try {
      return await run();
    } catch (error) {
      if (error instanceof ReplyError || error instanceof HttpError) throw error;
      throw new HttpError(
        503,
        unavailableCode,
        `The shared state (Redis) was lost during the change (${(error as Error).message}); it may not have been applied: ` +
          'GET /control/state and try again when Redis is back',
      );
    }
  }

  private unavailable(): HttpError {
    if (this.refusal) return new HttpError(503, unavailableCode, `The shared state (Redis) cannot be used: ${this.refusal}`);
    if (this.reachable()) {
      return new HttpError(503, unavailableCode, 'The shared state (Redis) is being restored after a reconnect; try again in a moment');
    }
    return new HttpError(503, unavailableCode, 'The shared state (Redis) is unreachable; try again when it is back');
  }

  private async setControl(replay: Replay, control: ReplayControl): Promise<void> {
    const changedAt = Date.now();
    const version = await this.change(async () =>
      Number(await this.client.eval(setControlScript, 1, this.eventKey(replay.eventId), JSON.stringify(control), String(changedAt))),
    );
    this.apply(replay.eventId, { version, control, changedAt });
  }

  async seek(replay: Replay, second: number): Promise<void> {
    await this.setControl(replay, replay.controlAfter({ seek: second }));
  }

  async setStage(replay: Replay, stage: Stage | null): Promise<void> {
    await this.setControl(replay, replay.controlAfter({ stage }));
  }

  async setPaused(replay: Replay, paused: boolean): Promise<void> {
    await this.setControl(replay, replay.controlAfter({ paused }));
  }

  async fireGoal(replay: Replay, side: Side, playerId?: string): Promise<void> {
    const goal: StoredGoal = { ...replay.goalNow(side, playerId), uid: randomUUID() };
    const key = this.eventKey(replay.eventId);
    const version = await this.change(async () =>
      Number(await this.client.eval(fireGoalScript, 2, key, `${key}:goals`, JSON.stringify(goal), this.options.maxGoals)),
    );
    if (version < 0) return;
    // Its place in the list is the length this instance knows, unless another instance's goal came
    // first, which apply() finds out and reloads.
    this.apply(replay.eventId, { version, index: replay.injectedGoals.length, goal });
  }

  private parseFaults(raw: string | null): StoredFault[] {
    return raw ? faultsSchema.parse(JSON.parse(raw)) : [];
  }

  private async writeFaults(faults: StoredFault[]): Promise<void> {
    await this.client.eval(setFaultsScript, 1, this.faultsKey, JSON.stringify(faults));
    this.faultList = faults;
  }

  async addFault(fault: Fault): Promise<void> {
    const { times, ...rest } = fault;
    await this.change(async () => {
      const current = this.parseFaults(await this.client.get(this.faultsKey));
      await this.writeFaults([...current, { ...rest, left: times ?? null }]);
    });
  }

  async clearFaults(): Promise<void> {
    await this.change(() => this.writeFaults([]));
  }

  faults(): Fault[] {
    return this.faultList.map(({ left, ...fault }) => ({ ...fault, ...(left === null ? {} : { times: left }) }));
  }

  async takeFault(path: string): Promise<Fault | null> {
    // Control paths are never faulted, and a path no fault here matches costs no round trip.
    if (path.startsWith('/control') || !this.faultList.some((fault) => path.startsWith(fault.pathPrefix))) return null;
    // While Redis is away requests are served without faults rather than kept waiting or failed.
    if (!this.healthy()) return null;
    const taken = await this.client.eval(takeFaultScript, 1, this.faultsKey, path).catch((error: unknown) => {
      if (error instanceof ReplyError) throw error;
      return null;
    });
    if (typeof taken !== 'string') return null;
    const { left, ...fault } = faultSchema.parse(JSON.parse(taken));
    return { ...fault, ...(left === null ? {} : { times: left }) };
  }

  /** Armed in Redis only (no instance holds it): a refusal armed when Redis is lost is lost with it. */
  async refuseNextStream(errorCode: number): Promise<void> {
    await this.change(() => this.client.set(this.refusalKey, String(errorCode)));
  }

  async takeStreamRefusal(): Promise<number | null> {
    // One round trip a launch, so a refusal armed through any instance is taken exactly once. A
    // launch does not wait for a Redis out of reach: it is not refused.
    if (!this.healthy()) return null;
    const code = await this.client.eval(takeRefusalScript, 1, this.refusalKey).catch((error: unknown) => {
      if (error instanceof ReplyError) throw error;
      return null;
    });
    return typeof code === 'string' ? Number(code) : null;
  }

  async dropSockets(eventId?: string): Promise<{ dropped: number; instances: number }> {
    // Refused whole while Redis is away: the other instances could not be told.
    if (!this.healthy()) throw this.unavailable();
    const dropped = this.instance.dropSockets(eventId);
    return { dropped, instances: await this.tellInstances({ kind: 'drop', ...(eventId === undefined ? {} : { eventId }) }) };
  }

  async restart(downMs: number): Promise<void> {
    this.applyHere({ kind: 'restart', downMs });
    await this.tellInstances({ kind: 'restart', downMs });
  }

  private get instance(): InstanceActions {
    return this.options.instance;
  }

  private applyHere(call: InstanceCall): void {
    if (call.kind === 'drop') this.instance.dropSockets(call.eventId);
    else this.instance.restart(call.downMs);
  }

  /** Publishes a call to the other instances; answers how many instances heard it, this one included. */
  private async tellInstances(call: InstanceCall): Promise<number> {
    return this.change(() => this.client.publish(this.instancesChannel, JSON.stringify({ from: this.id, call })));
  }

  async close(): Promise<void> {
    this.closing = true;
    // Nothing is left to write at close (every change was written when it was made): no need to wait for Redis, which may be gone.
    this.subscriber.disconnect();
    this.client.disconnect();
  }
}
