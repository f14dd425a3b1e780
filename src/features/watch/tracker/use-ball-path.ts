import { useEffect, useRef, useState } from 'react';
import { ballPathSchema } from '../../../../contract/ball-path.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import { emptyTrackerState, replaySpeed, withBallPath, type TrackerState } from './tracker-model.ts';

const parseBallPath = schemaParser(ballPathSchema);

/**
 * The tracker's state from the socket's `ballPath` messages, folded in as they come (from the
 * moment the tracker first opens; it stays mounted while the fan looks at other pages), and the
 * replay's speed as the messages show it (match seconds per real second), so the ball is played in
 * the replay's time.
 */
export function useBallPath(): { state: TrackerState; speed: number } {
  const live = useLiveFeed();
  const [tracker, setTracker] = useState<{ state: TrackerState; speed: number }>({ state: emptyTrackerState, speed: 1 });
  const last = useRef<{ at: number; period: string; second: number } | null>(null);
  useEffect(
    () =>
      live.on('ballPath', parseBallPath, (path) => {
        const at = performance.now();
        const second = path.steps.at(-1)?.second ?? 0;
        const previous = last.current;
        last.current = { at, period: path.period, second };
        setTracker((current) => ({
          state: withBallPath(current.state, path),
          speed:
            previous && previous.period === path.period
              ? replaySpeed(current.speed, second - previous.second, at - previous.at)
              : current.speed,
        }));
      }),
    [live],
  );
  return tracker;
}
