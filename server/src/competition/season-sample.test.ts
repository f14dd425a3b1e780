import { describe, expect, it } from 'vitest';
import type { TeamMatchLine } from './team-match-line.ts';
import { compileMatch } from '../match/compile.ts';
import { loadScenarios } from '../scenario/load.ts';
import type { FormEntry } from './form.ts';
import { matchMinutes, minutesPlayedBy, measuredSample, resultsMinutes } from './season-sample.ts';

const scenarios = await loadScenarios();
const final = compileMatch(scenarios.get('wc2022-final')!);
const liga = compileMatch(scenarios.get('laliga-2018-19-bar-ala')!);

const entry = (matchId: string): FormEntry => ({
  matchId,
  date: '2022-12-01',
  opponentId: 'x',
  venue: 'home',
  goalsFor: 1,
  goalsAgainst: 1,
  result: 'D',
});

describe('minutes of a finished match', () => {
  it('is 90, or 120 after extra time; a shoot-out adds none', () => {
    expect(matchMinutes({})).toBe(90);
    expect(matchMinutes({ aet: [2, 2] })).toBe(120);
  });
});

describe('regulation minutes played by a moment of the replay', () => {
  const { phases, periodStart } = final.timeline;

  it('counts nothing before kick-off and the clock up to 45 in the first half', () => {
    expect(minutesPlayedBy(phases, -600)).toBe(0);
    expect(minutesPlayedBy(phases, 30 * 60 + 59)).toBe(30);
  });

  it('leaves out stoppage time and the break: 45 at half-time, 60 a quarter of an hour into the second half', () => {
    expect(minutesPlayedBy(phases, periodStart.secondHalf! - 1)).toBe(45);
    expect(minutesPlayedBy(phases, periodStart.secondHalf! + 15 * 60)).toBe(60);
    // Barcelona v Alavés: the same at minute 60, whatever the first half's stoppage time was.
    expect(minutesPlayedBy(liga.timeline.phases, liga.timeline.periodStart.secondHalf! + 15 * 60)).toBe(60);
  });

  it('gives the 2022 final its 120 minutes, and the shoot-out nothing', () => {
    expect(minutesPlayedBy(phases, periodStart.firstHalfExtraTime! - 1)).toBe(90);
    expect(minutesPlayedBy(phases, periodStart.penaltyShootout! - 1)).toBe(120);
    expect(minutesPlayedBy(phases, 1e7)).toBe(120);
    expect(minutesPlayedBy(liga.timeline.phases, 1e7)).toBe(90);
  });
});

describe("minutes of a team's results", () => {
  const matches = [{ id: 'a' }, { id: 'b', aet: [2, 2] as [number, number] }, { id: 'c' }];

  it('adds each match, 120 for the one after extra time', () => {
    expect(resultsMinutes([entry('a'), entry('b'), entry('c')], matches)).toBe(300);
    expect(resultsMinutes([], matches)).toBe(0);
  });

  it('counts the match in play by its minutes so far', () => {
    expect(resultsMinutes([entry('now'), entry('a')], matches, { matchId: 'now', minutes: 60 })).toBe(150);
  });

  it('says nothing rather than guess when a result is not among the matches', () => {
    expect(resultsMinutes([entry('a'), entry('missing')], matches)).toBeUndefined();
  });
});

describe("the measured averages' sample", () => {
  it('gives no minutes when a line does not know its own', () => {
    const line = { minutes: 120 } as TeamMatchLine;
    expect(measuredSample([line, { ...line, minutes: 90 }])).toEqual({ matches: 2, minutes: 210 });
    expect(measuredSample([line, { ...line, minutes: undefined }])).toEqual({ matches: 2 });
  });
});
