import type { FeedContext } from '../feed-context.ts';
import { isHttpErrorLike } from '../http/errors.ts';

/**
 * What every answer shares: CORS headers (the widget is served from another origin), preflight
 * answers, and errors as `{ error, message }`: a route's HttpError with its status, a 4xx from
 * Fastify (a body that is not JSON, too large) as `bad_request`, anything else as a 500 that
 * says nothing of the cause. Registered first, so every later route is covered.
 */
export function corsAndErrors({ app }: FeedContext): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'content-type, authorization, outlet-key');
    reply.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
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
}
