import type { TeamMatchLine } from './team-match-line.ts';
import type { FormEntry } from './form.ts';
import type { Match } from './schema.ts';

/**
 * The sample behind `/season_avg`'s averages, so a client can say what they are over and work
 * per-90 values from minutes rather than assume every match lasted 90.
 *
 * Minutes are regulation minutes, as per-90 figures are usually counted: 90 for a match, 120 for
 * one that went to extra time (stoppage time is not added; a shoot-out adds nothing). The match
 * in play counts the regulation minutes it has played so far, since its score so far is in the
 * results.
 */

/** Regulation length of each period that counts towards a team's minutes. */
const periodMinutes: Readonly<Record<string, number>> = { firstHalf: 45, secondHalf: 45, firstHalfExtraTime: 15, secondHalfExtraTime: 15 };

/** Regulation minutes of a finished match: 120 after extra time, else 90. */
export function matchMinutes(match: Pick<Match, 'aet'>): number {
  return match.aet ? 120 : 90;
}

/** A period as the replay's timeline holds it (in seconds from kick-off; breaks are other phases). */
export interface PlayedPhase {
  stage: string;
  period?: string;
  start: number;
}

/**
 * Regulation minutes played by `second`: each period's time on the clock so far, capped at its
 * regulation length (its stoppage time does not count), in whole minutes.
 */
export function minutesPlayedBy(phases: readonly PlayedPhase[], second: number): number {
  let seconds = 0;
  for (const phase of phases) {
    const length = phase.stage === 'inPlay' && phase.period ? periodMinutes[phase.period] : undefined;
    if (length === undefined) continue;
    seconds += Math.min(length * 60, Math.max(0, second - phase.start));
  }
  return Math.floor(seconds / 60);
}

/**
 * Minutes a team's results cover: each match's regulation minutes, looked up in the competition's
 * matches; the match in play (`inPlay`) its minutes so far. Undefined when a result is not found,
 * rather than a guess.
 */
export function resultsMinutes(
  results: readonly FormEntry[],
  matches: readonly Pick<Match, 'id' | 'aet'>[],
  inPlay?: { matchId: string; minutes: number },
): number | undefined {
  const byId = new Map(matches.map((match) => [match.id, match]));
  let minutes = 0;
  for (const entry of results) {
    if (inPlay && entry.matchId === inPlay.matchId) {
      minutes += inPlay.minutes;
      continue;
    }
    const match = byId.get(entry.matchId);
    if (!match) return undefined;
    minutes += matchMinutes(match);
  }
  return minutes;
}

/** How many matches (and, when every one says, minutes) the measured averages are over. */
export function measuredSample(lines: readonly TeamMatchLine[]): { matches: number; minutes?: number } {
  const known = lines.every((line) => line.minutes !== undefined);
  return known ? { matches: lines.length, minutes: lines.reduce((sum, line) => sum + line.minutes!, 0) } : { matches: lines.length };
}
