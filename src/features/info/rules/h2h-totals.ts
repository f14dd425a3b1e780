/** The totals of the head-to-head meetings, from the point of view of this match's home team. */
export interface MeetingLike {
  home: { id: string };
  away: { id: string };
  homeScore: number;
  awayScore: number;
}

export interface HeadToHeadTotals {
  meetings: number;
  homeWins: number;
  awayWins: number;
  draws: number;
  homeGoals: number;
  awayGoals: number;
  /** Meetings in which both teams scored. */
  bothScored: number;
  /** Meetings with three goals or more. */
  overTwoAndHalf: number;
}

/** `homeTeamId` is this match's home team: a meeting it played away counts from its side all the same. */
export function headToHeadTotals(meetings: readonly MeetingLike[], homeTeamId: string): HeadToHeadTotals {
  const totals: HeadToHeadTotals = {
    meetings: 0,
    homeWins: 0,
    awayWins: 0,
    draws: 0,
    homeGoals: 0,
    awayGoals: 0,
    bothScored: 0,
    overTwoAndHalf: 0,
  };
  for (const meeting of meetings) {
    const ours = meeting.home.id === homeTeamId ? meeting.homeScore : meeting.awayScore;
    const theirs = meeting.home.id === homeTeamId ? meeting.awayScore : meeting.homeScore;
    totals.meetings += 1;
    totals.homeGoals += ours;
    totals.awayGoals += theirs;
    if (ours > theirs) totals.homeWins += 1;
    else if (ours < theirs) totals.awayWins += 1;
    else totals.draws += 1;
    if (ours > 0 && theirs > 0) totals.bothScored += 1;
    if (ours + theirs > 2.5) totals.overTwoAndHalf += 1;
  }
  return totals;
}
