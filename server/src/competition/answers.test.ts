import { describe, expect, it } from 'vitest';
import type { TeamMatchLine } from './team-match-line.ts';
import { tablesAnswer, teamAverages, topScorersAnswer } from './answers.ts';
import type { CompetitionContext } from './context.ts';
import type { FormEntry } from './form.ts';
import { competitionSoFar } from './so-far.ts';
import { league, played } from '../testing/tiny-competition.ts';

// Matchday 2 of a four-team league: Ajax v PSV is being shown.
const competition = league([
  played('2020-01-04', 'ajax', 'feyenoord', [0, 1], { kickoff: '2020-01-04T15:00:00Z' }),
  played('2020-01-04', 'psv', 'utrecht', [2, 0], { kickoff: '2020-01-04T15:00:00Z' }),
  played('2020-01-11', 'ajax', 'psv', [2, 2], { kickoff: '2020-01-11T15:00:00Z' }),
]);
const context: CompetitionContext = {
  competition,
  teamId: { home: 'ajax', away: 'psv' },
  kickoff: '2020-01-11T15:00:00Z',
  match: competition.matches[2],
  meetings: null,
};

describe('tablesAnswer', () => {
  const before = competitionSoFar(context, null);
  const rank = (answer: ReturnType<typeof tablesAnswer>, code: string) =>
    answer.tables[0]!.rows.find((row) => row.team.code.startsWith(code))!;

  it('is the table before kick-off, not live, with no movement', () => {
    const answer = tablesAnswer(context, before, before, null, false);
    expect(answer.live).toBe(false);
    expect(rank(answer, 'PSV')).toMatchObject({ rank: 1, points: 3, movement: 0, current: true });
    expect(rank(answer, 'AJA')).toMatchObject({ rank: 3, points: 0, current: true });
  });

  it('counts the match so far and says how many places each team moved since kick-off', () => {
    const current = { ...competition.matches[2]!, ft: [3, 0] as [number, number] };
    const answer = tablesAnswer(context, before, competitionSoFar(context, current), current, true);
    expect(answer.live).toBe(true);
    // Three teams on 3 points: Ajax (+2) goes from 3rd to 1st, Feyenoord (+1) stays 2nd, PSV (-1) drops from 1st to 3rd.
    expect(rank(answer, 'AJA')).toMatchObject({ rank: 1, points: 3, goalDifference: 2, movement: 2 });
    expect(rank(answer, 'FEY')).toMatchObject({ rank: 2, current: false, movement: 0 });
    expect(rank(answer, 'PSV')).toMatchObject({ rank: 3, points: 3, goalDifference: -1, movement: -2 });
  });

  it('still counts the match at full time, with its movement, but is no longer live', () => {
    const current = { ...competition.matches[2]!, ft: [3, 0] as [number, number] };
    const answer = tablesAnswer(context, before, competitionSoFar(context, current), current, false);
    expect(answer.live).toBe(false);
    expect(rank(answer, 'AJA')).toMatchObject({ rank: 1, points: 3, movement: 2 });
  });
});

describe('topScorersAnswer', () => {
  it('says unavailable, with no rows, for data without scorers', () => {
    expect(topScorersAnswer(competition, competition, 10)).toEqual({ available: false, rows: [] });
  });
});

describe('teamAverages', () => {
  const entry = (goalsFor: number, goalsAgainst: number): FormEntry => ({
    matchId: `m${goalsFor}${goalsAgainst}`,
    date: '2020-01-01',
    opponentId: 'x',
    venue: 'home',
    goalsFor,
    goalsAgainst,
    result: goalsFor > goalsAgainst ? 'W' : goalsFor === goalsAgainst ? 'D' : 'L',
  });
  const line = (shots: number, passes: number, passesCompleted: number): TeamMatchLine => ({
    goals: 0,
    goalsConceded: 0,
    assists: 0,
    shots,
    shotsOnTarget: 1,
    passes,
    passesCompleted,
    tackles: 10,
    fouls: 12,
    yellowCards: 2,
    redCards: 0,
    corners: 5,
  });

  it('averages results per match played and event data per measured match, pass accuracy over all passes', () => {
    const averages = teamAverages([entry(3, 0), entry(1, 1), entry(0, 2)], [line(10, 400, 300), line(15, 600, 540)]);
    expect(averages).toMatchObject({ played: 3, goalsFor: 1.33, goalsAgainst: 1, cleanSheetPercentage: 33, winPercentage: 33 });
    // 840 of 1,000 passes, not the mean of 75% and 90%.
    expect(averages.measured).toMatchObject({ shots: 12.5, passes: 500, passAccuracy: 84, corners: 5 });
    expect(averages.measuredSample).toEqual({ matches: 2 });
  });

  it('answers zeros, not NaN, for a team with no results, and measures nothing without event data', () => {
    const averages = teamAverages([], []);
    expect(averages).toMatchObject({ played: 0, goalsFor: 0, winPercentage: 0 });
    expect(averages).not.toHaveProperty('measured');
  });
});
