import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createFeedContext, type FeedContext, type FeedServerOptions } from './feed-context.ts';
import type { FeedLoop } from './live/feed-loop.ts';
import type { SocketHub } from './live/socket-hub.ts';
import { controlRoutes, faultInjection } from './routes/control.ts';
import { corsAndErrors } from './routes/cors-and-errors.ts';
import { feedCalls } from './routes/feed-calls.ts';
import { mediaRoutes } from './routes/media.ts';
import { openApiRoute } from './routes/openapi.ts';
import { socketRoute } from './routes/socket.ts';

export type { FeedContext, FeedPlugin, FeedServerOptions } from './feed-context.ts';

/**
 * The feed server: a Fastify app over a feed context (feed-context.ts), with one plugin per
 * concern from `routes/`, in this order: CORS and error answers, fault injection (control API
 * only), SPEC section 7's calls, the stream and its media, the socket, the caller's plugins (the
 * data endpoints of plugins.ts), the control routes, and last the OpenAPI document of them all.
 */
export async function buildFeedServer(
  options: FeedServerOptions,
): Promise<{ app: FastifyInstance; context: FeedContext; hub: SocketHub; loop: FeedLoop }> {
  // Long ids reach the route so the answer is a 400 that names the problem, not a bare 414.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 16_384 } });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const context = createFeedContext(app, options);
  const { hub, loop } = context;
  app.addHook('onClose', async () => {
    loop.stop();
    hub.close();
  });

  corsAndErrors(context);
  if (options.control) faultInjection(context);
  feedCalls(context);
  mediaRoutes(context);
  socketRoute(context);
  for (const plugin of options.plugins ?? []) plugin(context);
  if (options.control) controlRoutes(context);
  openApiRoute(context);

  loop.start();
  return { app, context, hub, loop };
}
