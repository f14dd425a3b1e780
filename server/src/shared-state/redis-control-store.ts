import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { stageSchema, type Stage } from '../../../contract/protocol.ts';
import type { Fault } from './faults.ts';
import type { Replay, ReplayControl } from '../replay/replay.ts';
import type { Side } from '../scenario/schema.ts';
import type { ControlStore } from './control-store.ts';
import type { InstanceActions } from './instance-actions.ts';

/*
 * Layout in Redis, under a prefix (default `feed:`):
 *   <prefix>event:<id>          hash: `version` (bumped by every change), `control` (JSON ReplayControl), `speed`
 *   <prefix>event:<id>:goals    list of fired goals (JSON, without id: a goal's id is its place)
 *   <prefix>event:<id>          also the pub/sub channel of that event's changes
 *   <prefix>faults              JSON list of faults with the uses left; <prefix>faults the channel too
 *   <prefix>stream-refusal      the error code the next stream launch is refused with, taken by one launch
 *   <prefix>instances           channel of the calls every instance applies to its own sockets and
 *                               listener (drop, restart); no state, so no key
 * Every change runs as one Lua script: it bumps the version, writes, and publishes the change with
 * its version, all at once, so every instance sees the changes of an event in one order. An
 * instance that sees a version it did not expect (it missed one) reloads the event.
 */

const controlSchema = z.object({ kickoffWallMs: z.number(), pausedAt: z.number().nullable(), stage: z.nullable(stageSchema) });
const storedGoalSchema = z.object({
  at: z.number(),
  side: z.enum(['home', 'away']),
  playerId: z.string().optional(),
});
const changeSchema = z.union([
  z.object({ version: z.number(), control: controlSchema }),
  z.object({ version: z.number(), index: z.number(), goal: storedGoalSchema }),
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

/** Writes the control if the event has none yet (the first instance anchors every replay); answers the speed it was written with. */
const initScript = `
if redis.call('HEXISTS', KEYS[1], 'control') == 0 then
  redis.call('HSET', KEYS[1], 'version', 0, 'control', ARGV[1], 'speed', ARGV[2])
end
return redis.call('HGET', KEYS[1], 'speed')`;

const setControlScript = `
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('HSET', KEYS[1], 'control', ARGV[1])
redis.call('PUBLISH', KEYS[1], '{"version":' .. version .. ',"control":' .. ARGV[1] .. '}')
return version`;

const fireGoalScript = `
if redis.call('LLEN', KEYS[2]) >= tonumber(ARGV[2]) then return -1 end
local version = redis.call('HINCRBY', KEYS[1], 'version', 1)
local index = redis.call('RPUSH', KEYS[2], ARGV[1]) - 1
redis.call('PUBLISH', KEYS[1], '{"version":' .. version .. ',"index":' .. index .. ',"goal":' .. ARGV[1] .. '}')
return version`;

/** Every fault change writes the whole (short) list and publishes it. */
const setFaultsScript = `
redis.call('SET', KEYS[1], ARGV[1])
redis.call('PUBLISH', KEYS[1], ARGV[1])
return 1`;

/** Uses up one use of the first fault matching the path, atomically across instances; answers it, or nil. */
const takeFaultScript = `
local raw = redis.call('GET', KEYS[1])
if not raw then return nil end
local faults = cjson.decode(raw)
for index, fault in ipairs(faults) do
  local left = fault.left
  local unlimited = left == nil or left == cjson.null
  if (unlimited or left > 0) and string.sub(ARGV[1], 1, #fault.pathPrefix) == fault.pathPrefix then
    local taken = cjson.encode(fault)
    if not unlimited then
      fault.left = left - 1
      if fault.left <= 0 then table.remove(faults, index) end
      local encoded = #faults == 0 and '[]' or cjson.encode(faults)
      redis.call('SET', KEYS[1], encoded)
      redis.call('PUBLISH', KEYS[1], encoded)
    end
    return taken
  end
end
return nil`;

/** The armed stream refusal, read and removed at once, so only one launch of the cluster takes it. */
const takeRefusalScript = `
local code = redis.call('GET', KEYS[1])
if code then redis.call('DEL', KEYS[1]) end
return code`;

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
}

interface EventSync {
  version: number;
  /** Changes heard while the event loads, applied after it. */
  pending: Array<z.infer<typeof changeSchema>> | null;
}

/**
 * The control state of instances that share a Redis. Changes made here are written to Redis and
 * applied to this instance's replay at once; changes heard on an event's channel are applied in
 * version order, and a gap (a message missed while the connection was down) reloads the event.
 */
export class RedisControlStore implements ControlStore {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly events = new Map<string, EventSync>();
  private faultList: StoredFault[] = [];
  private readonly onError: NonNullable<RedisControlStoreOptions['onError']>;
  /** Tells this instance's own calls on the instances' channel from the others'. */
  private readonly id = randomUUID();

  constructor(private readonly options: RedisControlStoreOptions) {
    this.prefix = options.prefix ?? 'feed:';
    this.onError = options.onError ?? (() => {});
    // Commands wait for a reconnect rather than fail at once; a control call then answers late, not wrong.
    this.client = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    for (const connection of [this.client, this.subscriber]) connection.on('error', (error) => this.onError(error, 'redis connection'));
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

  async start(): Promise<void> {
    try {
      await Promise.all([this.client.connect(), this.subscriber.connect()]);
    } catch (error) {
      await this.close();
      throw new Error(
        `cannot reach Redis at ${this.options.url} (${(error as Error).message}); start redis-server or fix --redis / REDIS_URL`,
        { cause: error },
      );
    }
    this.subscriber.on('message', (channel: string, message: string) => this.heard(channel, message));
    // After a reconnect the subscriber resubscribes by itself, but what was published meanwhile is
    // lost: every event is loaded again.
    this.subscriber.on('ready', () => void this.loadAll());
    const channels = [...this.options.replays.keys()].map((eventId) => this.eventKey(eventId));
    await this.subscriber.subscribe(...channels, this.faultsKey, this.instancesChannel);
    for (const [eventId, replay] of this.options.replays) {
      const speed = await this.client.eval(
        initScript,
        1,
        this.eventKey(eventId),
        JSON.stringify(replay.control()),
        String(this.options.speed),
      );
      if (Number(speed) !== this.options.speed) {
        throw new Error(
          `redis: event ${eventId} is replayed at speed ${String(speed)} by the instances on ${this.options.url}; this one was started with --speed ${this.options.speed}`,
        );
      }
    }
    await this.loadAll();
  }

  healthy(): boolean {
    return this.client.status === 'ready' && this.subscriber.status === 'ready';
  }

  private async loadAll(): Promise<void> {
    try {
      await Promise.all([...this.options.replays.keys()].map((eventId) => this.load(eventId)));
      this.faultList = this.parseFaults(await this.client.get(this.faultsKey));
    } catch (error) {
      this.onError(error, 'loading the shared state');
    }
  }

  /** Reads an event's whole state in one transaction and applies it, then what was heard meanwhile. */
  private async load(eventId: string): Promise<void> {
    const replay = this.options.replays.get(eventId)!;
    let sync = this.events.get(eventId);
    if (!sync) this.events.set(eventId, (sync = { version: -1, pending: null }));
    sync.pending ??= [];
    const key = this.eventKey(eventId);
    const results = await this.client.multi().hget(key, 'version').hget(key, 'control').lrange(`${key}:goals`, 0, -1).exec();
    const [[, version], [, control], [, goals]] = results as [[unknown, string | null], [unknown, string | null], [unknown, string[]]];
    const loadedVersion = Number(version ?? 0);
    if (loadedVersion >= sync.version) {
      if (control) replay.restoreControl(controlSchema.parse(JSON.parse(control)));
      replay.restoreGoals(goals.map((goal, index) => ({ id: `g${index}`, ...storedGoalSchema.parse(JSON.parse(goal)) })));
      sync.version = loadedVersion;
    }
    const pending = sync.pending;
    sync.pending = null;
    for (const change of pending) this.apply(eventId, change);
    this.options.onChange(eventId);
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
      const sync = this.events.get(eventId);
      if (!sync || sync.pending) {
        (sync ?? this.events.set(eventId, { version: -1, pending: [] }).get(eventId)!).pending!.push(change);
        return;
      }
      if (this.apply(eventId, change)) this.options.onChange(eventId);
    } catch (error) {
      this.onError(error, `message on ${channel}`);
    }
  }

  /** Applies one change in version order; a gap reloads the event. Answers whether the replay changed. */
  private apply(eventId: string, change: z.infer<typeof changeSchema>): boolean {
    const sync = this.events.get(eventId)!;
    if (change.version <= sync.version) return false;
    const replay = this.options.replays.get(eventId)!;
    if (change.version !== sync.version + 1 || ('goal' in change && change.index !== replay.injectedGoals.length)) {
      void this.load(eventId).catch((error: unknown) => this.onError(error, `reloading ${eventId}`));
      return false;
    }
    sync.version = change.version;
    if ('control' in change) replay.restoreControl(change.control);
    else replay.restoreGoals([...replay.injectedGoals, { id: `g${change.index}`, ...change.goal }]);
    return true;
  }

  private async setControl(replay: Replay, control: ReplayControl): Promise<void> {
    const version = Number(await this.client.eval(setControlScript, 1, this.eventKey(replay.eventId), JSON.stringify(control)));
    this.apply(replay.eventId, { version, control });
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
    const goal = replay.goalNow(side, playerId);
    const key = this.eventKey(replay.eventId);
    const version = Number(await this.client.eval(fireGoalScript, 2, key, `${key}:goals`, JSON.stringify(goal), this.options.maxGoals));
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
    const current = this.parseFaults(await this.client.get(this.faultsKey));
    const { times, ...rest } = fault;
    await this.writeFaults([...current, { ...rest, left: times ?? null }]);
  }

  async clearFaults(): Promise<void> {
    await this.writeFaults([]);
  }

  faults(): Fault[] {
    return this.faultList.map(({ left, ...fault }) => ({ ...fault, ...(left === null ? {} : { times: left }) }));
  }

  async takeFault(path: string): Promise<Fault | null> {
    // Control paths are never faulted, and a path no fault here matches costs no round trip.
    if (path.startsWith('/control') || !this.faultList.some((fault) => path.startsWith(fault.pathPrefix))) return null;
    const taken = await this.client.eval(takeFaultScript, 1, this.faultsKey, path);
    if (typeof taken !== 'string') return null;
    const { left, ...fault } = faultSchema.parse(JSON.parse(taken));
    return { ...fault, ...(left === null ? {} : { times: left }) };
  }

  async refuseNextStream(errorCode: number): Promise<void> {
    await this.client.set(this.refusalKey, String(errorCode));
  }

  async takeStreamRefusal(): Promise<number | null> {
    // One round trip a launch, so a refusal armed through any instance is taken exactly once. A
    // launch does not wait for a Redis out of reach: it is not refused.
    if (this.client.status !== 'ready') return null;
    const code = await this.client.eval(takeRefusalScript, 1, this.refusalKey);
    return typeof code === 'string' ? Number(code) : null;
  }

  async dropSockets(eventId?: string): Promise<{ dropped: number; instances: number }> {
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
    return this.client.publish(this.instancesChannel, JSON.stringify({ from: this.id, call }));
  }

  async close(): Promise<void> {
    // Nothing is left to write at close (every change was written when it was made): no need to wait for Redis, which may be gone.
    this.subscriber.disconnect();
    this.client.disconnect();
  }
}
