import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notFoundAnswer } from '../routes/cors-and-errors.ts';
import { isAdminRoute } from './route-marks.ts';

/** Requests that came in on the admin listener. */
const adminRequests = new WeakSet<IncomingMessage>();

export interface AdminListenerOptions {
  /** `FEED_ADMIN_PORT`; 0 picks a free one. */
  port: number;
  /** `FEED_ADMIN_HOST`. Default 127.0.0.1. */
  host?: string;
}

export interface AdminListener {
  server: Server;
  /** `http://<host>:<port>` once listening. */
  origin(): string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The admin listener (`FEED_ADMIN_PORT`, docs/feed-server.md "Admin port"): a second, plain-HTTP
 * server whose requests go through the same Fastify app (`app.routing`), so one set of routes,
 * hooks and state serves both; each request is marked by the listener it came in on. With one,
 * `serveEachOnItsListener` answers the admin routes (http/route-marks.ts: `/control/…`,
 * `/ingest/…`, `/metrics`) on it alone and every other route on the public listener alone; on the
 * wrong listener a route answers the same 404 as a path no route serves. The public listener's
 * restart (`/control/restart`) leaves it up.
 */
export function adminListener(
  app: FastifyInstance,
  options: AdminListenerOptions,
  timeouts: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number },
): AdminListener {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
    },
    (request, response) => {
      adminRequests.add(request);
      app.routing(request, response);
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  const host = options.host ?? '127.0.0.1';
  const origin = () => {
    const { address, port } = server.address() as AddressInfo;
    return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  };
  return {
    server,
    origin,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, host, () => {
          server.off('error', reject);
          resolve(origin());
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** How often node checks for requests past their header and request timeouts (its default, 30 s, would let a dripped request live 30 s past them). */
export function checkingIntervalMs({ headersTimeoutMs, requestTimeoutMs }: { headersTimeoutMs: number; requestTimeoutMs: number }): number {
  const timeouts = [headersTimeoutMs, requestTimeoutMs].filter((ms) => ms > 0);
  if (timeouts.length === 0) return 30_000;
  return Math.max(10, Math.min(1000, Math.floor(Math.min(...timeouts) / 10)));
}

/** With an admin listener: each route answers on its own listener only, 404 on the other. */
export function serveEachOnItsListener(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (adminRequests.has(request.raw) !== isAdminRoute(request)) return reply.code(404).send(notFoundAnswer(request));
  });
}
