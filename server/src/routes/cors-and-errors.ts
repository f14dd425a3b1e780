import type { FeedContext } from '../feed-context.ts';
import { isHttpErrorLike } from '../http/errors.ts';
import { isControlPath, isLoopbackHost } from '../security/control-auth.ts';

const isLoopbackOrigin = (origin: string): boolean => {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
};
import { originPolicy } from '../security/origins.ts';

/**
 * What every answer shares: CORS headers (the widget is served from another origin), preflight
 * answers, and errors as `{ error, message }`: a route's HttpError with its status, a 4xx from
 * Fastify (a body that is not JSON, too large) as `bad_request`, anything else as a 500 that
 * says nothing of the cause (the cause goes to the log). Registered first, so every later route
 * is covered.
 *
 * CORS: public calls answer `*` unless `allowedOrigins` is set, then they echo an
 * allowed Origin and say nothing to another. Control calls never answer `*`: they echo an allowed
 * Origin; with no list, any Origin when a control token locks them (a page cannot get the token,
 * so CORS adds nothing to guard), and without a token only a page of this machine (a loopback
 * origin, as the browser tests' host page), since main.ts refuses an unlocked control API on
 * another interface anyway.
 */
export function corsAndErrors({ app, options }: FeedContext): void {
  const allowed = originPolicy(options.allowedOrigins);
  const corsOrigin = (path: string, origin: string | undefined): string | null => {
    if (isControlPath(path)) {
      if (!origin) return null;
      if (allowed) return allowed(origin) ? origin : null;
      return options.controlToken || isLoopbackOrigin(origin) ? origin : null;
    }
    if (!allowed) return '*';
    return origin && allowed(origin) ? origin : null;
  };
  app.addHook('onRequest', async (request, reply) => {
    const origin = corsOrigin(request.url.split('?')[0]!, request.headers.origin);
    if (origin === null) return;
    reply.header('access-control-allow-origin', origin);
    if (origin !== '*') reply.header('vary', 'Origin');
    reply.header('access-control-allow-headers', 'content-type, authorization, outlet-key');
    reply.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
  });
  app.options('/*', { config: { rateLimit: false } }, async (_, reply) => reply.code(204).send());

  app.setErrorHandler((error, request, reply) => {
    if (isHttpErrorLike(error)) return reply.code(error.statusCode).send({ error: error.code, message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return reply.code(429).send({ error: 'too_many_requests', message: (error as Error).message });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'bad_request', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'server_error', message: 'The feed failed to answer' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
