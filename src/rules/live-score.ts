import type { Side } from '../../contract/protocol.ts';

/**
 * The shown score of SPEC section 4 "Live score". Each side is chosen on its own, in the spec's
 * order: live stats goals, else the live score value, else the previously shown value, else the
 * initial value, else a dash.
 */

export const noScore = '-';
export type ShownScoreValue = number | typeof noScore;
export interface ShownScore {
  home: ShownScoreValue;
  away: ShownScoreValue;
}

/** What the live score reads of a `statsSummary` message: each side's goals. */
export interface LiveStatsGoals {
  home?: { goals?: number | null } | null;
  away?: { goals?: number | null } | null;
}

/** What the live score reads of a `score` message. */
export interface LiveScoreValues {
  home?: number | null;
  away?: number | null;
}

export interface ShownScoreSources {
  /** The latest `statsSummary` socket value, if any. */
  statsSummary?: LiveStatsGoals | null;
  /** The latest `score` socket value, if any. */
  score?: LiveScoreValues | null;
  /** The score shown so far. */
  previous?: ShownScore | null;
  /** The score the widget started from ({@link initialScore}). */
  initial?: ShownScore | null;
}

const sides: readonly Side[] = ['home', 'away'];

function isScoreValue(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A shown value: a dash stands for "nothing known", so it never outranks a later source. */
function shown(value: ShownScoreValue | undefined): number | undefined {
  return value === noScore ? undefined : value;
}

/** The score the widget starts from: the initial scores passed in, or a dash for each missing one. */
export function initialScore(home?: number | null, away?: number | null): ShownScore {
  return { home: isScoreValue(home) ? home : noScore, away: isScoreValue(away) ? away : noScore };
}

/** The next shown score, side by side, in the order of SPEC section 4 "Live score". */
export function nextShownScore({ statsSummary, score, previous, initial }: ShownScoreSources): ShownScore {
  const pick = (side: Side): ShownScoreValue => {
    const liveStatsGoals = statsSummary?.[side]?.goals;
    if (isScoreValue(liveStatsGoals)) return liveStatsGoals;
    const liveScore = score?.[side];
    if (isScoreValue(liveScore)) return liveScore;
    return shown(previous?.[side]) ?? shown(initial?.[side]) ?? noScore;
  };
  const [home, away] = sides.map(pick) as [ShownScoreValue, ShownScoreValue];
  return { home, away };
}
