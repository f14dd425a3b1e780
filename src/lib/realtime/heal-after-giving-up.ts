import type { QueryClient } from '@tanstack/react-query';
import { HealingGate } from '../../rules/healing.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { ReconnectingSocket } from './reconnecting-socket.ts';

/**
 * Issue 9, point 3: once the socket has given up, a sign that the feed may be back (the page
 * visible again, the browser online again, a status poll that succeeded) starts a new burst of
 * attempts, at most one a minute (src/rules/healing.ts). Returns the unbinding.
 */
export function healAfterGivingUp(
  live: Pick<ReconnectingSocket, 'state' | 'retry' | 'onStateChange'>,
  queryClient: QueryClient,
  eventId: string,
  onNextRetryAt: (at: number | null) => void,
  target: {
    document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
    window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  } = { document, window },
): () => void {
  const gate = new HealingGate();
  const heal = () => {
    if (live.state !== 'gaveUp' || !gate.admit(Date.now())) return;
    onNextRetryAt(null);
    live.retry();
  };
  const offState = live.onStateChange((state) => {
    if (state !== 'gaveUp') return;
    gate.burstAt(Date.now());
    onNextRetryAt(gate.nextBurstAt());
  });
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') heal();
  };
  const statusKey = queryKeys.eventStatusAll(eventId);
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      statusKey.every((part, index) => event.query.queryKey[index] === part)
    )
      heal();
  });
  target.document.addEventListener('visibilitychange', onVisible);
  target.window.addEventListener('online', heal);
  return () => {
    offState();
    offCache();
    target.document.removeEventListener('visibilitychange', onVisible);
    target.window.removeEventListener('online', heal);
  };
}
