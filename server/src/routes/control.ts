import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams } from '../../../contract/endpoints.ts';
import { eventIdSchema, eventStatusSchema, stageSchema, streamErrorCodes } from '../../../contract/protocol.ts';
import type { FeedContext } from '../feed-context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { isControlRoute } from '../http/route-marks.ts';
import { routeSchema } from '../http/route-schema.ts';
import { firedGoalRequestSchema, firedGoalSchema } from '../replay/fired-goal.ts';
import { hasControlToken, isLoopbackAddress, proxyHeaders, WrongTokens } from '../security/control-auth.ts';
import { tcpAddress } from '../shared-state/instance-actions.ts';
import { answerCors, controlCorsOrigin } from './cors-and-errors.ts';

/**
 * The control API (`--control`, docs/feed-server.md): tests and the demo move replays, fire goals,
 * drop sockets, refuse streams and inject faults. An encapsulated plugin: its lock, CORS rule and
 * log line are hooks of its own routes, so they apply to whatever spelling of a path the router
 * matched to one of them (`/%63ontrol/…` is `/control/…` to the router), never to a prefix of the
 * raw URL. Its routes are marked `{ control: true }` (http/route-marks.ts) for the hooks outside it
 * (public CORS, the request rate, fault injection, the admin listener) to leave them alone. Its
 * routes go into the one OpenAPI document with the others (@fastify/swagger sees every route).
 */
export function controlApi(context: FeedContext): FastifyPluginAsync {
  return async (instance) => {
    controlLock(context, instance);
    // Preflights of every spelling of a control path (the router decodes before it matches) get the control CORS rule.
    instance.options('/control/*', { config: { control: true } }, async (_, reply) => reply.code(204).send());
    // Every route of this plugin is a control route.
    instance.addHook('onRoute', (route) => {
      route.config = { ...route.config, control: true };
    });
    controlRoutes(context, instance.withTypeProvider<ZodTypeProvider>());
  };
}

/**
 * The lock: with a control token every call needs `Authorization: Bearer <token>` (preflights
 * aside, which browsers send without it), and an address that sent `wrongControlTokens` wrong ones
 * in a window is answered 429 until the window ends, right token or not. Without a token the API
 * answers this machine only: a call relayed by a proxy (it carries `X-Forwarded-For`, `Forwarded`
 * or `X-Real-IP`) or from a peer that is not loopback is refused with 403; "loopback only" is about
 * the caller, not the address the feed listens on. Every call, refused or not, is logged with the
 * route it matched.
 */
function controlLock({ options, limits, metrics }: FeedContext, instance: FastifyInstance): void {
  const token = options.controlToken;
  const corsOrigin = controlCorsOrigin(options);
  const wrongTokens = new WrongTokens(limits.wrongControlTokens, limits.wrongControlTokenWindowMs);
  const thisMachineOnly = 'The control API without FEED_CONTROL_TOKEN answers calls from this machine only';
  instance.addHook('onRequest', async (request, reply) => {
    answerCors(reply, corsOrigin(request.headers.origin));
    if (request.method === 'OPTIONS') return;
    if (!token) {
      const relayedBy = proxyHeaders.find((name) => request.headers[name] !== undefined);
      if (relayedBy) {
        metrics.controlRefused('proxy');
        return reply.code(403).send({ error: 'forbidden', message: `${thisMachineOnly}, not one relayed by a proxy (${relayedBy})` });
      }
      if (!isLoopbackAddress(request.raw.socket.remoteAddress)) {
        metrics.controlRefused('remote');
        return reply.code(403).send({ error: 'forbidden', message: `${thisMachineOnly} (loopback), not from another address` });
      }
      return;
    }
    const lockedForMs = wrongTokens.lockedFor(request.ip);
    if (lockedForMs > 0) {
      metrics.controlRefused('rate');
      const seconds = Math.ceil(lockedForMs / 1000);
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: 'too_many_requests', message: `Too many wrong control tokens from this address: retry after ${seconds} s` });
    }
    if (!hasControlToken(request.headers.authorization, token)) {
      wrongTokens.wrong(request.ip);
      metrics.controlRefused('token');
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'The control API needs Authorization: Bearer <FEED_CONTROL_TOKEN>' });
    }
  });
  instance.addHook('onResponse', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    request.log.info(
      {
        control: `${request.method} ${request.routeOptions.url}`,
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        from: request.ip,
      },
      'control call',
    );
  });
}

/** A path as the router reads it: percent escapes decoded (those of reserved characters such as `%2F` aside). */
function decodedPath(url: string): string {
  const path = url.split('?')[0]!;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Faults injected through the control API, applied to the other routes by their decoded path
 * (as the router matched it), never to a control route. Goes right after CORS, so a faulted answer
 * still carries the CORS headers.
 */
export function faultInjection({ app, control }: FeedContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isControlRoute(request)) return;
    const fault = await control.takeFault(decodedPath(request.url));
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
}

type ControlApi = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

function controlRoutes({ app, replays, replayOf, hub, loop, control, limits }: FeedContext, api: ControlApi): void {
  api.route({
    method: 'GET',
    url: '/control/state',
    schema: routeSchema({ summary: 'Replays, sockets, faults and memory', tags: ['control'] }, {}, z.record(z.string(), z.unknown())),
    handler: () => ({
      events: Object.fromEntries(
        [...replays].map(([id, replay]) => [id, { second: replay.second(), stage: replay.state().stage, sockets: hub.size(id) }]),
      ),
      sockets: hub.size(),
      recentBroadcasts: hub.recentBroadcasts,
      faults: control.faults(),
      memory: process.memoryUsage(),
    }),
  });
  api.route({
    method: 'POST',
    url: '/control/events/:eventId/seek',
    schema: routeSchema(
      { summary: 'Move the replay to a second from kick-off', tags: ['control'], errors: [404] },
      {
        params: eventParams,
        body: z.object({
          second: z
            .number()
            .int()
            .min(-7 * 86400)
            .max(4 * 3600),
        }),
      },
      eventStatusSchema,
    ),
    handler: async ({ params, body }) => {
      const replay = replayOf(params.eventId);
      await control.seek(replay, body.second);
      loop.tick();
      return replay.status();
    },
  });
  api.route({
    method: 'POST',
    url: '/control/events/:eventId/stage',
    schema: routeSchema(
      { summary: 'Force a stage (null follows the replay again)', tags: ['control'], errors: [404] },
      { params: eventParams, body: z.object({ stage: z.nullable(stageSchema) }) },
      eventStatusSchema,
    ),
    handler: async ({ params, body }) => {
      const replay = replayOf(params.eventId);
      await control.setStage(replay, body.stage);
      loop.tick();
      return replay.status();
    },
  });
  api.route({
    method: 'POST',
    url: '/control/events/:eventId/goal',
    schema: routeSchema(
      {
        summary: 'Fire a goal for a side now, by a player on the pitch if one is named',
        description:
          "The goal is an incident like any other: in `/incidents`, the socket's `incident` and `commentary`, the scorers, " +
          'the summaries and, with a scorer, his `/player_stats` and the top scorers. A `playerId` that is not in the match, ' +
          'plays for the other side or is not on the pitch now is refused with 400.',
        tags: ['control'],
        errors: [404, 409],
      },
      { params: eventParams, body: firedGoalRequestSchema },
      z.object({ home: z.number(), away: z.number() }),
    ),
    handler: async ({ params, body }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const checked = firedGoalSchema(replay.match, second).safeParse(body);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw badRequest(`body.${issue.path.join('.')}: ${issue.message}`);
      }
      // Bounded: every fired goal stays in the replay (and in every answer about it) until it is restarted.
      if (replay.injectedGoals.length >= limits.firedGoalsPerEvent) {
        throw new HttpError(409, 'too_many_goals', `At most ${limits.firedGoalsPerEvent} goals can be fired into one event`);
      }
      await control.fireGoal(replay, checked.data.side, checked.data.playerId);
      loop.tick();
      return replay.state().score;
    },
  });
  api.route({
    method: 'POST',
    url: '/control/events/:eventId/pause',
    schema: routeSchema(
      { summary: 'Hold the replay still', tags: ['control'], errors: [404] },
      { params: eventParams, body: z.object({ paused: z.boolean() }) },
      z.object({ second: z.number() }),
    ),
    handler: async ({ params, body }) => {
      const replay = replayOf(params.eventId);
      await control.setPaused(replay, body.paused);
      return { second: replay.second() };
    },
  });
  api.route({
    method: 'POST',
    url: '/control/sockets/drop',
    schema: routeSchema(
      {
        summary: 'Drop every socket (of one event, or all), as a network failure would, on every instance sharing the Redis',
        description:
          '`dropped` counts the sockets this instance dropped; `instances` how many instances were told (this one included), ' +
          'each of which drops its own.',
        tags: ['control'],
      },
      { body: z.object({ eventId: z.optional(eventIdSchema) }) },
      z.object({ dropped: z.number(), instances: z.number() }),
    ),
    handler: ({ body }) => control.dropSockets(body.eventId),
  });
  api.route({
    method: 'POST',
    url: '/control/restart',
    schema: routeSchema(
      {
        summary:
          'Take the listener of every instance sharing the Redis down for downMs, as a restart would: every socket and connection drops, new ones are refused, then it listens again on the same port',
        tags: ['control'],
      },
      { body: z.object({ downMs: z.number().int().min(0).max(60_000).default(2000) }) },
      z.object({ downMs: z.number() }),
    ),
    handler: ({ body, log }, reply) => {
      if (!tcpAddress(app)) throw new Error('restart needs a TCP listener');
      // The answer leaves before this instance's listener goes down.
      reply.raw.once('finish', () => {
        control.restart(body.downMs).catch((error: unknown) => log.warn({ err: error }, 'restart: not every instance was told'));
      });
      return { downMs: body.downMs };
    },
  });
  api.route({
    method: 'POST',
    url: '/control/stream/refuse-next',
    schema: routeSchema(
      { summary: 'Refuse the next stream launch with an error code, whichever instance it reaches', tags: ['control'] },
      {
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
      },
      z.object({ errorCode: z.number() }),
    ),
    handler: async ({ body }) => {
      await control.refuseNextStream(body.errorCode);
      return { errorCode: body.errorCode };
    },
  });
  api.route({
    method: 'POST',
    url: '/control/faults',
    schema: routeSchema(
      { summary: 'Inject a fault for requests whose path starts with pathPrefix', tags: ['control'], errors: [409] },
      {
        body: z.object({
          pathPrefix: z.string().startsWith('/'),
          kind: z.enum(['error', 'delay', 'malformed', 'close']),
          delayMs: z.number().int().min(0).max(60_000).optional(),
          times: z.number().int().min(1).optional(),
        }),
      },
      z.object({
        faults: z.array(
          z.object({ pathPrefix: z.string(), kind: z.string(), delayMs: z.number().optional(), times: z.number().optional() }),
        ),
      }),
    ),
    handler: async ({ body }) => {
      if (control.faults().length >= limits.faults) {
        throw new HttpError(409, 'too_many_faults', `At most ${limits.faults} faults at once: clear them first`);
      }
      await control.addFault(body);
      return { faults: control.faults() };
    },
  });
  api.route({
    method: 'POST',
    url: '/control/faults/clear',
    schema: routeSchema(
      { summary: 'Remove every injected fault', tags: ['control'] },
      {},
      z.object({ faults: z.array(z.record(z.string(), z.unknown())) }),
    ),
    handler: async () => {
      await control.clearFaults();
      return { faults: [] };
    },
  });
}
