import type { Stage } from '../../../../contract/vocabulary.ts';
import { isPreMatchStage } from '../../../../contract/stage-groups.ts';

/**
 * Whether the pitch view may narrate play ("France on the ball in the attacking third"): only
 * while the ball is in play. At a break, during a suspension or a shoot-out (whose kicks are not
 * open play) and once the match is over, it says where the match stands instead.
 */
export type PitchPhase = 'beforeKickOff' | 'inPlay' | 'stopped';

export function pitchPhase(stage: Stage): PitchPhase {
  if (isPreMatchStage(stage)) return 'beforeKickOff';
  return stage === 'inPlay' ? 'inPlay' : 'stopped';
}

/**
 * The stage a stopped pitch names. A finished match reads "Full time", as the clock's FT does, or
 * "End of extra time" when it went to extra time (the clock's AET, SPEC section 4).
 */
export function stoppedStageName(stage: Stage, extraTimePlayed: boolean): Stage {
  if (stage !== 'played' && stage !== 'fullTime') return stage;
  return extraTimePlayed ? 'extraTimeFullTime' : 'fullTime';
}

/** Stages reached only once the second half is over: regular time (90 minutes and stoppage) is done. */
const afterRegularTime: ReadonlySet<Stage> = new Set<Stage>([
  'endOfSecondHalf',
  'extraTimeHalfTime',
  'endOfExtraTime',
  'penalties',
  'fullTime',
  'extraTimeFullTime',
  'played',
]);

/** The periods of play that have started, as `/live_stats` lists them (no shoot-out). */
export type PlayedPeriod = 'firstHalf' | 'secondHalf' | 'firstHalfExtraTime' | 'secondHalfExtraTime';

/** The stretch of play a bet line is about: the first half, or the match's regular time. */
export type BetScope = 'firstHalf' | 'regularTime';

/**
 * Whether the stretch of play a market is about has ended, from the stage and the periods that
 * have started: the first half is over at half time and once the second half has begun; regular
 * time once the second half has ended (extra time does not count in match markets, as bookmakers
 * settle them).
 */
export function isScopeOver(scope: BetScope, stage: Stage, periodsStarted: readonly PlayedPeriod[]): boolean {
  const regularTimeOver = afterRegularTime.has(stage) || periodsStarted.some((period) => period.endsWith('ExtraTime'));
  if (scope === 'regularTime') return regularTimeOver;
  return stage === 'halfTime' || regularTimeOver || periodsStarted.some((period) => period !== 'firstHalf');
}
