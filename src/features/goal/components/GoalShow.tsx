import { useTheme } from '@mui/material/styles';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Side } from '../../../../contract/protocol.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { GoalAnimation } from '../../../rules/goal-animation.ts';
import { goalWord } from '../../../rules/goal-word.ts';
import type { GoalInbox, ReceivedIncident } from './GoalOverlay.tsx';
import GoalView, { goalColours, usePrefersReducedMotion } from './GoalView.tsx';

/**
 * SPEC section 4 "Goal animation": a new goal (not an update) shows for 3 s, a new one within 5 s
 * is ignored; in any language but English the upper-case word for goal shows instead, and so it
 * does for fans who ask for reduced motion. Each accepted goal is announced (`onAnnounce`). Takes
 * every incident GoalOverlay received (`connect`), the ones that came while this chunk loaded first.
 *
 * Where the goal will be our animation, its player and the animation of each side are made in the
 * browser's idle time, one step an idle period, before any goal (ADR 023): a goal's task then
 * neither evaluates the player nor builds the animation.
 */
export default function GoalShow({
  connect,
  teamNames,
  onAnnounce,
}: {
  connect: GoalInbox['connect'];
  teamNames: Record<Side, string>;
  onAnnounce: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const theme = useTheme();
  // Never disposed: a clear still pending when the view is gone changes nothing, its subscribers
  // having left with it (and React's checks, which unmount once on purpose, would hide a goal).
  const [animation] = useState(() => new GoalAnimation());
  const state = useSyncExternalStore(
    (onChange) => animation.subscribe(onChange),
    () => animation.state,
    () => animation.state,
  );

  useEffect(() => {
    const take = ({ incident, at }: ReceivedIncident) => {
      if (animation.trigger(incident, at)) onAnnounce(`${t('common.goal')}: ${teamNames[incident.side]}`);
    };
    for (const received of connect(take)) take(received);
    return () => void connect(null);
  }, [connect, animation, t, teamNames, onAnnounce]);

  const animated = !usePrefersReducedMotion() && goalWord(i18n.language, t('common.goal')) === null;
  useEffect(() => {
    if (!animated || typeof requestIdleCallback !== 'function') return;
    let idle = 0;
    let stopped = false;
    const later = (step: () => void) => {
      idle = requestIdleCallback(() => {
        if (!stopped) step();
      });
    };
    later(
      () =>
        void import('./GoalAnimationPlayer.tsx').then(({ prepareGoalAnimation }) =>
          later(() => {
            prepareGoalAnimation(goalColours(theme, 'home'));
            later(() => prepareGoalAnimation(goalColours(theme, 'away')));
          }),
        ),
    );
    return () => {
      stopped = true;
      cancelIdleCallback(idle);
    };
  }, [animated, theme]);

  const shown = state.visible && state.side !== null && pathname !== '/watch/stream';
  return shown ? <GoalView side={state.side ?? 'home'} teamNames={teamNames} /> : null;
}
