import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import type { Side } from '../../../../contract/protocol.ts';

const GoalAnimationPlayer = lazy(() => import('./GoalAnimationPlayer.tsx'));

/** The middle of the goal overlay: the upper-case word for goal, or the animation in the scorer's colours. */
export default function GoalBanner({ side, word, reducedMotion }: { side: Side; word: string | null; reducedMotion: boolean }) {
  const theme = useTheme();
  const colour = theme.palette[side];
  if (!word) {
    return (
      <Suspense fallback={null}>
        <GoalAnimationPlayer colour={colour.main} light={colour.light} />
      </Suspense>
    );
  }
  return (
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
  );
}
