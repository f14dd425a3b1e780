import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFeedConfig } from '../api/feed-context.tsx';
import { queryKeys } from '../api/query-keys.ts';
import { followPageLifecycle, ReconnectingSocket, type SocketState } from './reconnecting-socket.ts';
import { writeFrameMessages } from './socket-to-cache.ts';

interface LiveFeed {
  state: SocketState;
  retry(): void;
  /** When the last message arrived (ms since the epoch), or null before any. */
  lastMessageAt(): number | null;
  /**
   * Every message of `type`, through `parse` (ReconnectingSocket.on): the goal animation's major
   * incidents, a screen's live lines (`incident`, `commentary`), which the screen writes into its
   * cached answer. Screens bring their parsers, so the frame's first paint does not carry them.
   */
  on: ReconnectingSocket['on'];
  /** After giving up: the earliest moment the widget tries again by itself (ms since the epoch). */
  nextRetryAt: number | null;
}

const LiveFeedContext = createContext<LiveFeed | null>(null);

/**
 * One socket per match (SPEC section 4 "Realtime socket"). Messages are written into the query
 * cache; after a reconnect everything of the match is refetched, so the screen is right again
 * within one round trip.
 */
export function LiveFeedProvider({ eventId, lang, children }: { eventId: string | undefined; lang: string; children: ReactNode }) {
  const { socketBase } = useFeedConfig();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState>('idle');
  const [nextRetryAt, setNextRetryAt] = useState<number | null>(null);
  const lastMessage = useRef<number | null>(null);
  // Constructing the socket does not connect it: that happens in the effect, and again after
  // StrictMode's rehearsal closes it.
  const socket = useMemo(
    () =>
      eventId
        ? new ReconnectingSocket({
            wsBase: socketBase,
            eventId,
            lang,
            onReconnect: () => void queryClient.invalidateQueries({ queryKey: queryKeys.match(eventId) }),
          })
        : null,
    [eventId, lang, socketBase, queryClient],
  );

  useEffect(() => {
    if (!socket || !eventId) return;
    const live = socket;
    const offState = live.onStateChange(setState);
    const offMessages = writeFrameMessages(live, queryClient, eventId, () => {
      lastMessage.current = Date.now();
    });
    const stopLifecycle = followPageLifecycle(live);
    // Healing is for a socket that has given up: its code loads the first time that happens.
    let stopHealing = () => {};
    let unbound = false;
    const offGiveUp = live.onStateChange((state) => {
      if (state !== 'gaveUp') return;
      offGiveUp();
      void import('./heal-after-giving-up.ts').then(({ healAfterGivingUp }) => {
        if (!unbound) stopHealing = healAfterGivingUp(live, queryClient, eventId, setNextRetryAt);
      });
    });
    live.connect();
    return () => {
      unbound = true;
      offGiveUp();
      stopHealing();
      stopLifecycle();
      offMessages();
      offState();
      live.close();
    };
  }, [socket, eventId, queryClient]);

  const value = useMemo<LiveFeed>(
    () => ({
      state,
      // A retry also restarts an open socket that has gone silent.
      retry: () => {
        if (!socket) return;
        if (socket.state === 'open') socket.close();
        if (socket.state === 'closed') socket.connect();
        else socket.retry();
      },
      lastMessageAt: () => lastMessage.current,
      on: (type, parse, listener) => (socket ? socket.on(type, parse, listener) : () => {}),
      nextRetryAt,
    }),
    [socket, state, nextRetryAt],
  );
  return <LiveFeedContext.Provider value={value}>{children}</LiveFeedContext.Provider>;
}

export function useLiveFeed(): LiveFeed {
  const feed = useContext(LiveFeedContext);
  if (!feed) throw new Error('useLiveFeed must be used inside <LiveFeedProvider>');
  return feed;
}
