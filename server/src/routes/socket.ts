import { z } from 'zod';
import { resolveLanguage } from '../../../contract/languages.ts';
import { eventIdSchema } from '../../../contract/protocol.ts';
import type { FeedContext } from '../feed-context.ts';

const socketQuery = z.object({ eventId: eventIdSchema, lang: z.string().max(16).optional() });

/**
 * `/ws?eventId=…&lang=…` (SPEC section 7, docs/feed-protocol.md): a socket joins its event's room
 * in the hub and gets a snapshot at once; the live loop sends it everything after. Needs
 * @fastify/websocket registered on the app first.
 */
export function socketRoute({ app, replays, hub, loop }: FeedContext): void {
  app.get('/ws', { websocket: true }, (socket, request) => {
    const query = socketQuery.safeParse(request.query);
    const replay = query.success ? replays.get(query.data.eventId) : undefined;
    if (!query.success || !replay) {
      socket.close(1008, query.success ? 'unknown eventId' : 'malformed eventId');
      return;
    }
    const language = resolveLanguage(query.data.lang);
    const remove = hub.add(replay.eventId, language, socket);
    // Clients have nothing to say; whatever they send is ignored, however malformed.
    socket.on('message', () => {});
    socket.on('error', () => socket.terminate());
    socket.on('close', remove);
    for (const message of loop.snapshot(replay)) socket.send(JSON.stringify(message));
  });
}
