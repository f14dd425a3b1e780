import { describe, expect, it } from 'vitest';
import type { CompetitionContext } from './context.ts';
import { competitionSoFar, matchSoFar, spelledInCompetition, type GoalSoFar, type MatchSoFar } from './so-far.ts';
import { played, tournament, league } from '../testing/tiny-competition.ts';

// Italy v Wales on 2020-06-10 is the match being shown; the data holds its record (2-0) too.
const groupA = tournament([
  played('2020-06-01', 'italy', 'spain', [1, 1], {
    group: 'A',
    kickoff: '2020-06-01T19:00:00Z',
    scorers: [
      { side: 'home', name: 'Immobile', minute: 10 },
      { side: 'away', name: 'Morata', minute: 80, penalty: true },
    ],
  }),
  played('2020-06-05', 'wales', 'spain', [0, 2], {
    group: 'A',
    kickoff: '2020-06-05T19:00:00Z',
    scorers: [
      { side: 'away', name: 'Morata', minute: 20 },
      { side: 'away', name: 'Rodrigo Hernández', minute: 30 },
    ],
  }),
  played('2020-06-10', 'italy', 'wales', [2, 0], {
    group: 'A',
    kickoff: '2020-06-10T19:00:00Z',
    scorers: [
      { side: 'home', name: 'Immobile', minute: 20 },
      { side: 'home', name: 'Insigne', minute: 70 },
    ],
  }),
  played('2020-06-10', 'spain', 'turkey', [3, 0], { group: 'B', kickoff: '2020-06-10T19:00:00Z' }),
  played('2020-06-14', 'italy', 'turkey', [1, 0], { group: 'A', kickoff: '2020-06-14T19:00:00Z' }),
]);
const context: CompetitionContext = {
  competition: groupA,
  teamId: { home: 'italy', away: 'wales' },
  kickoff: '2020-06-10T19:00:00Z',
  match: groupA.matches[2],
  meetings: null,
};

const goal = (side: GoalSoFar['side'], name: string | null, minute: number, extra: Partial<GoalSoFar> = {}): GoalSoFar => ({
  side,
  ...(name
    ? { player: { name, shortName: name.split(' ').at(-1)!, side: extra.ownGoal ? (side === 'home' ? 'away' : 'home') : side } }
    : {}),
  minute,
  extraTime: minute > 90,
  ...extra,
});
const soFar = (goals: GoalSoFar[], extra: Partial<MatchSoFar> = {}): MatchSoFar => ({
  started: true,
  goals,
  extraTime: false,
  shootout: null,
  ...extra,
});

describe('spelledInCompetition', () => {
  it('takes the data\u2019s spelling of the player\u2019s team by full name, short name, then a surname only one of them has', () => {
    expect(spelledInCompetition(context, { name: 'Ciro Immobile', shortName: 'Ciro Immobile', side: 'home' })).toBe('Immobile');
    expect(spelledInCompetition(context, { name: 'Lorenzo Insigne', shortName: 'Insigne', side: 'home' })).toBe('Insigne');
    expect(
      spelledInCompetition(
        { ...context, teamId: { home: 'spain', away: 'wales' } },
        { name: 'Álvaro Morata', shortName: 'Morata', side: 'home' },
      ),
    ).toBe('Morata');
    // Accents and case do not part a name from its spelling.
    expect(
      spelledInCompetition(
        { ...context, teamId: { home: 'spain', away: 'wales' } },
        { name: 'rodrigo hernandez', shortName: 'Rodri', side: 'home' },
      ),
    ).toBe('Rodrigo Hernández');
  });

  it('keeps the scenario name of a player the data never names, and never takes another team\u2019s spelling', () => {
    expect(spelledInCompetition(context, { name: 'Federico Chiesa', shortName: 'Chiesa', side: 'home' })).toBe('Federico Chiesa');
    expect(spelledInCompetition(context, { name: 'Álvaro Morata', shortName: 'Morata', side: 'home' })).toBe('Álvaro Morata');
  });
});

describe('matchSoFar', () => {
  it('is nothing before kick-off', () => {
    expect(matchSoFar(context, soFar([], { started: false }), 'Matchday 2')).toBeNull();
  });

  it('is the record\u2019s match with the replay\u2019s score and scorers so far, spelt as the data spells them', () => {
    const current = matchSoFar(context, soFar([goal('home', 'Ciro Immobile', 20)]), 'Matchday 2')!;
    expect(current).toMatchObject({ id: '2020-06-10-italy-wales', group: 'A', home: 'italy', away: 'wales', ft: [1, 0] });
    expect(current.scorers).toEqual([{ side: 'home', name: 'Immobile', minute: 20 }]);
    expect(current.aet).toBeUndefined();
  });

  it('splits 90 minutes from extra time, adds a finished shoot-out, and counts a fired goal in the score only', () => {
    const current = matchSoFar(
      context,
      soFar([goal('home', 'Ciro Immobile', 20), goal('away', null, 60), goal('home', 'Lorenzo Insigne', 100, { penalty: true })], {
        extraTime: true,
        shootout: { home: 4, away: 2 },
      }),
      'Matchday 2',
    )!;
    expect(current).toMatchObject({ ft: [1, 1], aet: [2, 1], pens: [4, 2] });
    expect(current.scorers!.map((scorer) => [scorer.name, scorer.penalty ?? false])).toEqual([
      ['Immobile', false],
      ['Insigne', true],
    ]);
  });

  it('has no scorers in a competition whose data has none, and a made-up id when the data lacks the match', () => {
    const scoresOnly = league([played('2020-06-01', 'italy', 'spain', [1, 1])], ['wales']);
    const current = matchSoFar(
      {
        competition: scoresOnly,
        teamId: { home: 'italy', away: 'wales' },
        kickoff: '2020-06-10T19:00:00Z',
        match: undefined,
        meetings: null,
      },
      soFar([goal('home', 'Ciro Immobile', 20)]),
      'Matchday 2',
    )!;
    expect(current).toMatchObject({ id: 'current-match', date: '2020-06-10', round: 'Matchday 2', ft: [1, 0] });
    expect(current.scorers).toBeUndefined();
  });
});

describe('competitionSoFar', () => {
  const ids = (matches: { id: string }[]) => matches.map((match) => match.id);

  it('holds what kicked off before this match, never the data\u2019s record of it, nor what kicked off with or after it', () => {
    expect(ids(competitionSoFar(context, null).matches)).toEqual(['2020-06-01-italy-spain', '2020-06-05-wales-spain']);
  });

  it('adds this match so far in place of the record', () => {
    const current = matchSoFar(context, soFar([]), 'Matchday 2')!;
    const now = competitionSoFar(context, current);
    expect(ids(now.matches)).toEqual(['2020-06-01-italy-spain', '2020-06-05-wales-spain', '2020-06-10-italy-wales']);
    expect(now.matches.at(-1)!.ft).toEqual([0, 0]);
  });
});
