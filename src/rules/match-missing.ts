import { FeedError } from '../lib/api/client.ts';
import type { SocketState } from '../lib/realtime/reconnecting-socket.ts';

/**
 * The feed has said for certain that the event does not exist: the event data
 * answered 404, or the socket was closed with the unknown-event code. Then nothing polls the event
 * again and the fan is told "match not found". Any other failure (a 500, a timeout, a malformed
 * answer) may pass, so it is not a verdict.
 */
export function matchIsMissing(eventDataError: unknown, socketState: SocketState): boolean {
  return socketState === 'notFound' || (eventDataError instanceof FeedError && eventDataError.status === 404);
}
