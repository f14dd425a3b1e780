import type { Incident, PeriodId, Side } from '../../../../contract/protocol.ts';

/**
 * The match story of the scoreboard, from the feed's incidents: pure functions, no React, so each
 * rule has a unit test (match-story.test.ts) and the screen only lays out what these return.
 */

/** A minute as a fan reads it: 64', and 90+2' for a minute of added time. */
export function minuteText(minute: number | undefined, addedMinute?: number): string {
  if (minute === undefined) return '';
  return addedMinute ? `${minute}+${addedMinute}'` : `${minute}'`;
}

/** The incident types that put a goal on the board. */
export const goalTypes: ReadonlySet<Incident['type']> = new Set(['goal', 'penaltyGoal', 'ownGoal']);

export type GoalMark = 'penalty' | 'ownGoal' | undefined;

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
export const hasNoScorer = (incident: Incident) => goalTypes.has(incident.type) && !incident.playerId && !incident.playerName;

/**
 * Each side's scorers in the order they first scored, their goals grouped (Messi 64', 90+2'). An own
 * goal counts for the side that benefits, as the feed sends it, and is marked. The side's goals with
 * no scorer share one line.
 */
export function scorersBySide(incidents: readonly Incident[]): Record<Side, ScorerLine[]> {
  const result: Record<Side, ScorerLine[]> = { home: [], away: [] };
  const byKey = new Map<string, ScorerLine>();
  for (const incident of incidents) {
    if (!goalTypes.has(incident.type) || incident.period === 'penaltyShootout') continue;
    const mark: GoalMark = incident.type === 'penaltyGoal' ? 'penalty' : incident.type === 'ownGoal' ? 'ownGoal' : undefined;
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

/** The sections of the timeline, in match order; extra time is one section of both its halves. */
export type TimelineSection = 'firstHalf' | 'secondHalf' | 'extraTime' | 'shootout';

export function sectionOf(period: PeriodId): TimelineSection {
  if (period === 'firstHalf' || period === 'secondHalf') return period;
  return period === 'penaltyShootout' ? 'shootout' : 'extraTime';
}

const sectionOrder: readonly TimelineSection[] = ['firstHalf', 'secondHalf', 'extraTime', 'shootout'];

/**
 * The incidents split by section, each section newest first (a fan coming back mid-match reads the
 * latest first), sections newest first too. The feed lists incidents in match order.
 */
export function timelineSections(incidents: readonly Incident[]): { section: TimelineSection; incidents: Incident[] }[] {
  const grouped = new Map<TimelineSection, Incident[]>();
  for (const incident of incidents) {
    const section = sectionOf(incident.period);
    const lines = grouped.get(section);
    if (lines) lines.push(incident);
    else grouped.set(section, [incident]);
  }
  return sectionOrder
    .filter((section) => grouped.has(section))
    .map((section) => ({ section, incidents: grouped.get(section)!.reverse() }))
    .reverse();
}

/** The brand's incident colour (palette.incident / onIncident) each incident is drawn in. */
export type IncidentColour = 'goal' | 'yellowCard' | 'redCard' | 'penalty' | 'miss' | 'var';

export function colourOf(type: Incident['type']): IncidentColour | undefined {
  switch (type) {
    case 'goal':
    case 'ownGoal':
      return 'goal';
    case 'penaltyGoal':
      return 'penalty';
    case 'penaltyMiss':
      return 'miss';
    case 'yellowCard':
      return 'yellowCard';
    case 'secondYellowCard':
    case 'redCard':
      return 'redCard';
    case 'var':
    case 'cancelled':
      return 'var';
    default:
      return undefined;
  }
}

export interface MatchSummaryFacts {
  score: { home: number; away: number };
  shootout?: { home: number; away: number };
  scorers: Record<Side, ScorerLine[]>;
  sentOff: { side: Side; name: string | undefined; minute: string }[];
}

/** What a half-time or post-match summary says, from the incidents and the score. */
export function summaryFacts(
  incidents: readonly Incident[],
  score: { home: number; away: number },
  shootout?: { home: number; away: number },
): MatchSummaryFacts {
  return {
    score,
    ...(shootout ? { shootout } : {}),
    scorers: scorersBySide(incidents),
    sentOff: incidents
      .filter((incident) => incident.type === 'redCard' || incident.type === 'secondYellowCard')
      .map((incident) => ({ side: incident.side, name: incident.playerName, minute: minuteText(incident.minute, incident.addedMinute) })),
  };
}

/** Which side leads, or null when level. */
export function leader(score: { home: number; away: number }): Side | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}
