import type { QueryClient } from '@tanstack/react-query';
import { frameSocketParsers, isRecord } from '../../../contract/first-paint-parsers.ts';
import type { EventStatus } from '../../../contract/protocol.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { ReconnectingSocket } from './reconnecting-socket.ts';

/** Shallow merge of a new value into the kept one; anything but two objects is a replace. */
export function mergeValue<Value>(previous: Value | undefined, next: Value): Value {
  return isRecord(previous) && isRecord(next) ? { ...previous, ...next } : next;
}

/**
 * Writes the frame's socket messages into the query cache, the one store of server data: `score`
 * and `statsSummary` where the live score reads them, `status` over the polled event status of
 * every stage. A status that leaves out `periodStartTime` (a break) keeps the one the cache holds.
 * `heard` is told of each. Returns the unsubscribe function.
 */
export function writeFrameMessages(
  socket: Pick<ReconnectingSocket, 'on'>,
  queryClient: QueryClient,
  eventId: string,
  heard: () => void,
): () => void {
  const offs = [
    socket.on('score', frameSocketParsers.score, (score) => {
      heard();
      queryClient.setQueryData(queryKeys.liveScore(eventId), score);
    }),
    socket.on('statsSummary', frameSocketParsers.statsSummary, (summary) => {
      heard();
      queryClient.setQueryData(queryKeys.liveStatsSummary(eventId), summary);
    }),
    socket.on('status', frameSocketParsers.status, (status) => {
      heard();
      queryClient.setQueriesData<EventStatus>({ queryKey: queryKeys.eventStatusAll(eventId) }, (cached) => mergeValue(cached, status));
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
