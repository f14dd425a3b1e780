import { describe, expect, it } from 'vitest';
import { toCompetition, type CompetitionSource } from './openfootball.ts';
import { nations } from './teams.ts';

const source: CompetitionSource = {
  id: 'test-cup',
  name: 'Test Cup',
  season: '2022',
  format: 'tournament',
  file: 'test/cup.json',
  timeZone: 'Asia/Qatar',
  teams: nations,
  hasScorers: true,
};

const final = {
  round: 'Final',
  date: '2022-12-18',
  time: '18:00',
  team1: 'Argentina',
  team2: 'France',
  score: { ft: [2, 2], ht: [2, 0], et: [3, 3], p: [4, 2] },
  goals1: [
    { name: 'Lionel Messi', minute: 23, penalty: true },
    { name: 'Lionel Messi', minute: 108 },
    { name: 'Ángel Di María', minute: 36 },
  ],
  goals2: [
    { name: 'Kylian Mbappé', minute: 80, penalty: true },
    { name: 'Mbappé', minute: 81 },
    { name: 'Kylian Mbappé', minute: 118, penalty: true },
  ],
};
const group = {
  round: 'Matchday 1',
  date: '2022-11-22',
  time: '13:00',
  team1: 'USA',
  team2: 'Wales',
  score: { ft: [0, 0] },
  group: 'Group B',
};

describe('openfootball import', () => {
  it('keeps the scores, converts kick-off to UTC and lists goals in time order', () => {
    const competition = toCompetition(
      { ...source, corrections: { scorerNames: { Mbappé: 'Kylian Mbappé' } } },
      { name: 'x', matches: [final, group] },
    );
    expect(competition.teams.map((team) => team.id)).toEqual(['argentina', 'france', 'united-states', 'wales']);
    const [opener, last] = competition.matches;
    expect(opener).toEqual({
      id: '2022-11-22-united-states-wales',
      date: '2022-11-22',
      kickoff: '2022-11-22T10:00:00Z',
      round: 'Matchday 1',
      group: 'B',
      home: 'united-states',
      away: 'wales',
      ft: [0, 0],
      scorers: [],
    });
    expect(last).toMatchObject({ ft: [2, 2], ht: [2, 0], aet: [3, 3], pens: [4, 2] });
    expect(last?.scorers?.map((scorer) => `${scorer.minute} ${scorer.side} ${scorer.name}`)).toEqual([
      '23 home Lionel Messi',
      '36 home Ángel Di María',
      '80 away Kylian Mbappé',
      '81 away Kylian Mbappé',
      '108 home Lionel Messi',
      '118 away Kylian Mbappé',
    ]);
  });

  it('refuses one player under two spellings until a correction names him', () => {
    expect(() => toCompetition(source, { name: 'x', matches: [final] })).toThrow(/france: "Kylian Mbappé" \/ "Mbappé"/);
  });

  it('refuses scorers that do not add up, and swaps them back when a correction says the source misfiled them', () => {
    // As in the Euro 2020 file, where England's goals in their 4-0 at Ukraine are listed under Ukraine.
    const quarterFinal = {
      round: 'Quarter-finals',
      date: '2021-07-03',
      team1: 'Ukraine',
      team2: 'England',
      score: { ft: [0, 2] },
      goals1: [
        { name: 'Kane', minute: 4 },
        { name: 'Maguire', minute: 46 },
      ],
      goals2: [],
    };
    expect(() => toCompetition(source, { name: 'x', matches: [quarterFinal] })).toThrow(
      /test\/cup\.json: 2021-07-03-ukraine-england: scorers make 2-0, the score is 0-2/,
    );
    const corrected = toCompetition(
      { ...source, corrections: { swappedScorerSides: ['2021-07-03 Ukraine v England'] } },
      { name: 'x', matches: [quarterFinal] },
    );
    expect(corrected.matches[0]?.scorers).toEqual([
      { side: 'away', name: 'Kane', minute: 4 },
      { side: 'away', name: 'Maguire', minute: 46 },
    ]);
  });

  it('names an unknown team, a code that disagrees and a correction for a match that is not there', () => {
    expect(() => toCompetition(source, { name: 'x', matches: [{ ...group, team2: 'Atlantis' }] })).toThrow(/no team entry for "Atlantis"/);
    expect(() =>
      toCompetition(source, { name: 'x', rounds: [{ name: 'Matchday 1', matches: [{ ...group, team1: { name: 'USA', code: 'US' } }] }] }),
    ).toThrow(/codes USA US, our table says USA/);
    expect(() =>
      toCompetition({ ...source, corrections: { swappedScorerSides: ['2000-01-01 A v B'] } }, { name: 'x', matches: [group] }),
    ).toThrow(/correction for a match not in the file: 2000-01-01 A v B/);
  });
});
