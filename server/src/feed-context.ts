import type { FastifyInstance } from 'fastify';
import { eventIdRule, isEventId } from '../../contract/event-id.ts';
import { FeedCredentials } from './analytics/credentials.ts';
import { catalogue as defaultCatalogue, type CatalogueEntry } from './event/catalogue.ts';
import { notFound } from './http/errors.ts';
import { FeedLoop } from './live/feed-loop.ts';
import { SocketHub } from './live/socket-hub.ts';
import { StreamGate } from './media/stream-gate.ts';
import { compileMatch, type CompiledMatch } from './match/compile.ts';
import type { PeriodStep } from './replay/ball-path.ts';
import { Replay } from './replay/replay.ts';
import type { Scenario } from './scenario/schema.ts';
import { feedLimitsOf, type FeedLimits } from './security/feed-limits.ts';
import { FeedMetrics } from './observability/metrics.ts';
import type { AllowedOrigins } from './security/origins.ts';
import { randomSecret } from './security/signed-token.ts';
import { LocalControlStore, type ControlStore } from './shared-state/control-store.ts';
import { instanceActions } from './shared-state/instance-actions.ts';
import { RedisControlStore } from './shared-state/redis-control-store.ts';
import { RedisMessageLog } from './shared-state/redis-message-log.ts';

/**
 * The feed context: everything a running feed holds (its replays, sockets, live loop, faults and
 * stream gate) and hands to each of its plugins. Built once per server by `createFeedContext`;
 * the plugins (`server/src/routes/`) only read it or call its objects' methods.
 */
export interface FeedServerOptions {
  /** Every scenario by id (server/scenarios by default, loaded by the caller). */
  scenarios: ReadonlyMap<string, Scenario>;
  /** The events served; the demo catalogue by default. */
  catalogue?: readonly CatalogueEntry[];
  /** Extra scenarios replayed live from kick-off when the server starts (e.g. --statsbomb). */
  liveScenarios?: readonly Scenario[];
  /**
   * The ball's path of each scenario with StatsBomb event files, by scenario id (replay/ball-path-files.ts):
   * its replays send `ballPath` messages. Default: none.
   */
  ballPaths?: ReadonlyMap<string, readonly PeriodStep[]>;
  /** Match seconds per wall-clock second for every replay. Default 1. */
  speed?: number;
  /** Mount the control API (/control/…) for tests and demos. Default false. */
  control?: boolean;
  /** Signs `/dbs_auth` tokens and stream keys (`FEED_SECRET`). Default: random per start, so tokens die with the process. */
  secret?: string;
  /** The outlet `/dbs_auth` names (`FEED_OUTLET`). Default `demo-outlet`. */
  outlet?: string;
  /** How long a `/dbs_auth` token lasts. Default 30 minutes. */
  analyticsTtlMs?: number;
  /**
   * What `/stream/launch` accepts as `key`: `signed`, a stream key signed with the secret for that
   * outlet and stream; `any`, any non-blank key (tests, the browser suite). Default `any`; main.ts
   * and the demo use `signed`.
   */
  streamKeys?: 'signed' | 'any';
  /** The origin public URLs (the stream's) are built on, e.g. `https://feed.example.com`. Default: the address the feed listens on. */
  publicOrigin?: string;
  /** When set, every control call needs `Authorization: Bearer <controlToken>` (`FEED_CONTROL_TOKEN`). */
  controlToken?: string;
  /**
   * Serve `/control/…`, `/ingest/…` and `/metrics` on this listener alone, and only the other routes
   * on the public one (`FEED_ADMIN_PORT`, `FEED_ADMIN_HOST`; http/admin-listener.ts). Default: one listener for all.
   */
  admin?: { port: number; host?: string };
  /**
   * Origins allowed to call the feed from a browser and to open its socket (`FEED_ALLOWED_ORIGINS`).
   * Default: every origin (the data is public).
   */
  allowedOrigins?: AllowedOrigins;
  /** Trust `x-forwarded-for` from a proxy in front (Fastify's trustProxy: true, or the proxies' addresses). Default false. */
  trustProxy?: boolean | string;
  /** Rate, socket and request limits (feed-limits.ts has every default). */
  limits?: Partial<FeedLimits>;
  /** The log level (pino: fatal, error, warn, info, debug, trace, silent). Default `silent`; main.ts says `info`. */
  logLevel?: string;
  /** Where log lines go. Default standard output. */
  logStream?: { write(line: string): void };
  /** The wall clock. Default Date.now. */
  now?: () => number;
  /** How often live updates are sent. Default 250 ms. */
  tickMs?: number;
  /** Heartbeat of the sockets. Default 30 s. */
  heartbeatMs?: number;
  /**
   * Share the control state (anchors, fired goals, forced stages, pauses, faults) with the other
   * instances on this Redis (`--redis`, `REDIS_URL`; shared-state/). Default: the feed runs alone.
   */
  redis?: { url: string; prefix?: string };
  /** Serve https and wss with this key and certificate (PEM). Default: plain http and ws. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** Extra routes (data endpoints) registered with access to the replays. */
  plugins?: FeedPlugin[];
}

/** A group of routes of one concern, registered on the feed with access to its context. */
export type FeedPlugin = (context: FeedContext) => void;

export interface FeedContext {
  /** The app: its routes declare zod schemas (http/route-schema.ts), which make `/openapi.json`. */
  app: FastifyInstance;
  replays: ReadonlyMap<string, Replay>;
  entries: ReadonlyMap<string, CatalogueEntry>;
  /** The replay of an event, or a 404 naming the catalogue. */
  replayOf(eventId: string): Replay;
  /**
   * Serves an event that is not in the catalogue (an ingested match, server/src/ingest/), or puts a
   * new replay in its place: `/events` lists it, its calls and socket answer from that replay.
   */
  serve(entry: CatalogueEntry, replay: Replay): void;
  options: FeedServerOptions;
  /** Signs what `/dbs_auth` hands out and checks it and stream keys. */
  credentials: FeedCredentials;
  limits: FeedLimits;
  metrics: FeedMetrics;
  /** Draining: `/ready` answers 503 and new sockets are refused (lifecycle.ts). */
  lifecycle: { draining: boolean };
  hub: SocketHub;
  loop: FeedLoop;
  /** The control API's state: on this feed's replays alone, or shared through Redis (shared-state/). */
  control: ControlStore;
  /** Stream refusals per catalogue entry (the one the control API arms for the next launch is in `control`). */
  stream: StreamGate;
}

/**
 * One replay per catalogue entry (and per live scenario), each anchored on the wall clock: an
 * entry with `startAt` is at that match second when the server starts, one without follows the
 * match's real kick-off. Scenarios are compiled once however many entries replay them.
 */
export function createReplays(
  options: FeedServerOptions,
  startedAt: number,
): { replays: Map<string, Replay>; entries: Map<string, CatalogueEntry> } {
  const now = options.now ?? Date.now;
  const speed = options.speed ?? 1;
  const compiled = new Map<string, CompiledMatch>();
  const compiledOf = (scenario: Scenario) => {
    let match = compiled.get(scenario.id);
    if (!match) compiled.set(scenario.id, (match = compileMatch(scenario)));
    return match;
  };
  const served: CatalogueEntry[] = [
    ...(options.catalogue ?? defaultCatalogue),
    ...(options.liveScenarios ?? []).map(
      (scenario) =>
        ({
          eventId: scenario.id,
          scenarioId: scenario.id,
          description: `${scenario.title} from kick-off`,
          startAt: () => 0,
        }) satisfies CatalogueEntry,
    ),
  ];
  const entries = new Map<string, CatalogueEntry>();
  const replays = new Map<string, Replay>();
  for (const entry of served) {
    // The contract's one event-id rule: an id the routes would refuse must not be served either.
    if (!isEventId(entry.eventId)) throw new Error(`catalogue: "${entry.eventId}" is not an event id (${eventIdRule})`);
    if (entries.has(entry.eventId)) throw new Error(`catalogue: event ${entry.eventId} is listed twice`);
    const scenario =
      options.scenarios.get(entry.scenarioId) ?? options.liveScenarios?.find((candidate) => candidate.id === entry.scenarioId);
    if (!scenario) throw new Error(`catalogue: event ${entry.eventId} needs scenario ${entry.scenarioId}, which is not loaded`);
    const match = compiledOf(scenario);
    const kickoffWallMs = entry.startAt ? startedAt - (entry.startAt(match.timeline) * 1000) / speed : Date.parse(scenario.kickoff);
    const ballPath = options.ballPaths?.get(scenario.id);
    const replay = new Replay(entry.eventId, match, { kickoffWallMs, speed, now, ...(ballPath ? { ballPath } : {}) });
    if (entry.paused) replay.pause();
    if (entry.stage) replay.setStage(entry.stage);
    entries.set(entry.eventId, entry);
    replays.set(entry.eventId, replay);
  }
  return { replays, entries };
}

/** The context of a feed served by `app`: its replays from the catalogue, a socket hub and the live loop over them. */
export function createFeedContext(app: FastifyInstance, options: FeedServerOptions): FeedContext {
  const now = options.now ?? Date.now;
  const { replays, entries } = createReplays(options, now());
  const catalogued = new Set(entries.keys());
  const limits = feedLimitsOf(options.limits);
  const hub = new SocketHub({
    heartbeatMs: options.heartbeatMs ?? limits.heartbeatMs,
    pongTimeoutMs: limits.pongTimeoutMs,
    maxBufferedBytes: limits.socketQueueBytes,
    slowPeerGraceMs: limits.slowSocketGraceMs,
  });
  const metrics = new FeedMetrics(hub);
  // With Redis, one numbering of the socket messages for every instance (docs/feed-protocol.md, "Resume").
  const messageLog = options.redis
    ? new RedisMessageLog({
        url: options.redis.url,
        prefix: options.redis.prefix,
        windowMs: limits.resumeWindowMs,
        maxEntries: limits.resumeMessagesPerEvent,
        onBroadcast: (broadcast) => loop.receive(broadcast),
        onLead: () => loop.tick(),
        eventIds: () => replays.keys(),
        onHistory: (broadcast) => loop.receiveHistory(broadcast),
        onError: (error, during) => app.log.warn({ err: error }, `message log: ${during}`),
      })
    : undefined;
  // The loop stops first: a tick between the two would take the closed log for a lost Redis.
  if (messageLog)
    app.addHook('onClose', () => {
      loop.stop();
      return messageLog.close();
    });
  const loop: FeedLoop = new FeedLoop(replays, hub, {
    shared: messageLog,
    intervalMs: options.tickMs,
    now,
    onBroadcast: (eventId, ms) => metrics.broadcast(eventId, ms),
    onError: (error, eventId, during) => app.log.error({ err: error, eventId }, `feed loop: ${during} failed`),
    resumeWindowMs: limits.resumeWindowMs,
    resumeMessages: limits.resumeMessagesPerEvent,
  });
  // A drop or restart acts on this instance's sockets and listener, and with Redis on every instance's.
  const instance = instanceActions(app, hub);
  let redisStore: RedisControlStore | undefined;
  if (options.redis) {
    const reseeded = metrics.watchRedis(() => redisStore?.reachable() ?? false);
    redisStore = new RedisControlStore({
      url: options.redis.url,
      prefix: options.redis.prefix,
      replays,
      speed: options.speed ?? 1,
      maxGoals: limits.firedGoalsPerEvent,
      // Another instance's change goes out to this one's sockets at once, not at the next tick.
      onChange: () => loop.tick(),
      instance,
      onError: (error, during) => app.log.warn({ err: error }, `shared state: ${during}`),
      onNotice: (message) => app.log.warn(`shared state: ${message}`),
      onReseed: reseeded,
    });
  }
  const control: ControlStore = redisStore ?? new LocalControlStore(instance);
  return {
    app,
    replays,
    entries,
    replayOf: (eventId) => {
      const replay = replays.get(eventId);
      if (!replay) throw notFound(`No event ${eventId}: GET /events lists the events this feed serves`);
      return replay;
    },
    serve: (entry, replay) => {
      if (!isEventId(entry.eventId)) throw new Error(`"${entry.eventId}" is not an event id (${eventIdRule})`);
      if (catalogued.has(entry.eventId)) throw new Error(`event ${entry.eventId} is in the catalogue: it cannot be served from elsewhere`);
      entries.set(entry.eventId, entry);
      replays.set(entry.eventId, replay);
    },
    options,
    // Real time, not the replays' clock (which tests move by hours): expiry is about the wall, not the match.
    credentials: new FeedCredentials({
      secret: options.secret ?? randomSecret(),
      outlet: options.outlet,
      analyticsTtlMs: options.analyticsTtlMs,
    }),
    limits,
    metrics,
    lifecycle: { draining: false },
    hub,
    loop,
    control,
    stream: new StreamGate(entries),
  };
}
