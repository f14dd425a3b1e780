import type { FeedContext } from '../feed-context.ts';
import { closeCodes } from '../routes/socket.ts';

export interface DrainOptions {
  /** Sockets are closed in batches over this long, so their fans do not all come back at once. Default: limits.shutdownSpreadMs. */
  spreadMs?: number;
  /** How long to wait for closing handshakes after the last batch before the listener closes. Default 1 s. */
  handshakeMs?: number;
}

const drains = new WeakMap<FeedContext, Promise<void>>();
const batchEveryMs = 100;

/**
 * A graceful stop (docs/feed-server.md "Running it in production"): `/ready` answers 503
 * at once and new sockets are refused, so a load balancer stops sending fans here; every socket is
 * closed with 1012 (service restart) in batches spread over a few seconds, which the widget's
 * jittered backoff spreads further; then the listener closes, requests in flight finish, and the
 * promise resolves. Calling it again returns the same drain.
 */
export function drainFeed(context: FeedContext, options: DrainOptions = {}): Promise<void> {
  let drain = drains.get(context);
  if (!drain) {
    drain = drainOnce(context, options);
    drains.set(context, drain);
  }
  return drain;
}

async function drainOnce({ app, hub, lifecycle, metrics, limits }: FeedContext, options: DrainOptions): Promise<void> {
  lifecycle.draining = true;
  metrics.drainingNow();
  const sockets = hub.sockets();
  app.log.info({ sockets: sockets.length }, 'draining: closing sockets with 1012');
  const spreadMs = options.spreadMs ?? limits.shutdownSpreadMs;
  const batches = Math.max(1, Math.floor(spreadMs / batchEveryMs));
  const batchSize = Math.ceil(sockets.length / batches);
  for (let start = 0; start < sockets.length; start += batchSize) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, batchEveryMs));
    for (const socket of sockets.slice(start, start + batchSize)) {
      if (socket.readyState === socket.OPEN) socket.close(closeCodes.restart, 'service restart');
    }
  }
  const handshakeUntil = Date.now() + (options.handshakeMs ?? 1000);
  while (hub.size() > 0 && Date.now() < handshakeUntil) await new Promise((resolve) => setTimeout(resolve, 20));
  // A peer that has not answered its 1012 by now never reads (its closing handshake would hold the
  // listener's close for ws's 30 s, past the 15 s after which main.ts gives up and exits with 1).
  const stragglers = sockets.filter((socket) => socket.readyState !== socket.CLOSED);
  if (stragglers.length > 0) app.log.info({ sockets: stragglers.length }, 'draining: ending sockets that did not close');
  for (const socket of stragglers) socket.terminate();
  await app.close();
  app.log.info('drained');
}
