import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  availabilitySchema,
  dbsAuthSchema,
  eventDataSchema,
  eventSettingsSchema,
  eventStatusSchema,
  sideSchema,
  stageSchema,
  streamErrorCodes,
  streamLaunchRequestSchema,
  streamLaunchSchema,
} from '../../contract/protocol.ts';
import { resolveLanguage } from '../../contract/languages.ts';
import { defaultAnalyticsCredentials } from './analytics/credentials.ts';
import { availabilityFor } from './availability.ts';
import { catalogue as defaultCatalogue, type CatalogueEntry } from './catalogue.ts';
import { FaultBook } from './control.ts';
import { notFound, isHttpErrorLike } from './http/errors.ts';
import { eventParams, langQuery } from './http/params.ts';
import { RouteRegistry } from './http/routes.ts';
import { FeedLoop } from './live/feed-loop.ts';
import { SocketHub } from './live/socket-hub.ts';
import { ensureClip } from './media/clip.ts';
import { openApiDocument } from './openapi.ts';
import { eventDetailsRoute } from './routes/event-details.ts';
import { compileMatch, type CompiledMatch } from './replay/compile.ts';
import { Replay } from './replay/replay.ts';
import { eventIdSchema } from '../../contract/protocol.ts';
import type { Scenario } from './scenario/schema.ts';

export interface FeedServerOptions {
  /** Every scenario by id (server/scenarios by default, loaded by the caller). */
  scenarios: ReadonlyMap<string, Scenario>;
  /** The events served; the demo catalogue by default. */
  catalogue?: readonly CatalogueEntry[];
  /** Extra scenarios replayed live from kick-off when the server starts (e.g. --statsbomb). */
  liveScenarios?: readonly Scenario[];
  /** Match seconds per wall-clock second for every replay. Default 1. */
  speed?: number;
  /** Mount the control API (/control/…) for tests and demos. Default false. */
  control?: boolean;
  /** Credentials the analytics endpoint accepts, handed out by /dbs_auth. */
  analytics?: { outlet: string; token: string };
  /** The wall clock. Default Date.now. */
  now?: () => number;
  /** How often live updates are sent. Default 250 ms. */
  tickMs?: number;
  /** Heartbeat of the sockets. Default 30 s. */
  heartbeatMs?: number;
  /** Extra routes (data endpoints) registered with access to the replays. */
  plugins?: Array<(context: FeedContext) => void>;
}

export interface FeedContext {
  app: FastifyInstance;
  routes: RouteRegistry;
  replays: ReadonlyMap<string, Replay>;
  entries: ReadonlyMap<string, CatalogueEntry>;
  replayOf(eventId: string): Replay;
  options: FeedServerOptions;
}

export async function buildFeedServer(
  options: FeedServerOptions,
): Promise<{ app: FastifyInstance; context: FeedContext; hub: SocketHub; loop: FeedLoop }> {
  const now = options.now ?? Date.now;
  const speed = options.speed ?? 1;
  const analytics = options.analytics ?? defaultAnalyticsCredentials;
  const compiled = new Map<string, CompiledMatch>();
  const compiledOf = (scenario: Scenario) => {
    let match = compiled.get(scenario.id);
    if (!match) compiled.set(scenario.id, (match = compileMatch(scenario)));
    return match;
  };

  const entries = new Map<string, CatalogueEntry>();
  const replays = new Map<string, Replay>();
  const startedAt = now();
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
  for (const entry of served) {
    const scenario =
      options.scenarios.get(entry.scenarioId) ?? options.liveScenarios?.find((candidate) => candidate.id === entry.scenarioId);
    if (!scenario) throw new Error(`catalogue: event ${entry.eventId} needs scenario ${entry.scenarioId}, which is not loaded`);
    const match = compiledOf(scenario);
    const kickoffWallMs = entry.startAt ? startedAt - (entry.startAt(match.timeline) * 1000) / speed : Date.parse(scenario.kickoff);
    const replay = new Replay(entry.eventId, match, { kickoffWallMs, speed, now });
    if (entry.paused) replay.pause();
    if (entry.stage) replay.setStage(entry.stage);
    entries.set(entry.eventId, entry);
    replays.set(entry.eventId, replay);
  }
  const replayOf = (eventId: string) => {
    const replay = replays.get(eventId);
    if (!replay) throw notFound(`No event ${eventId}: GET /events lists the events this feed serves`);
    return replay;
  };

  // Long ids reach the route so the answer is a 400 that names the problem, not a bare 414.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 16_384 } });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const hub = new SocketHub({ heartbeatMs: options.heartbeatMs });
  const loop = new FeedLoop(replays, hub, { intervalMs: options.tickMs, now });
  const faults = new FaultBook();
  let refuseNextStream: number | null = null;
  app.addHook('onClose', async () => {
    loop.stop();
    hub.close();
  });

  // The widget is served from another origin: every answer may be read cross-origin.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type, authorization, outlet-key');
    reply.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    const fault = faults.take(request.url.split('?')[0]!);
    if (!fault) return;
    if (fault.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
    else if (fault.kind === 'error')
      return reply.code(500).send({ error: 'injected_fault', message: 'Fault injected through the control API' });
    else if (fault.kind === 'malformed') return reply.code(200).type('application/json').send('{"malformed": ');
    else if (fault.kind === 'close') {
      request.raw.socket.destroy();
      return reply;
    }
  });
  app.options('/*', async (_, reply) => reply.code(204).send());

  app.setErrorHandler((error, _request, reply) => {
    if (isHttpErrorLike(error)) return reply.code(error.statusCode).send({ error: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'bad_request', message: (error as Error).message });
    }
    console.error(error);
    return reply.code(500).send({ error: 'server_error', message: 'The feed failed to answer' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );

  const routes = new RouteRegistry(app);
  const context: FeedContext = { app, routes, replays, entries, replayOf, options };

  routes.add(
    {
      method: 'GET',
      url: '/health',
      summary: 'Liveness',
      tags: ['meta'],
      response: z.object({ ok: z.boolean(), events: z.number(), sockets: z.number() }),
    },
    () => ({ ok: true, events: replays.size, sockets: hub.size() }),
  );
  routes.add(
    {
      method: 'GET',
      url: '/events',
      summary: 'The demo catalogue: every event this feed serves, with its current stage',
      tags: ['catalogue'],
      query: langQuery,
      response: z.object({
        events: z.array(
          z.object({
            eventId: z.string(),
            title: z.string(),
            description: z.string(),
            competition: z.string(),
            stage: stageSchema,
            matchStart: z.string(),
            home: z.string(),
            away: z.string(),
          }),
        ),
      }),
    },
    () => ({
      events: [...replays].map(([eventId, replay]) => ({
        eventId,
        title: replay.match.scenario.title,
        description: entries.get(eventId)!.description,
        competition: `${replay.match.scenario.competition.name} ${replay.match.scenario.competition.season}`,
        stage: replay.state().stage,
        matchStart: replay.matchStart(),
        home: replay.match.scenario.home.name,
        away: replay.match.scenario.away.name,
      })),
    }),
  );
  routes.add(
    {
      method: 'GET',
      url: '/event_data/:eventId',
      summary: 'Teams, kick-off and stage of a match',
      tags: ['match'],
      params: eventParams,
      query: langQuery,
      response: eventDataSchema,
      errors: [404],
    },
    ({ params }) => {
      const replay = replayOf(params.eventId);
      const team = (side: 'home' | 'away') => {
        const { id, code, name, country } = replay.match.scenario[side];
        return { id, code, name, ...(country ? { country } : {}) };
      };
      return {
        eventId: params.eventId,
        matchStart: replay.matchStart(),
        status: replay.state().stage,
        home: team('home'),
        away: team('away'),
      };
    },
  );
  routes.add(
    {
      method: 'GET',
      url: '/event_status/:eventId',
      summary: 'Stage, periods and when the last period started',
      description: 'Elapsed seconds = now - periodStartTime + the base of the last period (0, 2700, 5400, 6300, 7200).',
      tags: ['match'],
      params: eventParams,
      query: langQuery,
      response: eventStatusSchema,
      errors: [404],
    },
    ({ params }) => replayOf(params.eventId).status(),
  );
  eventDetailsRoute(context);
  routes.add(
    {
      method: 'GET',
      url: '/availability/:eventId',
      summary: 'Routes with data, stream and pitch-view flags, features',
      tags: ['match'],
      params: eventParams,
      query: langQuery,
      response: availabilitySchema,
      errors: [404],
    },
    ({ params }) => availabilityFor(replayOf(params.eventId).state().stage, { stream: true, pitchView: true }),
  );
  routes.add(
    {
      method: 'GET',
      url: '/dbs_auth/:eventId',
      summary: 'Credentials for the analytics (GraphQL) service',
      tags: ['analytics'],
      params: eventParams,
      query: langQuery,
      response: dbsAuthSchema,
      errors: [404],
    },
    ({ params }) => {
      const { scenario } = replayOf(params.eventId).match;
      return {
        outlet: analytics.outlet,
        token: analytics.token,
        homeId: scenario.home.id,
        awayId: scenario.away.id,
        competitionId: scenario.competition.id,
        eventId: params.eventId,
      };
    },
  );
  routes.add(
    {
      method: 'GET',
      url: '/event_settings/:eventId',
      summary: 'Whether analytics (dbs) are enabled for the event',
      tags: ['analytics'],
      params: eventParams,
      query: langQuery,
      response: eventSettingsSchema,
      errors: [404],
    },
    ({ params }) => {
      replayOf(params.eventId);
      return { dbs: true };
    },
  );
  routes.add(
    {
      method: 'POST',
      url: '/stream/launch',
      summary: 'Launch the stream: a playable URL, or an error code (10316, 10312, 10300, 10400) with a 4xx status',
      description: 'The body carries the stream credentials; they are never logged or stored.',
      tags: ['stream'],
      body: streamLaunchRequestSchema,
      response: streamLaunchSchema,
      errors: [403],
    },
    async ({ body, request, reply }) => {
      const refusal = refuseNextStream ?? entries.get(body.stream)?.streamRefusal ?? null;
      refuseNextStream = null;
      if (refusal !== null) {
        reply.code(403);
        return { errorCode: refusal, message: 'The stream is not available to this user' };
      }
      const clip = await ensureClip();
      if (!clip) {
        reply.code(403);
        return { errorCode: 10400, message: 'No stream can be played from this feed' };
      }
      const origin = `${request.protocol}://${request.host}`;
      return { url: `${origin}/media/clip.mp4`, type: 'mp4' as const };
    },
  );

  app.get('/media/clip.mp4', async (request, reply) => {
    const file = await ensureClip();
    if (!file) return reply.code(404).send({ error: 'not_found', message: 'No clip' });
    const { size } = await stat(file);
    reply.header('accept-ranges', 'bytes').header('content-type', 'video/mp4').header('cache-control', 'public, max-age=3600');
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (!range) return reply.header('content-length', size).send(createReadStream(file));
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(createReadStream(file, { start, end }));
  });

  app.get('/ws', { websocket: true }, (socket, request) => {
    const query = z.object({ eventId: eventIdSchema, lang: z.string().max(16).optional() }).safeParse(request.query);
    const replay = query.success ? replays.get(query.data.eventId) : undefined;
    if (!query.success || !replay) {
      socket.close(1008, query.success ? 'unknown eventId' : 'malformed eventId');
      return;
    }
    const language = resolveLanguage(query.data.lang);
    const remove = hub.add(replay.eventId, language, socket);
    // Clients have nothing to say; whatever they send is ignored, however malformed.
    socket.on('message', () => {});
    socket.on('error', () => socket.terminate());
    socket.on('close', remove);
    for (const message of loop.snapshot(replay)) socket.send(JSON.stringify(message));
  });

  for (const plugin of options.plugins ?? []) plugin(context);

  if (options.control) {
    const side = z.object({ side: sideSchema });
    routes.add(
      {
        method: 'GET',
        url: '/control/state',
        summary: 'Replays, sockets, faults and memory',
        tags: ['control'],
        response: z.record(z.string(), z.unknown()),
      },
      () => ({
        events: Object.fromEntries(
          [...replays].map(([id, replay]) => [id, { second: replay.second(), stage: replay.state().stage, sockets: hub.size(id) }]),
        ),
        sockets: hub.size(),
        recentBroadcasts: hub.recentBroadcasts,
        faults: faults.list(),
        memory: process.memoryUsage(),
      }),
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/events/:eventId/seek',
        summary: 'Move the replay to a second from kick-off',
        tags: ['control'],
        params: eventParams,
        body: z.object({
          second: z
            .number()
            .int()
            .min(-7 * 86400)
            .max(4 * 3600),
        }),
        response: eventStatusSchema,
        errors: [404],
      },
      ({ params, body }) => {
        const replay = replayOf(params.eventId);
        replay.seek(body.second);
        loop.tick();
        return replay.status();
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/events/:eventId/stage',
        summary: 'Force a stage (null follows the replay again)',
        tags: ['control'],
        params: eventParams,
        body: z.object({ stage: z.nullable(stageSchema) }),
        response: eventStatusSchema,
        errors: [404],
      },
      ({ params, body }) => {
        const replay = replayOf(params.eventId);
        replay.setStage(body.stage);
        loop.tick();
        return replay.status();
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/events/:eventId/goal',
        summary: 'Fire a goal for a side now',
        tags: ['control'],
        params: eventParams,
        body: side,
        response: z.object({ home: z.number(), away: z.number() }),
        errors: [404],
      },
      ({ params, body }) => {
        const replay = replayOf(params.eventId);
        replay.injectGoal(body.side);
        loop.tick();
        return replay.state().score;
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/events/:eventId/pause',
        summary: 'Hold the replay still',
        tags: ['control'],
        params: eventParams,
        body: z.object({ paused: z.boolean() }),
        response: z.object({ second: z.number() }),
        errors: [404],
      },
      ({ params, body }) => {
        const replay = replayOf(params.eventId);
        if (body.paused) replay.pause();
        else replay.resume();
        return { second: replay.second() };
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/sockets/drop',
        summary: 'Drop every socket (of one event, or all), as a network failure would',
        tags: ['control'],
        body: z.object({ eventId: z.optional(eventIdSchema) }),
        response: z.object({ dropped: z.number() }),
      },
      ({ body }) => ({ dropped: hub.dropAll(body.eventId) }),
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/restart',
        summary:
          'Take the listener down for downMs, as a restart would: every socket and connection drops, new ones are refused, then it listens again on the same port',
        tags: ['control'],
        body: z.object({ downMs: z.number().int().min(0).max(60_000).default(2000) }),
        response: z.object({ downMs: z.number() }),
      },
      ({ body, reply }) => {
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('restart needs a TCP listener');
        reply.raw.once('finish', () => {
          hub.dropAll();
          app.server.close();
          app.server.closeAllConnections();
          setTimeout(() => app.server.listen(address.port, address.address), body.downMs).unref();
        });
        return { downMs: body.downMs };
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/stream/refuse-next',
        summary: 'Refuse the next stream launch with an error code',
        tags: ['control'],
        body: z.object({
          errorCode: z.union(
            streamErrorCodes.map((code) => z.literal(code)) as [
              z.ZodLiteral<10316>,
              z.ZodLiteral<10312>,
              z.ZodLiteral<10300>,
              z.ZodLiteral<10400>,
            ],
          ),
        }),
        response: z.object({ errorCode: z.number() }),
      },
      ({ body }) => {
        refuseNextStream = body.errorCode;
        return { errorCode: body.errorCode };
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/faults',
        summary: 'Inject a fault for requests whose path starts with pathPrefix',
        tags: ['control'],
        body: z.object({
          pathPrefix: z.string().startsWith('/'),
          kind: z.enum(['error', 'delay', 'malformed', 'close']),
          delayMs: z.number().int().min(0).max(60_000).optional(),
          times: z.number().int().min(1).optional(),
        }),
        response: z.object({
          faults: z.array(
            z.object({ pathPrefix: z.string(), kind: z.string(), delayMs: z.number().optional(), times: z.number().optional() }),
          ),
        }),
      },
      ({ body }) => {
        faults.add(body);
        return { faults: faults.list() };
      },
    );
    routes.add(
      {
        method: 'POST',
        url: '/control/faults/clear',
        summary: 'Remove every injected fault',
        tags: ['control'],
        response: z.object({ faults: z.array(z.record(z.string(), z.unknown())) }),
      },
      () => {
        faults.clear();
        return { faults: [] };
      },
    );
  }

  const document = openApiDocument(routes.specs, { title: 'Match-centre feed', version: '1.0.0' });
  app.get('/openapi.json', async () => document);
  loop.start();
  return { app, context, hub, loop };
}
