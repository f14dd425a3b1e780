import { mostRecentFirst, withinWindow } from './match-time.ts';
import type { Meeting } from './schema.ts';

export interface HeadToHead {
  /** Most recent first. */
  meetings: Meeting[];
  teamAWins: number;
  teamBWins: number;
  /** Meetings settled by a shoot-out are draws: the record counts results, not who went through. */
  draws: number;
  teamAGoals: number;
  teamBGoals: number;
}

export interface HeadToHeadOptions {
  /** ISO date or date-time: only meetings strictly before it (the record going into a match). */
  before?: string;
}

/** The record between two teams, from either team's point of view; empty when they never met. */
export function headToHead(meetings: readonly Meeting[], teamA: string, teamB: string, options: HeadToHeadOptions = {}): HeadToHead {
  const between = meetings
    .filter((meeting) => (meeting.home === teamA && meeting.away === teamB) || (meeting.home === teamB && meeting.away === teamA))
    .filter(withinWindow({ before: options.before }))
    .sort(mostRecentFirst);

  const record: HeadToHead = { meetings: between, teamAWins: 0, teamBWins: 0, draws: 0, teamAGoals: 0, teamBGoals: 0 };
  for (const meeting of between) {
    const teamAAtHome = meeting.home === teamA;
    const goalsA = teamAAtHome ? meeting.homeScore : meeting.awayScore;
    const goalsB = teamAAtHome ? meeting.awayScore : meeting.homeScore;
    record.teamAGoals += goalsA;
    record.teamBGoals += goalsB;
    if (goalsA > goalsB) record.teamAWins += 1;
    else if (goalsB > goalsA) record.teamBWins += 1;
    else record.draws += 1;
  }
  return record;
}
