import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../../contract/protocol.ts';
import finalIncidents from '../../../testing/answers/wc2022-final.incidents.json';
import { scorersBySide } from '../../../rules/match-goals.ts';
import { colourOf, sectionEnds, timelineSections } from './match-story.ts';
import { summaryFacts } from '../../../rules/match-summary.ts';

const final = finalIncidents.incidents as Incident[];
const goal = (over: Partial<Incident>): Incident => ({ id: 'g', type: 'goal', side: 'home', period: 'firstHalf', minute: 10, ...over });

describe('scorersBySide', () => {
  it('groups a player’s goals in order and marks penalties (2022 final)', () => {
    const scorers = scorersBySide(final);
    expect(
      scorers.home.map((line) => [line.name, line.goals.map((entry) => `${entry.minute}${entry.mark ? ` ${entry.mark}` : ''}`)]),
    ).toEqual([
      ['Messi', ["23' penalty", "108'"]],
      ['Di María', ["36'"]],
    ]);
    expect(scorers.away.map((line) => [line.name, line.goals.map((entry) => entry.minute)])).toEqual([['Mbappé', ["80'", "81'", "118'"]]]);
  });

  it('keeps an own goal on a line of its own, for the side it counts for, and leaves cards and shoot-out kicks out', () => {
    const scorers = scorersBySide([
      goal({ id: 'a', playerId: 'p1', playerName: 'Varane', side: 'away' }),
      goal({ id: 'b', type: 'ownGoal', playerId: 'p1', playerName: 'Varane', side: 'home', minute: 30 }),
      goal({ id: 'c', type: 'yellowCard', playerName: 'X' }),
      goal({ id: 'd', period: 'penaltyShootout', playerName: 'Y' }),
    ]);
    expect(scorers.home).toEqual([{ name: 'Varane', goals: [{ id: 'b', minute: "30'", mark: 'ownGoal' }] }]);
    expect(scorers.away).toEqual([{ name: 'Varane', goals: [{ id: 'a', minute: "10'", mark: undefined }] }]);
  });

  it('puts a side’s goals with no player at all on one line of the side, apart from a goal whose scorer has no name', () => {
    const scorers = scorersBySide([
      goal({ id: 'a', minute: 12, score: { home: 1, away: 0 } }),
      goal({ id: 'b', playerId: 'p9', minute: 20 }),
      goal({ id: 'c', minute: 31 }),
      goal({ id: 'd', side: 'away', playerName: 'Jony', minute: 40 }),
    ]);
    expect(scorers.home).toEqual([
      {
        name: undefined,
        noScorer: true,
        goals: [
          { id: 'a', minute: "12'", mark: undefined },
          { id: 'c', minute: "31'", mark: undefined },
        ],
      },
      { name: undefined, goals: [{ id: 'b', minute: "20'", mark: undefined }] },
    ]);
    expect(scorers.away).toEqual([{ name: 'Jony', goals: [{ id: 'd', minute: "40'", mark: undefined }] }]);
    expect(summaryFacts([goal({ id: 'a' })], { home: 1, away: 0 }).scorers.home[0]).toMatchObject({ noScorer: true });
  });
});

describe('timelineSections', () => {
  it('splits by period, extra time as one section, newest section and newest incident first', () => {
    const sections = timelineSections(final);
    expect(sections.map((entry) => entry.section)).toEqual(['shootout', 'extraTime', 'secondHalf', 'firstHalf']);
    expect(sections[1]!.incidents.map((incident) => incident.minute)).toEqual([120, 120, 118, 116, 116, 114, 113, 108, 103, 102, 96, 91]);
    expect(sections.at(-1)!.incidents.at(-1)).toMatchObject({ minute: 23, type: 'penaltyGoal' });
  });
});

describe('sectionEnds', () => {
  const kicks = finalIncidents.shootout.kicks as { side: 'home' | 'away'; scored: boolean }[];

  it('gives the 2022 final its real scores at each divider: 2-0 at half time, 2-2 after 90, 3-3 after extra time, 4-2 on penalties', () => {
    const ends = sectionEnds(final, kicks, 'played', []);
    expect(ends).toEqual({
      firstHalf: { stage: 'halfTime', score: { home: 2, away: 0 } },
      secondHalf: { stage: 'endOfSecondHalf', score: { home: 2, away: 2 } },
      extraTime: { stage: 'endOfExtraTime', score: { home: 3, away: 3 } },
      shootout: { stage: 'penalties', score: { home: 4, away: 2 } },
    });
  });

  it('ends nothing still being played: in the second half only the first half has its score', () => {
    const firstHour = final.filter((incident) => incident.period === 'firstHalf' || (incident.minute ?? 0) < 60);
    expect(sectionEnds(firstHour, [], 'inPlay', ['firstHalf', 'secondHalf'])).toEqual({
      firstHalf: { stage: 'halfTime', score: { home: 2, away: 0 } },
    });
    expect(
      sectionEnds(
        firstHour.filter((incident) => incident.period === 'firstHalf'),
        [],
        'inPlay',
        ['firstHalf'],
      ),
    ).toEqual({});
  });

  it('ends a section at the break after it, and calls a match without extra time full time', () => {
    const ninety = final.filter((incident) => incident.period === 'firstHalf' || incident.period === 'secondHalf');
    expect(sectionEnds(ninety, [], 'halfTime', ['firstHalf'])).toMatchObject({ firstHalf: { stage: 'halfTime' } });
    expect(sectionEnds(ninety, [], 'played', ['firstHalf', 'secondHalf'])).toEqual({
      firstHalf: { stage: 'halfTime', score: { home: 2, away: 0 } },
      secondHalf: { stage: 'fullTime', score: { home: 2, away: 2 } },
    });
  });
});

describe('colourOf', () => {
  it('draws each incident in its brand incident colour', () => {
    expect(colourOf('goal')).toBe('goal');
    expect(colourOf('penaltyGoal')).toBe('penalty');
    expect(colourOf('penaltyMiss')).toBe('miss');
    expect(colourOf('secondYellowCard')).toBe('redCard');
    expect(colourOf('cancelled')).toBe('var');
    expect(colourOf('substitution')).toBeUndefined();
  });
});

describe('summaryFacts', () => {
  it('lists the sendings-off with side and minute', () => {
    const facts = summaryFacts([goal({ id: 'r', type: 'redCard', side: 'away', playerName: 'Z', minute: 90, addedMinute: 3 })], {
      home: 0,
      away: 0,
    });
    expect(facts.sentOff).toEqual([{ side: 'away', name: 'Z', minute: "90+3'" }]);
    expect(facts.shootout).toBeUndefined();
  });
});
