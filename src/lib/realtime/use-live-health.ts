import { useEffect, useEffectEvent, useState } from 'react';
import { isStaleAnswer } from '../../rules/stale-answer.ts';
import { isLiveDataStale } from '../../rules/staleness.ts';
import { staleCheckIntervalMs } from '../../rules/timings.ts';
import type { SocketState } from './reconnecting-socket.ts';

export interface LiveHealth {
  /** The socket is open but has said nothing for too long while the ball rolls (staleness.ts). */
  stale: boolean;
  /** The status answer on screen is the last good one of a poll that now fails (stale-answer.ts). */
  statusStale: boolean;
}

/**
 * Checks every `staleCheckIntervalMs` whether live data has gone quiet. The check reads the
 * socket and the event status query as they are when it runs; a new socket state or stage starts
 * the interval again.
 */
export function useLiveHealth(
  live: { state: SocketState; lastMessageAt(): number | null },
  inPlay: boolean,
  status: { dataUpdatedAt: number; data?: unknown; isError: boolean },
): LiveHealth {
  const [stale, setStale] = useState(false);
  const [statusStale, setStatusStale] = useState(false);
  const check = useEffectEvent(() => {
    const now = Date.now();
    setStale(isLiveDataStale({ open: live.state === 'open', inPlay, lastMessageAt: live.lastMessageAt(), now }));
    setStatusStale(isStaleAnswer({ dataUpdatedAt: status.dataUpdatedAt, hasData: Boolean(status.data), failing: status.isError }, now));
  });
  useEffect(() => {
    const timer = setInterval(check, staleCheckIntervalMs);
    return () => clearInterval(timer);
  }, [live, inPlay]);
  return { stale, statusStale };
}
