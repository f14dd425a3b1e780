import type { Incident, PeriodId, Side } from '../../../../contract/protocol.ts';
import { goalEvents, type Stage } from '../../../../contract/vocabulary.ts';

/**
 * The match story of the scoreboard, from the feed's incidents: pure functions, no React, so each
 * rule has a unit test (match-story.test.ts) and the screen only lays out what these return.
 */

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

/** How a section of the timeline ended, as a fan reads it at its divider, with the score then. */
export interface SectionEnd {
  /** A stage's word for the moment: half time, full time, end of second half (extra time followed), end of extra time, penalties. */
  stage: Extract<Stage, 'halfTime' | 'fullTime' | 'endOfSecondHalf' | 'endOfExtraTime' | 'penalties'>;
  score: { home: number; away: number };
}

const sectionOfStage: Partial<Record<Stage, TimelineSection>> = {
  halfTime: 'firstHalf',
  fullTime: 'secondHalf',
  endOfSecondHalf: 'secondHalf',
  extraTimeFullTime: 'extraTime',
  endOfExtraTime: 'extraTime',
  penalties: 'extraTime',
};

/**
 * The sections that are over, each with the score at its end: a section is over when a later one
 * has begun (the status's periods), when the match is in the break after it, or when it is
 * finished. The score counts the goals of the sections up to it (an own goal for the side the feed
 * gives it, as everywhere); the shoot-out's is its kicks scored. A section still being played has
 * no end, so a live match never shows a full-time score it has not reached.
 */
export function sectionEnds(
  incidents: readonly Incident[],
  kicks: readonly { side: Side; scored: boolean }[],
  stage: Stage | undefined,
  periods: readonly PeriodId[],
): Partial<Record<TimelineSection, SectionEnd>> {
  const begun = new Set(periods.map(sectionOf));
  for (const incident of incidents) begun.add(sectionOf(incident.period));
  if (kicks.length > 0) begun.add('shootout');
  const finished = stage === 'played';
  const breakAfter = stage ? sectionOfStage[stage] : undefined;
  const over = (section: TimelineSection) => {
    if (finished) return begun.has(section) || sectionOrder.indexOf(section) < sectionOrder.indexOf('extraTime');
    if (breakAfter !== undefined && sectionOrder.indexOf(section) <= sectionOrder.indexOf(breakAfter)) return true;
    return sectionOrder.slice(sectionOrder.indexOf(section) + 1).some((later) => begun.has(later));
  };
  const ends: Partial<Record<TimelineSection, SectionEnd>> = {};
  const score = { home: 0, away: 0 };
  for (const section of sectionOrder) {
    if (section === 'shootout') {
      if (!finished || !begun.has('shootout')) continue;
      const shootout = { home: 0, away: 0 };
      for (const kick of kicks) if (kick.scored) shootout[kick.side] += 1;
      ends.shootout = { stage: 'penalties', score: shootout };
      continue;
    }
    for (const incident of incidents) {
      if (sectionOf(incident.period) === section && goalEvents.has(incident.type)) score[incident.side] += 1;
    }
    if (!over(section)) continue;
    const extraTimeFollowed = begun.has('extraTime') || begun.has('shootout');
    const stageOfEnd: SectionEnd['stage'] =
      section === 'firstHalf'
        ? 'halfTime'
        : section === 'secondHalf'
          ? extraTimeFollowed
            ? 'endOfSecondHalf'
            : 'fullTime'
          : 'endOfExtraTime';
    ends[section] = { stage: stageOfEnd, score: { ...score } };
  }
  return ends;
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
