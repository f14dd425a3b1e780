import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { canvas, goalAnimation, type GoalAnimationColours } from '../goal-animation-data.ts';

const made = new Map<string, ReturnType<typeof goalAnimation>>();

/**
 * Our animation in `colours`, made once for each set of colours (a brand paints two, its home and
 * its away team's; at most four are kept) and the same object after: Lottie completes an
 * animation's layers in place, once, so a later goal of the side neither builds nor completes it
 * again. GoalShow makes both sides' in the browser's idle time, before any goal (ADR 023).
 */
export function prepareGoalAnimation(colours: GoalAnimationColours): ReturnType<typeof goalAnimation> {
  const key = [colours.team, colours.onTeam, colours.grass, colours.stripe, colours.line].join();
  const kept = made.get(key);
  if (kept) return kept;
  if (made.size >= 4) made.clear();
  const animation = goalAnimation(colours);
  made.set(key, animation);
  return animation;
}

// Lottie builds each layer when its first frame comes, not all of them as it loads: the ball, the net,
// the goal frame and the card at once, the burst and each letter in the frame where it appears.
const rendererSettings = { progressiveLoad: true };

/**
 * The light Lottie player (SVG only, no expressions, no `eval`) and our animation: the lazy chunk
 * behind the goal overlay, loaded with the first goal or in idle time before it (GoalShow).
 */
export default function GoalAnimationPlayer({ colours }: { colours: GoalAnimationColours }) {
  const { team, onTeam, grass, stripe, line } = colours;
  const src = useMemo(() => prepareGoalAnimation({ team, onTeam, grass, stripe, line }), [team, onTeam, grass, stripe, line]);
  return (
    <LottieLight
      data-testid="goal-animation"
      src={src}
      autoplay
      loop={false}
      rendererSettings={rendererSettings}
      style={{ width: 'min(80vw, 320px)', aspectRatio: `${canvas.width} / ${canvas.height}` }}
      aria-hidden
    />
  );
}
