import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { HealingGate } from '../../rules/healing.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { ReconnectingSocket } from './reconnecting-socket.ts';

/**
 * Once the socket has given up, a sign that the feed may be back (the page
 * visible again, the browser online again, a status poll that succeeded) starts a new burst of
 * attempts, at most one a minute (src/rules/healing.ts). A sign that comes too early is kept and
 * acted on the moment the minute is up, so a feed that recovers is live again within a minute
 * (the status is polled every 30 s). Returns the unbinding.
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
  let deferred: ReturnType<typeof setTimeout> | null = null;
  const heal = () => {
    if (live.state !== 'gaveUp') return;
    if (!gate.admit(Date.now())) {
      const at = gate.nextBurstAt();
      if (deferred === null && at !== null) {
        deferred = setTimeout(() => {
          deferred = null;
          heal();
        }, at - Date.now());
      }
      return;
    }
    onNextRetryAt(null);
    live.retry();
  };
  const gaveUp = () => {
    gate.burstAt(Date.now());
    onNextRetryAt(gate.nextBurstAt());
  };
  const offState = live.onStateChange((state) => {
    if (state === 'gaveUp') gaveUp();
  });
  // Bound after the socket gave up (the provider loads this module then): that burst counts.
  if (live.state === 'gaveUp') gaveUp();
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') heal();
  };
  const statusKey = queryKeys.eventStatusAll(eventId);
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && matchQuery({ queryKey: statusKey }, event.query)) heal();
  });
  target.document.addEventListener('visibilitychange', onVisible);
  target.window.addEventListener('online', heal);
  return () => {
    if (deferred !== null) clearTimeout(deferred);
    offState();
    offCache();
    target.document.removeEventListener('visibilitychange', onVisible);
    target.window.removeEventListener('online', heal);
  };
}
