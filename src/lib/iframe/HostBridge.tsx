import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isCount, isRecord } from '../../../contract/first-paint-parsers.ts';
import { goalEvents } from '../../../contract/vocabulary.ts';
import { useWidgetQuery } from '../navigation/widget-query.ts';
import { useLiveFeed } from '../realtime/LiveFeedProvider.tsx';
import { startIframeBridge } from './bridge.ts';
import { hostPoster, type HostEvents } from './host-events.ts';

/**
 * A goal of the feed's `incident` messages as the host is told of it: the side it counts for (an
 * own goal's incident names the side credited, as the score does), the score it made and the
 * minute shown for it; null for any other incident, or a goal without its score.
 */
export function goalOfIncident(value: unknown): (HostEvents['goal'] & { id: string }) | null {
  if (!isRecord(value) || !goalEvents.has(value.type) || typeof value.id !== 'string') return null;
  const { side, score, minute } = value;
  if ((side !== 'home' && side !== 'away') || !isRecord(score) || !isCount(score.home) || !isCount(score.away) || !isCount(minute))
    return null;
  return { id: value.id, side, score: { home: score.home, away: score.away }, minute };
}

export interface HostBridgeProps {
  /** The widget has its match (the event data answered). */
  ready: boolean;
  /** What the fan is told instead of the match, if anything. */
  error: HostEvents['error']['kind'] | null;
  onFixedHeight(fixed: true): void;
}

/**
 * The widget's side of embedding, loaded only inside an iframe so the first paint of a widget
 * standing alone carries none of it: the height protocol (bridge.ts), and the host's events
 * (host-events.ts), each posted once for what it reports.
 */
export default function HostBridge({ ready, error, onFixedHeight }: HostBridgeProps) {
  const { pathname } = useLocation();
  const { eventId } = useWidgetQuery();
  const live = useLiveFeed();
  const [post] = useState(() => hostPoster(window));
  const firstPath = useRef(pathname);
  const goals = useRef(new Set<string>());

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    return startIframeBridge({ content: root, onFixedHeight: () => onFixedHeight(true) });
  }, [onFixedHeight]);

  useEffect(() => {
    if (ready && eventId) post?.('ready', { eventId });
  }, [post, ready, eventId]);

  useEffect(() => {
    if (error) post?.('error', { kind: error });
  }, [post, error]);

  // A route change inside the widget; the route it opened on is the host's own choice.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    post?.('navigate', { path: pathname });
  }, [post, pathname]);

  useEffect(() => {
    if (!post) return;
    return live.on('incident', goalOfIncident, ({ id, ...goal }) => {
      // A goal's line may come again (a resumed socket, a correction): the host hears of it once.
      if (goals.current.has(id)) return;
      goals.current.add(id);
      post('goal', goal);
    });
  }, [post, live]);

  return null;
}
