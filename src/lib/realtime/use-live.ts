import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { EventStatus, Score, LiveStatsSummary } from '../../../contract/protocol.ts';
import { queryKeys } from '../api/query-keys.ts';
import { initialScore, nextShownScore, type ShownScore } from '../../rules/live-score.ts';
import { clockDisplay, msUntilNextTick, type ClockDisplay } from '../../rules/match-clock.ts';

/** SPEC section 4 "Live score": what the socket last said, in the spec's order of preference. */
export function useLiveScore(eventId: string | undefined, initial?: { home?: number; away?: number }): ShownScore {
  const key = eventId ?? '';
  const { data: score } = useQuery<Score | null>({ queryKey: queryKeys.liveScore(key), queryFn: skipToken });
  const { data: statsSummary } = useQuery<LiveStatsSummary | null>({ queryKey: queryKeys.liveStatsSummary(key), queryFn: skipToken });
  // The previous shown value is kept as state from the last render (React's "previous props" pattern).
  const [previous, setPrevious] = useState<ShownScore | null>(null);
  const shown = nextShownScore({ statsSummary, score, previous, initial: initialScore(initial?.home, initial?.away) });
  if (previous?.home !== shown.home || previous?.away !== shown.away) setPrevious(shown);
  return shown;
}

/**
 * The match clock, re-rendered on each second boundary of the match (not of the wall clock), so it
 * never drifts from periodStartTime however late a timer fires. A new status with the same period
 * start (sent every few seconds of a fast replay) keeps the ticks as they are, with no render of its own.
 */
export function useMatchClock(status: EventStatus | undefined): ClockDisplay {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const labels = {
    fullTime: t('clock.fullTime', { defaultValue: 'FT' }),
    halfTime: t('clock.halfTime', { defaultValue: 'HT' }),
    afterExtraTime: t('clock.afterExtraTime', { defaultValue: 'AET' }),
    suspended: t('clock.suspended', { defaultValue: 'SUSP' }),
  };
  // Ticking in play from the period's start: a primitive, so the same start in a new status object is no change.
  const periodStartTime = status?.status === 'inPlay' ? status.periodStartTime : undefined;
  useEffect(() => {
    if (!periodStartTime) return;
    let timer: ReturnType<typeof setTimeout>;
    // An unreadable start (NaN) ticks once a second (msUntilNextTick), as the clock shows none for it.
    const start = Date.parse(periodStartTime);
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, msUntilNextTick(Date.now(), start));
    };
    // Right away (a new period start), then on each match second.
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [periodStartTime]);
  return clockDisplay(status, now, labels);
}
