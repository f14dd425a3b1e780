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

export interface ScorerLine {
  /** The player as the feed names them ('N/A' is the screen's word for a missing name). */
  name: string | undefined;
  /** The side's goals that have no player at all (a goal the feed gives no scorer): shown as the side's goals, not 'N/A'. */
  noScorer?: true;
  goals: { id: string; minute: string; mark: GoalMark }[];
}

/**
 * A goal with no player at all, neither id nor name: the feed knows it was scored, not by whom (a
 * goal fired through the control API without a scorer). It is the side's, never 'N/A'.
 */
export const hasNoScorer = (incident: Incident) => goalEvents.has(incident.type) && !incident.playerId && !incident.playerName;

/**
 * Each side's scorers in the order they first scored, their goals grouped (Messi 64', 90+2'). An own
 * goal counts for the side that benefits, as the feed sends it, and is marked. The side's goals with
 * no scorer share one line.
 */
export function scorersBySide(incidents: readonly Incident[]): Record<Side, ScorerLine[]> {
  const result: Record<Side, ScorerLine[]> = { home: [], away: [] };
  const byKey = new Map<string, ScorerLine>();
  for (const incident of incidents) {
    if (!isMatchGoal(incident)) continue;
    const mark = goalMark(incident.type);
    const noScorer = hasNoScorer(incident);
    // An own goal stays on a line of its own: it is not one of the player's goals for his side.
    const who = noScorer ? '' : (incident.playerId ?? incident.playerName ?? incident.id);
    const key = `${incident.side}|${who}|${mark === 'ownGoal' ? 'og' : ''}`;
    let line = byKey.get(key);
    if (!line) {
      line = { name: incident.playerName, ...(noScorer ? { noScorer: true as const } : {}), goals: [] };
      byKey.set(key, line);
      result[incident.side].push(line);
    }
    line.goals.push({ id: incident.id, minute: minuteText(incident.minute, incident.addedMinute), mark });
  }
  return result;
}
