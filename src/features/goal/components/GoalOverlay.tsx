import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLocation } from 'react-router';
import { frameSocketParsers } from '../../../../contract/first-paint-parsers.ts';
import type { Side } from '../../../../contract/protocol.ts';
import { GoalAnimation } from '../../../rules/goal-animation.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

// What a goal shows loads with the first goal, not with the page; the player and its animation after it.
const GoalView = lazy(() => import('./GoalView.tsx'));

/**
 * SPEC section 4 "Goal animation": a new goal (not an update) shows for 3 s, a new one within 5 s
 * is ignored; in any language but English the upper-case word for goal shows instead, and so it
 * does for fans who ask for reduced motion. Goals are also announced to screen readers.
 */
export function GoalOverlay({ teamNames }: { teamNames: Record<Side, string> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const feed = useLiveFeed();
  const animation = useMemo(() => new GoalAnimation(), []);
  const state = useSyncExternalStore(
    (onChange) => animation.subscribe(onChange),
    () => animation.state,
    () => animation.state,
  );
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => () => animation.dispose(), [animation]);
  useEffect(
    () =>
      feed.on('majorIncident', frameSocketParsers.majorIncident, (incident) => {
        if (animation.trigger(incident)) setAnnouncement(`${t('common.goal')}: ${teamNames[incident.side]}`);
      }),
    [feed, animation, t, teamNames],
  );

  const shown = state.visible && state.side !== null && pathname !== '/watch/stream';
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {shown ? (
        <Suspense fallback={null}>
          <GoalView side={state.side ?? 'home'} teamNames={teamNames} />
        </Suspense>
      ) : null}
    </>
  );
}
