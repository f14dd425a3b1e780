import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EventStatus } from '../../../contract/protocol.ts';
import { mayHaveMissedLines, socketStartCapMs } from '../../rules/socket-start.ts';
import { useFeedConfig } from '../api/feed-context.tsx';
import { queryKeys } from '../api/query-keys.ts';
import type * as LiveSocketModule from './live-socket.ts';
import type { ReconnectingSocket, SocketState } from './reconnecting-socket.ts';

type LiveSocketCode = typeof LiveSocketModule;

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
  /**
   * The frame has drawn the match's first answers: the socket's code loads and it connects now
   * (src/rules/socket-start.ts), or {@link socketStartCapMs} after the provider mounted at the latest.
   */
  start(): void;
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
  // The socket's code comes in a chunk of its own once the frame asks for it (socket-start.ts).
  // A socket belongs to one match, language and feed: one built for another is none of this one's.
  const socketKey = eventId ? `${socketBase} ${eventId} ${lang}` : null;
  const [wanted, setWanted] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; socket: ReconnectingSocket; code: LiveSocketCode } | null>(null);
  const current = loaded && loaded.key === socketKey ? loaded : null;
  const socket = current?.socket ?? null;
  const code = current?.code ?? null;
  // After the frame that draws the answers is painted: the next animation frame, then a task. A
  // hidden page paints no frames; the cap below starts it there.
  const start = useCallback(() => {
    requestAnimationFrame(() => setTimeout(() => setWanted(true), 0));
  }, []);

  useEffect(() => {
    if (wanted) return;
    const timer = setTimeout(() => setWanted(true), socketStartCapMs);
    return () => clearTimeout(timer);
  }, [wanted]);

  // Constructing the socket does not connect it: that happens in the effect below, and again after
  // StrictMode's rehearsal closes it.
  useEffect(() => {
    if (!wanted || !eventId || !socketKey) return;
    let wantedStill = true;
    import('./live-socket.ts').then(
      (code) => {
        if (!wantedStill) return;
        const built = new code.ReconnectingSocket({
          wsBase: socketBase,
          eventId,
          lang,
          onReconnect: () => void queryClient.invalidateQueries({ queryKey: queryKeys.match(eventId) }),
        });
        setLoaded({ key: socketKey, socket: built, code });
      },
      // Its chunk did not come (a lost connection): live updates are paused, and retry() asks again.
      () => {
        if (wantedStill) setState('gaveUp');
      },
    );
    return () => {
      wantedStill = false;
    };
  }, [wanted, loadAttempt, socketKey, eventId, lang, socketBase, queryClient]);

  useEffect(() => {
    if (!socket || !code || !eventId) return;
    const live = socket;
    const offState = live.onStateChange(setState);
    const offMessages = code.writeFrameMessages(live, queryClient, eventId, () => {
      lastMessage.current = Date.now();
    });
    const stopLifecycle = code.followPageLifecycle(live);
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
    // A first connection is sent no lines of the seconds before it: what was fetched long before
    // it is asked for again (socket-start.ts).
    const offFirstOpen = live.onStateChange((state) => {
      if (state !== 'open') return;
      offFirstOpen();
      askAgainWhatMayHaveMissedLines(queryClient, eventId, Date.now());
    });
    live.connect();
    return () => {
      unbound = true;
      offFirstOpen();
      offGiveUp();
      stopHealing();
      stopLifecycle();
      offMessages();
      offState();
      live.close();
    };
  }, [socket, code, eventId, queryClient]);

  const value = useMemo<LiveFeed>(
    () => ({
      state,
      // A retry also restarts an open socket that has gone silent, and loads the socket's code
      // again when it did not come.
      retry: () => {
        if (!socket) {
          setWanted(true);
          setState('connecting');
          setLoadAttempt((attempt) => attempt + 1);
          return;
        }
        if (socket.state === 'open') socket.close();
        if (socket.state === 'closed') socket.connect();
        else socket.retry();
      },
      lastMessageAt: () => lastMessage.current,
      on: (type, parse, listener) => (socket ? socket.on(type, parse, listener) : () => {}),
      nextRetryAt,
      start,
    }),
    [socket, state, nextRetryAt, start],
  );
  return <LiveFeedContext.Provider value={value}>{children}</LiveFeedContext.Provider>;
}

/**
 * What the socket's snapshot on a first open carries (the feed's `pictureNow`: the status, and the
 * score over the event details' initial one): asking for it again would be a request for nothing.
 */
const carriedBySnapshot: ReadonlySet<unknown> = new Set([queryKeys.eventStatusAll('')[1], queryKeys.eventDetails('', 'en')[1]]);

/** The match's answers fetched too long before the socket's first open, asked for again (socket-start.ts). */
function askAgainWhatMayHaveMissedLines(queryClient: QueryClient, eventId: string, openedAt: number): void {
  const statuses = queryClient.getQueriesData<EventStatus>({ queryKey: queryKeys.eventStatusAll(eventId) });
  const stage = statuses.find(([, status]) => status)?.[1]?.status;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.match(eventId),
    predicate: (query) =>
      query.state.data !== undefined &&
      !carriedBySnapshot.has(query.queryKey[1]) &&
      mayHaveMissedLines({ fetchedAt: query.state.dataUpdatedAt, openedAt, stage }),
  });
}

export function useLiveFeed(): LiveFeed {
  const feed = useContext(LiveFeedContext);
  if (!feed) throw new Error('useLiveFeed must be used inside <LiveFeedProvider>');
  return feed;
}
