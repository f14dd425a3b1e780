import type { Incident, Side } from '../../../../contract/protocol.ts';
import { minuteText } from '../../../rules/match-goals.ts';
import { scorersBySide, type ScorerLine } from './match-story.ts';

// The half-time and post-match summary's rules, apart from match-story.ts: only the summary's lazy
// chunk reads them, so they stay off the first paint.

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
