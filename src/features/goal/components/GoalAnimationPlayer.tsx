import { LottieLight } from 'lottie-react';
import { useMemo } from 'react';
import { goalAnimation } from '../goal-animation-data.ts';

/** The Lottie player and our animation: the lazy chunk behind the goal overlay. */
export default function GoalAnimationPlayer({ colour, light }: { colour: string; light: string }) {
  const src = useMemo(() => goalAnimation(colour, light), [colour, light]);
  return <LottieLight src={src} autoplay loop={false} style={{ width: 160, height: 160 }} aria-hidden />;
}
