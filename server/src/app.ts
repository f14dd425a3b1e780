import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { createFeedContext, type FeedContext, type FeedServerOptions } from './feed-context.ts';
import type { FeedLoop } from './live/feed-loop.ts';
import type { SocketHub } from './live/socket-hub.ts';
import { adminListener, checkingIntervalMs, serveEachOnItsListener } from './http/admin-listener.ts';
import { isControlRoute } from './http/route-marks.ts';
import { checkRequest, namingTheField, sendAsMade } from './http/route-schema.ts';
import { loggerOptions, requestIdOf } from './observability/logger.ts';
import { controlApi, faultInjection } from './routes/control.ts';
import { corsAndErrors } from './routes/cors-and-errors.ts';
import { feedCalls } from './routes/feed-calls.ts';
import { mediaRoutes } from './routes/media.ts';
import { openApiRoute } from './routes/openapi.ts';
import { closeCodes, socketRoute } from './routes/socket.ts';
import { capConnectionsPerAddress } from './security/connection-cap.ts';
import { feedLimitsOf } from './security/feed-limits.ts';
import { trustedProxies } from './security/trusted-proxies.ts';

export type { FeedContext, FeedPlugin, FeedServerOptions } from './feed-context.ts';

/** Routes no request rate applies to: the socket (capped per address on its own) and what probes and scrapers call; the control API (locked by its token) aside too. */
const unlimitedRoutes = new Set(['/ws', '/health', '/ready', '/metrics']);

/**
 * The feed server: a Fastify app over a feed context (feed-context.ts), with one plugin per
 * concern from `routes/`, in this order: CORS and error answers, fault injection (control API
 * only), SPEC section 7's calls with health, readiness and metrics, the stream and its media, the
 * socket, the caller's plugins (the data endpoints of plugins.ts), the control API (a plugin of its
 * own with its lock: routes/control.ts), and last the OpenAPI document of them all. Limits: feed-limits.ts.
 */
export async function buildFeedServer(
  options: FeedServerOptions,
): Promise<{ app: FastifyInstance; context: FeedContext; hub: SocketHub; loop: FeedLoop; admin: { origin: string } | null }> {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, connectionsPerAddress } = feedLimitsOf(options.limits);
  const trusted = trustedProxies(options.trustProxy);
  // Node's own timeouts: headers within headersTimeoutMs, the whole request within requestTimeoutMs,
  // checked often enough for a dripped request to be cut off near its limit, not up to 30 s later.
  const serverOptions = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: checkingIntervalMs({ headersTimeoutMs, requestTimeoutMs }),
  };
  const app = Fastify({
    ...(options.tls ? { https: { key: options.tls.key, cert: options.tls.cert, ...serverOptions } } : { http: serverOptions }),
    logger: loggerOptions(options.logLevel, options.logStream),
    requestIdHeader: false,
    genReqId: requestIdOf(trusted),
    trustProxy: options.trustProxy ? (address: string) => trusted(address) : false,
    bodyLimit: 64 * 1024,
    // Long ids reach the route so the answer is a 400 that names the problem, not a bare 414.
    routerOptions: { maxParamLength: 16_384 },
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    schemaErrorFormatter: namingTheField,
  });
  // Every route declares zod schemas: checked by the type provider, documented by swagger (http/route-schema.ts).
  app.setValidatorCompiler(checkRequest);
  app.setSerializerCompiler(sendAsMade);
  const context = createFeedContext(app, options);
  const { hub, loop, limits, metrics } = context;
  capConnectionsPerAddress(app.server, {
    max: connectionsPerAddress,
    exempt: trusted,
    onRefused: (address) => {
      metrics.refused('connections');
      app.log.debug({ address }, 'connection refused: too many from this address');
    },
  });
  const admin = options.admin ? adminListener(app, options.admin, { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs }) : null;
  // Before @fastify/websocket's own (which closes without a code): a plain close says "restart" too.
  app.addHook('preClose', async () => {
    for (const socket of hub.sockets()) {
      if (socket.readyState === socket.OPEN) socket.close(closeCodes.restart, 'service restart');
    }
  });
  // Before any route: it documents each route as it is added (those without tags, such as the
  // preflights and the clip, stay out).
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 'Match-centre feed', version: '1.0.0' } },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(rateLimit, {
    max: limits.requestsPerMinute,
    timeWindow: 60_000,
    // Decided on the route matched, not the raw URL (which may spell a route with percent escapes).
    allowList: (request) => isControlRoute(request) || unlimitedRoutes.has(request.routeOptions.url ?? ''),
    onExceeded: (request) => {
      metrics.refused('http');
      request.log.info({ address: request.ip }, 'rate limit passed');
    },
  });
  app.addHook('onClose', async () => {
    loop.stop();
    hub.close();
    await Promise.all([context.control.close(), admin?.close()]);
  });

  corsAndErrors(context);
  if (admin) serveEachOnItsListener(app);
  if (options.control) faultInjection(context);
  feedCalls(context);
  mediaRoutes(context);
  socketRoute(context);
  for (const plugin of options.plugins ?? []) plugin(context);
  if (options.control) await app.register(controlApi(context));
  openApiRoute(context);

  // An instance that starts late takes the state the others made before it serves anyone (with Redis
  // out of reach it serves its own replays, not ready, until it has taken it: redis-control-store.ts).
  try {
    await context.control.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  loop.start();
  if (!admin) return { app, context, hub, loop, admin: null };
  // The app is made ready first: the admin listener routes through it.
  try {
    await app.ready();
    const origin = await admin.listen();
    app.log.info({ address: origin }, 'admin listener: /control, /ingest and /metrics');
    return { app, context, hub, loop, admin: { origin } };
  } catch (error) {
    await app.close();
    throw error;
  }
}
