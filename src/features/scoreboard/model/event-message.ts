import type { Stage } from '../../../../contract/vocabulary.ts';

/** The event messages of SPEC section 8, as translation keys (locales: `events.*`). */
export type EventMessageKey =
  'events.aboutToStart' | 'events.toPenalties' | 'events.fullTimeWhistle' | 'events.wonOnPenalties' | 'events.waitingForPlay';

/**
 * Which event message a stage calls for: the match about to start in the moments before kick-off,
 * penalties once the shoot-out is the stage, the final whistle at full time and when the match is
 * over (or, after a shoot-out, who won it: the whistle blew before the kicks), and waiting for play
 * while the ball is not rolling between periods or in a suspension.
 */
export function eventMessageFor(stage: Stage | undefined, shootout?: { home: number; away: number } | null): EventMessageKey | null {
  switch (stage) {
    case 'momentsBeforeKO':
      return 'events.aboutToStart';
    case 'penalties':
      return 'events.toPenalties';
    case 'fullTime':
    case 'extraTimeFullTime':
    case 'played':
      // The feed sends a shoot-out only once kicks are taken, and one that is over has a winner.
      return shootout ? 'events.wonOnPenalties' : 'events.fullTimeWhistle';
    case 'halfTime':
    case 'extraTimeHalfTime':
    case 'endOfSecondHalf':
    case 'endOfExtraTime':
    case 'suspended':
      return 'events.waitingForPlay';
    default:
      return null;
  }
}
