import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { executeGraphqlRequest, graphqlRequestSchema } from './execute-request.ts';
import { queryLimits } from './limits.ts';
import { buildAnalyticsSchema } from './schema.ts';
import type { AnalyticsSource } from './season-lines.ts';

/**
 * `POST /betanalytics/:outlet/graphql` (SPEC section 7, CONTRACT): the analytics endpoint the
 * widget's assistants call with the token and outlet it got from `/dbs_auth/{eventId}`.
 *
 * Answers, always `{ data?, errors? }`:
 * - 401 unless `Authorization` equals the token and both the `outlet-key` header and the
 *   `:outlet` path segment equal the outlet (checked before the body is read);
 * - 400 for a body that is not JSON or not `{ query, variables?, operationName? }`;
 * - 404 when a query names an unknown eventId (the error is also in `errors`, code EVENT_NOT_FOUND);
 * - 200 otherwise, GraphQL errors included (syntax, validation, bad arguments, limits).
 * Limits (limits.ts): query at most 10,000 characters and 8 levels deep, body at most 64 KiB.
 */
export interface AnalyticsRouteOptions {
  /** The analytics source for a match, or null when the event is unknown. */
  sourceFor(eventId: string): AnalyticsSource | null;
  /** What `/dbs_auth` hands out; the only credentials this route accepts. */
  credentials: { token: string; outlet: string };
}

export const analyticsPath = '/betanalytics/:outlet/graphql';

export function registerAnalyticsRoute(app: FastifyInstance, options: AnalyticsRouteOptions): void {
  if (!options.credentials.token.trim() || !options.credentials.outlet.trim()) {
    throw new TypeError('registerAnalyticsRoute: credentials.token and credentials.outlet must be non-blank');
  }
  // One schema for every event: each query names its event and the resolvers ask sourceFor.
  const schema = buildAnalyticsSchema({ season: (eventId) => options.sourceFor(eventId)?.season(eventId) ?? null });

  app.post(analyticsPath, {
    bodyLimit: queryLimits.maxBodyBytes,
    onRequest: async (request, reply) => {
      if (!isAuthorised(request, options.credentials)) {
        return reply.code(401).send({ errors: [{ message: 'Missing or wrong Authorization, outlet-key or outlet' }] });
      }
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
      const body = graphqlRequestSchema.safeParse(request.body);
      if (!body.success) {
        return reply.code(400).send({ errors: body.error.issues.map((issue) => ({ message: describeIssue(issue.path, issue.message) })) });
      }
      const answer = await executeGraphqlRequest(schema, body.data, (error) =>
        request.log.error({ err: error }, 'analytics resolver failed'),
      );
      return reply.code(answer.status).send(answer.body);
    },
  });
}

function describeIssue(path: readonly PropertyKey[], message: string): string {
  return path.length ? `body.${path.map(String).join('.')}: ${message}` : `body: ${message}`;
}

function isAuthorised(request: FastifyRequest, credentials: AnalyticsRouteOptions['credentials']): boolean {
  const { outlet } = request.params as { outlet?: string };
  const outletKey = request.headers['outlet-key'];
  // Check all three, always, so the answer time does not tell which one was wrong.
  const token = sameSecret(request.headers.authorization, credentials.token);
  const header = sameSecret(typeof outletKey === 'string' ? outletKey : undefined, credentials.outlet);
  const path = sameSecret(outlet, credentials.outlet);
  return token && header && path;
}

/** Constant-time comparison; hashing first gives equal lengths, which timingSafeEqual needs. */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
