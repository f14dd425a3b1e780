import { describe, expect, it } from 'vitest';
import { fixturesAnswer, nextFixtures } from './answers.ts';
import type { CompetitionContext } from './context.ts';
import { loadCompetition } from './data.ts';

/**
 * "Next" fixtures as at this match's kick-off (docs/feed-protocol.md): five, and only pairings
 * known then. At Euro 2020's opener Italy's round of 16 (Austria) and quarter-final (Belgium)
 * were still open; the feed listed them, and four of Barcelona's next five at Girona.
 */
async function contextOf(competitionId: string, matchId: string): Promise<CompetitionContext> {
  const competition = (await loadCompetition(competitionId))!;
  const match = competition.matches.find((candidate) => candidate.id === matchId)!;
  return { competition, teamId: { home: match.home, away: match.away }, kickoff: match.kickoff!, match, meetings: null };
}

const pairings = (rows: readonly { home: { name: string }; away: { name: string } }[]) =>
  rows.map((row) => `${row.home.name} v ${row.away.name}`);

describe('next fixtures as at kick-off', () => {
  it('lists at Turkey v Italy only the group matches drawn: no knockout opponent was known', async () => {
    const answer = fixturesAnswer(await contextOf('euro-2020', '2021-06-11-turkey-italy'), null, false, 'Group A');
    expect(pairings(answer.away.next)).toEqual(['Italy v Switzerland', 'Italy v Wales']);
    expect(pairings(answer.home.next)).toEqual(['Turkey v Wales', 'Switzerland v Turkey']);
    // The rounds list no knockout pairing either, before the group stage is over.
    expect(answer.rounds.map((round) => round.stage)).toEqual(['group', 'group', 'group']);
  });

  it("lists at Italy's quarter-final the semi-final only once the other quarter-final was decided", async () => {
    const answer = fixturesAnswer(await contextOf('euro-2020', '2021-07-02-belgium-italy'), null, false, 'Quarter-finals');
    expect(answer.away.next).toEqual([]);
    const semi = fixturesAnswer(await contextOf('euro-2020', '2021-07-06-italy-spain'), null, false, 'Semi-finals');
    // The final's pairing waited for the other semi-final (England v Denmark, the day after).
    expect(semi.home.next).toEqual([]);
  });

  it(`lists ${nextFixtures} of Barcelona's and Girona's next league matches, this one not counted among them`, async () => {
    const answer = fixturesAnswer(await contextOf('laliga-2018-19', '2018-09-23-barcelona-girona'), null, false, 'Matchday 5');
    expect(answer.home.next).toHaveLength(5);
    expect(answer.away.next).toHaveLength(5);
    expect(pairings(answer.home.next)[0]).toBe('Leganés v Barcelona');
    expect(answer.home.next.map((row) => row.id)).not.toContain('2018-09-23-barcelona-girona');
  });
});
