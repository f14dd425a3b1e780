import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Side } from '../../../../contract/protocol.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { GoalAnimation } from '../../../rules/goal-animation.ts';
import type { ReceivedIncident } from './GoalOverlay.tsx';
import GoalView from './GoalView.tsx';

/**
 * SPEC section 4 "Goal animation": a new goal (not an update) shows for 3 s, a new one within 5 s
 * is ignored; in any language but English the upper-case word for goal shows instead, and so it
 * does for fans who ask for reduced motion. Each accepted goal is announced (`onAnnounce`). Reads
 * every incident GoalOverlay received, the ones that came while this chunk loaded included.
 */
export default function GoalShow({
  received,
  teamNames,
  onAnnounce,
}: {
  received: readonly ReceivedIncident[];
  teamNames: Record<Side, string>;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Never disposed: a clear still pending when the view is gone changes nothing, its subscribers
  // having left with it (and React's checks, which unmount once on purpose, would hide a goal).
  const [animation] = useState(() => new GoalAnimation());
  const state = useSyncExternalStore(
    (onChange) => animation.subscribe(onChange),
    () => animation.state,
    () => animation.state,
  );
  const read = useRef(0);

  useEffect(() => {
    for (const { incident, at } of received.slice(read.current))
      if (animation.trigger(incident, at)) onAnnounce(`${t('common.goal')}: ${teamNames[incident.side]}`);
    read.current = received.length;
  }, [received, animation, t, teamNames, onAnnounce]);

  const shown = state.visible && state.side !== null && pathname !== '/watch/stream';
  return shown ? <GoalView side={state.side ?? 'home'} teamNames={teamNames} /> : null;
}
