import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Side } from '../../../../contract/protocol.ts';
import { GoalAnimation, goalWord } from '../../../rules/goal-animation.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

// The player and the animation load when the first goal is shown, not with the page.
const GoalAnimationPlayer = lazy(() => import('./GoalAnimationPlayer.tsx'));

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    () => false,
  );
}

/**
 * SPEC section 4 "Goal animation": a new goal (not an update) shows for 3 s, a new one within 5 s
 * is ignored; in any language but English the upper-case word for goal shows instead, and so it
 * does for fans who ask for reduced motion. Goals are also announced to screen readers.
 */
export function GoalOverlay({ teamNames }: { teamNames: Record<Side, string> }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const feed = useLiveFeed();
  const reducedMotion = usePrefersReducedMotion();
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
      feed.onMajorIncident((incident) => {
        if (animation.trigger(incident)) setAnnouncement(`${t('common.goal')}: ${teamNames[incident.side]}`);
      }),
    [feed, animation, t, teamNames],
  );

  const word = goalWord(i18n.language, t('common.goal')) ?? (reducedMotion ? t('common.goal').toLocaleUpperCase('en') : null);
  const side = state.side === 'away' ? 'away' : 'home';
  const colours = {
    team: theme.palette[side].main,
    onTeam: theme.palette.chart[side === 'home' ? 'onHome' : 'onAway'],
    grass: theme.palette.pitch.grass,
    stripe: theme.palette.pitch.stripe,
    line: theme.palette.pitch.line,
  };
  const shown = state.visible && pathname !== '/watch/stream';
  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {shown ? (
        // theme.alpha takes the palette value itself: custom palette entries have no channel variables.
        <Box
          data-testid="goal-overlay"
          aria-hidden
          sx={{
            position: 'fixed',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
            zIndex: 10,
            bgcolor: theme.alpha(theme.palette.scrim, 0.35),
          }}
        >
          {word ? (
            <Typography
              variant="h1"
              component="p"
              sx={{
                px: 3,
                py: 1,
                borderRadius: 1,
                bgcolor: `chart.${side}`,
                color: `chart.${side === 'home' ? 'onHome' : 'onAway'}`,
                letterSpacing: 2,
                animation: reducedMotion ? 'none' : 'cpp-pop 300ms ease-out',
                '@keyframes cpp-pop': { from: { transform: 'scale(.6)' }, to: { transform: 'scale(1)' } },
              }}
            >
              {word}
            </Typography>
          ) : (
            <Suspense fallback={null}>
              <GoalAnimationPlayer colours={colours} />
            </Suspense>
          )}
        </Box>
      ) : null}
    </>
  );
}
