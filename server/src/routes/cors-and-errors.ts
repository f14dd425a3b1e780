import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedContext, FeedServerOptions } from '../feed-context.ts';
import { isHttpError, type ErrorBody } from '../http/errors.ts';
import { isControlRoute } from '../http/route-marks.ts';
import { isLoopbackHost } from '../security/control-auth.ts';
import { originPolicy } from '../security/origins.ts';

const isLoopbackOrigin = (origin: string): boolean => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
};

/** Sets the CORS headers for an allowed origin (`*` or the echoed Origin); nothing for null. */
export function answerCors(reply: FastifyReply, origin: string | null): void {
  if (origin === null) return;
  reply.header('access-control-allow-origin', origin);
  if (origin !== '*') reply.header('vary', 'Origin');
  reply.header('access-control-allow-headers', 'content-type, authorization, outlet-key');
  reply.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
}

/**
 * The control routes' CORS rule (their plugin applies it, routes/control.ts): never `*`. An allowed
 * Origin is echoed; with no list, any Origin when a control token locks them (a page cannot get
 * the token, so CORS adds nothing to guard), and without a token only a page of this machine (a
 * loopback origin, as the browser tests' host page), since an unlocked control API answers only
 * this machine's calls anyway.
 */
export function controlCorsOrigin(options: FeedServerOptions): (origin: string | undefined) => string | null {
  const allowed = originPolicy(options.allowedOrigins);
  return (origin) => {
    if (!origin) return null;
    if (allowed) return allowed(origin) ? origin : null;
    return options.controlToken || isLoopbackOrigin(origin) ? origin : null;
  };
}

/** The answer to a path no route serves (here, or on this listener: http/admin-listener.ts). */
export const notFoundAnswer = (request: FastifyRequest): ErrorBody => ({
  error: 'not_found',
  message: `No route ${request.method} ${request.url.split('?')[0]}`,
});

/**
 * What every answer shares: CORS headers (the widget is served from another origin), preflight
 * answers, and errors as `{ error, message }`: a route's HttpError with its status, a 4xx from
 * Fastify (a body that is not JSON, too large) as `bad_request`, anything else as a 500 that
 * says nothing of the cause (the cause goes to the log). Registered first, so every later route
 * is covered.
 *
 * CORS: public calls answer `*` unless `allowedOrigins` is set, then they echo an allowed Origin
 * and say nothing to another. A control route (decided on the route the request matched, whatever
 * the spelling of its path) is left to its plugin's rule, `controlCorsOrigin`.
 */
export function corsAndErrors({ app, options }: FeedContext): void {
  const allowed = originPolicy(options.allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (isControlRoute(request)) return;
    const origin = request.headers.origin;
    answerCors(reply, !allowed ? '*' : origin && allowed(origin) ? origin : null);
  });
  app.options('/*', { config: { rateLimit: false } }, async (_, reply) => reply.code(204).send());

  app.setErrorHandler((error, request, reply) => {
    if (isHttpError(error)) return reply.code(error.statusCode).send({ error: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return reply.code(429).send({ error: 'too_many_requests', message: (error as Error).message });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'bad_request', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'server_error', message: 'The feed failed to answer' });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFoundAnswer(request)));
}
