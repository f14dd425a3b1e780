import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { isAuthorised, type FeedCredentials } from '../analytics/credentials.ts';
import { sameSecret } from '../security/same-secret.ts';
import { executeGraphqlRequest, graphqlRequestSchema } from '../analytics/execute-request.ts';
import { queryLimits } from '../analytics/limits.ts';
import { competitionScorerTable } from '../analytics/competition-scorers.ts';
import { loadHistory } from '../analytics/history.ts';
import { replayLinesSoFar, withMatchSoFar } from '../analytics/match-so-far.ts';
import { recordedSeason } from '../analytics/recorded-season.ts';
import { buildAnalyticsSchema } from '../analytics/schema.ts';
import type { AnalyticsSource, EventSeason } from '../analytics/season-lines.ts';
import { competitionContext } from '../competition/context.ts';
import { competitionSoFar, matchSoFar, replaySoFar } from '../competition/so-far.ts';
import type { FeedContext } from '../feed-context.ts';
import type { Replay } from '../replay/replay.ts';
import { checkRequest, namingTheField, sendAsMade } from '../http/route-schema.ts';

/**
 * `POST /betanalytics/:outlet/graphql` (SPEC section 7, CONTRACT): the analytics endpoint the
 * widget's assistants call with the token and outlet it got from `/dbs_auth/{eventId}`.
 *
 * Answers, always `{ data?, errors? }`:
 * - 401 unless `Authorization` is a token from `/dbs_auth` (signed, unexpired, for this outlet)
 *   and both the `outlet-key` header and the `:outlet` path segment name its outlet (checked
 *   before the body is read); also 401 when the query asks about another event than the token's;
 * - 400 for a body that is not JSON or not `{ query, variables?, operationName? }`;
 * - 404 when a query names an unknown eventId (the error is also in `errors`, code EVENT_NOT_FOUND);
 * - 200 otherwise, GraphQL errors included (syntax, validation, bad arguments, limits).
 * Limits (analytics/limits.ts): query at most 10,000 characters and 8 levels deep, body at most 64 KiB.
 */
export interface AnalyticsRouteOptions {
  /** The analytics source for a match, or null when the event is unknown. */
  sourceFor(eventId: string): AnalyticsSource | null;
  /**
   * What the route accepts: the feed's signed tokens (each for one event), or fixed credentials
   * for every event (a route registered on its own, in tests).
   */
  credentials: FeedCredentials | { token: string; outlet: string };
}

/** The event a request's token is for, while its query runs (null: fixed credentials, any event). */
interface TokenScope {
  eventId: string | null;
  foreignEvent: boolean;
}

export const analyticsPath = '/betanalytics/:outlet/graphql';

/** The body of every refusal of this route: GraphQL's error shape. */
const graphqlErrors = z.object({ errors: z.array(z.object({ message: z.string() })) });

export function registerAnalyticsRoute(app: FastifyInstance, options: AnalyticsRouteOptions): void {
  const { credentials } = options;
  if ('token' in credentials && (!credentials.token.trim() || !credentials.outlet.trim())) {
    throw new TypeError('registerAnalyticsRoute: credentials.token and credentials.outlet must be non-blank');
  }
  const scopes = new AsyncLocalStorage<TokenScope>();
  const tokenEvents = new WeakMap<FastifyRequest, string>();
  // One schema for every event: each query names its event and the resolvers ask sourceFor, which
  // refuses an event the request's token is not for.
  const schema = buildAnalyticsSchema({
    season: (eventId) => {
      const scope = scopes.getStore();
      if (scope?.eventId != null && scope.eventId !== eventId) {
        scope.foreignEvent = true;
        throw new GraphQLError('The token is for another event', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      return options.sourceFor(eventId)?.season(eventId) ?? null;
    },
  });
  const refuse = (reply: FastifyReply) =>
    reply.code(401).send({ errors: [{ message: 'Missing or wrong Authorization, outlet-key or outlet' }] });

  // In a context of its own that checks and answers as the feed does, whatever the app around it
  // (tests register the route on a bare one).
  void app.register(async (scope) => {
    scope.setValidatorCompiler(checkRequest);
    scope.setSerializerCompiler(sendAsMade);
    scope.setSchemaErrorFormatter(namingTheField);
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'POST',
      url: analyticsPath,
      schema: {
        summary: 'Betting analytics over GraphQL: player and team assistants, top scorers, player stats, season averages',
        description:
          'Headers: Authorization (the token from /dbs_auth) and outlet-key (the outlet). The schema is in server/src/analytics/schema.ts.',
        tags: ['analytics'],
        params: z.object({ outlet: z.string() }),
        body: graphqlRequestSchema,
        response: {
          200: {
            description: 'OK',
            content: {
              'application/json': {
                schema: z.object({ data: z.unknown().optional(), errors: z.array(z.object({ message: z.string() })).optional() }),
              },
            },
          },
          400: {
            description: 'Malformed request: the message names the field',
            content: { 'application/json': { schema: graphqlErrors } },
          },
          401: { description: 'Missing or wrong credentials', content: { 'application/json': { schema: graphqlErrors } } },
          404: { description: 'Unknown event', content: { 'application/json': { schema: graphqlErrors } } },
        },
      },
      bodyLimit: queryLimits.maxBodyBytes,
      onRequest: async (request, reply) => {
        const outletKey = request.headers['outlet-key'];
        const given = {
          authorization: request.headers.authorization,
          outletKey: typeof outletKey === 'string' ? outletKey : undefined,
          outlet: (request.params as { outlet?: string }).outlet,
        };
        if ('token' in credentials) {
          if (!isAuthorised(given, credentials)) return refuse(reply);
          return;
        }
        const outlet = given.outlet ?? '';
        const check = credentials.checkAnalytics(given.authorization, outlet);
        // The header is compared too, in constant time, whatever the token said.
        const header = sameSecret(given.outletKey, outlet);
        if (!check.ok || !header) {
          request.log.info({ refusal: check.ok ? 'outlet-key' : check.reason }, 'analytics token refused');
          return refuse(reply);
        }
        tokenEvents.set(request, check.claims.eventId);
      },
      // Body parsing fails before the handler runs; answer in the GraphQL error shape, not Fastify's.
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) {
          request.log.error({ err: error }, 'analytics request failed');
          return reply.code(500).send({ errors: [{ message: 'Internal server error' }] });
        }
        return reply.code(status).send({ errors: [{ message: error.message }] });
      },
      handler: async (request, reply) => {
        const scope: TokenScope = { eventId: tokenEvents.get(request) ?? null, foreignEvent: false };
        const answer = await scopes.run(scope, () =>
          executeGraphqlRequest(schema, request.body, (error) => request.log.error({ err: error }, 'analytics resolver failed')),
        );
        if (scope.foreignEvent) {
          request.log.info({ refusal: 'event' }, 'analytics token refused');
          return reply.code(401).send({ errors: [{ message: 'The token is for another event: ask /dbs_auth for this one' }] });
        }
        return reply.code(answer.status).send(answer.body);
      },
    });
  });
}

/**
 * The analytics endpoint over every served event, documented in the OpenAPI document. Each
 * query sees both teams' recorded past (analytics/recorded-season.ts) with the match as far as
 * its replay has played it (analytics/match-so-far.ts), and the top scorers of the competition's
 * results with this match so far, as REST's `/top_scorers`.
 */
export function analyticsRoutes({ app, replays, credentials }: FeedContext): void {
  const seasonNow = async (eventId: string, replay: Replay): Promise<EventSeason> => {
    const { scenario } = replay.match;
    // Both read the replay now, before any wait, so they tell of the same second.
    const lines = replayLinesSoFar(replay);
    const soFar = replaySoFar(replay);
    const context = await competitionContext(scenario);
    const history = context ? await loadHistory(context.teamId.home, context.teamId.away) : null;
    const past = recordedSeason(scenario, eventId, { history, context });
    const season = lines ? withMatchSoFar(past, lines) : past;
    if (!context) return season;
    const now = competitionSoFar(context, matchSoFar(context, soFar, scenario.competition.round));
    return { ...season, topScorers: competitionScorerTable(context, now, scenario, lines?.players ?? null) };
  };
  // The last answer per event, while its replay stands at the same second with the same overrides:
  // a query's several fields, and every fan's query in that second, share one computation.
  const latest = new Map<string, { key: string; season: Promise<EventSeason> }>();
  const seasonAt = (eventId: string, replay: Replay) => {
    const key = `${replay.second()}/${replay.revision}/${replay.injectedGoals.length}`;
    const cached = latest.get(eventId);
    if (cached?.key === key) return cached.season;
    const season = seasonNow(eventId, replay);
    latest.set(eventId, { key, season });
    return season;
  };
  registerAnalyticsRoute(app, {
    credentials,
    sourceFor: (eventId) => {
      const replay = replays.get(eventId);
      if (!replay) return null;
      return { season: (id) => (id === eventId ? seasonAt(eventId, replay) : null) };
    },
  });
}
