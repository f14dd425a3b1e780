import { z } from 'zod';
import { resolveLanguage } from '../../../contract/languages.ts';
import { eventIdSchema, type ResyncMessage, type SocketMessage } from '../../../contract/protocol.ts';
import type { FeedContext } from '../feed-context.ts';
import { SocketHub, type Delivery } from '../live/socket-hub.ts';
import { originPolicy } from '../security/origins.ts';
import { catalogueSnapshot } from './catalogue-matches.ts';

// `batch=1`: every broadcast comes as one `batch` message (docs/feed-protocol.md); without it, one message a frame.
// Only the event can refuse a socket: a `lang` the feed does not know is English (SPEC), and a
// `batch` it does not know the default, so a client is never shut out for good by either.
const socketQuery = z.object({
  eventId: eventIdSchema,
  lang: z.string().optional().catch(undefined),
  batch: z.enum(['0', '1']).optional().catch(undefined),
  // Resume after this seq (docs/feed-protocol.md); one that is no seq is answered `resync`, as one never given.
  since: z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .optional()
    .catch(-1),
});

const resync = JSON.stringify({ type: 'resync' } satisfies ResyncMessage);

const beforeKickOff = new WeakMap<FeedContext, (eventId: string) => readonly SocketMessage[] | undefined>();

/**
 * A socket to an event no replay serves yet is taken when `page` answers for it (the ingest's
 * matches registered and not begun): it is sent `page` (the status and score of its pre-match
 * page) and, on the same socket, all its replay plays once it comes (FeedLoop.encodedBeforeKickOff).
 */
export function socketsBeforeKickOff(context: FeedContext, page: (eventId: string) => readonly SocketMessage[] | undefined): void {
  beforeKickOff.set(context, page);
}

/**
 * Close codes the feed sends (RFC 6455 section 7.4.1, docs/feed-protocol.md): `policy` only where
 * the socket can never succeed (an unknown or malformed `eventId`); `tryAgainLater` for every
 * capacity or rate refusal, which a client retries with its backoff; `restart` on shutdown.
 */
export const closeCodes = { policy: 1008, restart: 1012, tryAgainLater: 1013 } as const;

/**
 * `/ws?eventId=…&lang=…[&since=<seq>]` (SPEC section 7, docs/feed-protocol.md): a socket joins its
 * event's room in the hub and gets a snapshot at once, or with `since` what it missed after that
 * seq (`resync` and the snapshot when the log cannot say); the live loop sends it everything
 * after. Needs @fastify/websocket registered on the app first.
 *
 * Refused before the upgrade: a browser Origin not in `allowedOrigins` (403) and any socket while
 * the feed drains (503). Closed with 1008 after it: an unknown or malformed `eventId` (a match
 * registered for ingest and not begun is known: socketsBeforeKickOff). Closed with
 * 1013 after it: an address past its handshakes a second or its socket cap, and the socket whose
 * message takes its address past the messages a second (feed-limits.ts). The rate refusals close
 * after the upgrade rather than answer 429 before it: a browser's WebSocket sees no HTTP status,
 * only a close code, and 1013 is one a client can act on (retry later).
 */
export function socketRoute(context: FeedContext): void {
  const { app, replays, hub, loop, options, limits, metrics, lifecycle } = context;
  const allowed = originPolicy(options.allowedOrigins);
  const socketsOf = new Map<string, number>();
  const messagesOf = new Map<string, { second: number; count: number }>();
  // Handshakes of the current second per address: a new second starts an empty map, so it holds
  // only the addresses of one second.
  let handshakes = { second: -1, of: new Map<string, number>() };

  app.get(
    '/ws',
    {
      websocket: true,
      onRequest: async (request, reply) => {
        if (lifecycle.draining)
          return reply.code(503).header('connection', 'close').send({ error: 'draining', message: 'The feed is restarting' });
        const origin = request.headers.origin;
        // Browsers always send an Origin; other clients may send none, and could send any.
        if (allowed && origin !== undefined && !allowed(origin)) {
          request.log.info({ origin }, 'socket refused: origin not allowed');
          return reply.code(403).send({ error: 'forbidden', message: 'This origin may not open the feed socket' });
        }
      },
    },
    (socket, request) => {
      const address = request.ip;
      const second = Math.floor(performance.now() / 1000);
      if (handshakes.second !== second) handshakes = { second, of: new Map() };
      const made = (handshakes.of.get(address) ?? 0) + 1;
      handshakes.of.set(address, made);
      if (made > limits.socketHandshakesPerSecond) {
        metrics.socketRefused(closeCodes.tryAgainLater);
        metrics.refused('handshakes');
        // Logged once a second per address, not once a refusal: a flood would flood the log too.
        if (made === limits.socketHandshakesPerSecond + 1) request.log.info({ address }, 'socket refused: too many handshakes a second');
        socket.close(closeCodes.tryAgainLater, 'too many handshakes');
        return;
      }
      const query = socketQuery.safeParse(request.query);
      const replay = query.success ? replays.get(query.data.eventId) : undefined;
      // A catalogue match no replay serves: finished, its snapshot is all it sends (catalogue-matches.ts).
      const finished = query.success && !replay ? catalogueSnapshot(context, query.data.eventId) : undefined;
      // A match registered for ingest and not begun: its pre-match page, then its replay when it comes.
      const waiting = query.success && !replay && !finished ? beforeKickOff.get(context)?.(query.data.eventId) : undefined;
      if (!query.success || !(replay ?? finished ?? waiting)) {
        metrics.socketRefused(closeCodes.policy);
        socket.close(closeCodes.policy, query.success ? 'unknown eventId' : 'malformed eventId');
        return;
      }
      const open = socketsOf.get(address) ?? 0;
      if (open >= limits.socketsPerAddress) {
        metrics.socketRefused(closeCodes.tryAgainLater);
        metrics.refused('sockets');
        request.log.info({ address, open }, 'socket refused: too many from this address');
        socket.close(closeCodes.tryAgainLater, 'too many sockets from this address');
        return;
      }
      socketsOf.set(address, open + 1);
      const { eventId } = query.data;
      const language = resolveLanguage(query.data.lang);
      const delivery: Delivery = query.data.batch === '1' ? 'batch' : 'messages';
      const remove = hub.add(eventId, language, socket, delivery);
      metrics.socketOpened(eventId);
      // Clients have nothing to say; whatever they send is ignored, however malformed, but a flood
      // of it costs us reading and parsing frames: past the rate the socket is closed.
      socket.on('message', () => {
        const second = Math.floor(performance.now() / 1000);
        let window = messagesOf.get(address);
        if (!window || window.second !== second) messagesOf.set(address, (window = { second, count: 0 }));
        window.count += 1;
        if (window.count > limits.socketMessagesPerSecond && socket.readyState === socket.OPEN) {
          metrics.refused('messages');
          request.log.info({ address, eventId }, 'socket closed: too many messages a second');
          socket.close(closeCodes.tryAgainLater, 'too many messages');
          // A flooder need not answer the closing handshake: it is cut off soon after.
          setTimeout(() => socket.terminate(), 1000).unref();
        }
      });
      socket.on('error', () => socket.terminate());
      socket.on('close', (code) => {
        remove();
        metrics.socketClosed(eventId, code);
        const left = (socketsOf.get(address) ?? 1) - 1;
        if (left > 0) socketsOf.set(address, left);
        else {
          socketsOf.delete(address);
          messagesOf.delete(address);
        }
      });
      // Sent in the same turn of the event loop as the socket joined the hub: no broadcast can come
      // between what it missed (or its snapshot) and what follows live.
      if (finished) {
        SocketHub.sendEncoded(socket, delivery, finished);
        return;
      }
      const { since } = query.data;
      if (!replay) {
        if (!waiting) return;
        const missed = since === undefined ? null : loop.encodedMissedBeforeKickOff(eventId, since, language);
        if (missed) {
          if (missed.messages.length > 0) SocketHub.sendEncoded(socket, delivery, missed);
          return;
        }
        if (since !== undefined) socket.send(resync);
        SocketHub.sendEncoded(socket, delivery, loop.encodedBeforeKickOff(eventId, waiting));
        return;
      }
      const missed = since === undefined ? null : loop.encodedMissedSince(replay, since, language);
      if (missed) {
        if (missed.messages.length > 0) SocketHub.sendEncoded(socket, delivery, missed);
        return;
      }
      if (since !== undefined) socket.send(resync);
      SocketHub.sendEncoded(socket, delivery, loop.encodedSnapshot(replay));
    },
  );
}
