import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { canvas, goalAnimation, type GoalAnimationColours } from '../goal-animation-data.ts';

/**
 * The light Lottie player (SVG only, no expressions, no `eval`) and our animation: the lazy chunk
 * behind the goal overlay, loaded with the first goal.
 */
export default function GoalAnimationPlayer({ colours }: { colours: GoalAnimationColours }) {
  const { team, onTeam, grass, stripe, line } = colours;
  const src = useMemo(() => goalAnimation({ team, onTeam, grass, stripe, line }), [team, onTeam, grass, stripe, line]);
  return (
    <LottieLight
      data-testid="goal-animation"
      src={src}
      autoplay
      loop={false}
      style={{ width: 'min(80vw, 320px)', aspectRatio: `${canvas.width} / ${canvas.height}` }}
      aria-hidden
    />
  );
}
