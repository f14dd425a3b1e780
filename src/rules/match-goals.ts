import type { Incident, Side } from '../../contract/protocol.ts';
import { goalEvents } from '../../contract/vocabulary.ts';

/**
 * What counts as a goal of the match and how its minute reads: one definition for the scoreboard
 * (scorers, timeline, summary), the finished stream's poster and the momentum chart.
 */

/** A minute as a fan reads it: 64', and 90+2' for a minute of added time. */
export function minuteText(minute: number | undefined, addedMinute?: number): string {
  if (minute === undefined) return '';
  return addedMinute ? `${minute}+${addedMinute}'` : `${minute}'`;
}

/** A goal of the match: the kicks of a shoot-out decide a winner but are not goals of the match. */
export const isMatchGoal = (incident: Incident): boolean => goalEvents.has(incident.type) && incident.period !== 'penaltyShootout';

/** How a goal is marked beside its minute: a penalty, an own goal, or plainly. */
export type GoalMark = 'penalty' | 'ownGoal' | undefined;

export const goalMark = (type: Incident['type']): GoalMark =>
  type === 'penaltyGoal' ? 'penalty' : type === 'ownGoal' ? 'ownGoal' : undefined;

/** Which side is ahead in a score (a match's, or a shoot-out's: its winner once it is over), or null when level. */
export function leader(score: { home: number; away: number }): Side | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}
