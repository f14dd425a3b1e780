import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Side } from '../../../../contract/protocol.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { goalWord } from '../../../rules/goal-word.ts';

// The player and its animation load when the first goal is shown in English, not with the page.
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

/** What a goal shows for its 3 s (GoalOverlay decides when): the word for goal, or our animation in English. */
export default function GoalView({ side }: { side: Side }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const word = goalWord(i18n.language, t('common.goal')) ?? (reducedMotion ? t('common.goal').toLocaleUpperCase('en') : null);
  const colours = {
    team: theme.palette[side].main,
    onTeam: theme.palette.chart[side === 'home' ? 'onHome' : 'onAway'],
    grass: theme.palette.pitch.grass,
    stripe: theme.palette.pitch.stripe,
    line: theme.palette.pitch.line,
  };
  return (
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
  );
}
