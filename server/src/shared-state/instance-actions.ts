import type { FastifyInstance } from 'fastify';
import type { SocketHub } from '../live/socket-hub.ts';

/**
 * What one instance does to its own sockets and listener when a control call addresses every
 * instance (`/control/sockets/drop`, `/control/restart`): the control store applies it here at
 * once and, with Redis, tells the other instances, which apply it to theirs.
 */
export interface InstanceActions {
  /** Drops this instance's sockets (of one event, or all) abruptly, as a network failure would; answers how many. */
  dropSockets(eventId?: string): number;
  /**
   * Takes this instance's listener down for `downMs`, as a restart would: every socket and
   * connection drops, new ones are refused, then it listens again on the same address. Nothing
   * happens on an instance that has no TCP listener.
   */
  restart(downMs: number): void;
}

/** The TCP address the feed listens on, or null (not listening, or on a pipe). */
export function tcpAddress(app: FastifyInstance): { port: number; address: string } | null {
  const address = app.server.address();
  return address && typeof address !== 'string' ? address : null;
}

export function instanceActions(app: FastifyInstance, hub: SocketHub): InstanceActions {
  return {
    dropSockets: (eventId) => hub.dropAll(eventId),
    restart: (downMs) => {
      const address = tcpAddress(app);
      if (!address) return;
      hub.dropAll();
      app.server.close();
      app.server.closeAllConnections();
      setTimeout(() => app.server.listen(address.port, address.address), downMs).unref();
    },
  };
}
