import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatsSummary } from '../../../../contract/protocol.ts';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { barcelonaAlavesPitchEvents, barcelonaAlavesShots } from '../testing/barcelona-alaves.ts';
import { latestEvents, placeShots, visualisationEvents } from './pitch-model.ts';
import { chipLabel, describeEvent, describeShot, matchStands, shotLines, whereIsPlay, xgNumber, type PitchWords } from './pitch-words.ts';

// Barcelona 3-0 Alavés, La Liga 2018/19, at full time (StatsBomb), as `/live_stats` sums it up.
const side = (goals: number, shots: number, shotsOnTarget: number, expectedGoals: number): StatsSummary['home'] => ({
  goals,
  shots,
  shotsOnTarget,
  expectedGoals,
  yellowCards: 0,
  redCards: 0,
});
const summary: StatsSummary = { home: side(3, 25, 9, 2.99), away: side(0, 3, 0, 0.3) };
const teams = { home: 'Barcelona', away: 'Alavés' };

let english: PitchWords;
let german: PitchWords;
const wordsOf = (i18n: I18n, language: string): PitchWords => ({
  t: i18n.t.bind(i18n),
  exists: (key) => i18n.exists(key),
  language,
  teams,
});

beforeAll(async () => {
  english = wordsOf(await createI18n('en'), 'en');
  german = wordsOf(await createI18n('de'), 'de');
});

describe('what the pitch view says', () => {
  it("writes each side's shots, on target and xG as live stats gives them", () => {
    expect(shotLines(summary, english)).toEqual({
      home: 'Barcelona: 25 shots, 9 on target, xG 2.99',
      away: 'Alavés: 3 shots, 0 on target, xG 0.30',
    });
  });

  it('writes no shot line at all when one side lacks a figure (a match with no event data)', () => {
    const { expectedGoals: _dropped, ...withoutXg } = summary.away;
    expect(shotLines({ home: summary.home, away: withoutXg }, english)).toBeNull();
    expect(shotLines(undefined, english)).toBeNull();
  });

  it("labels a chip with the match's figure, and says how many are drawn when the pitch holds fewer", () => {
    expect(chipLabel('passes', { total: 1132, drawn: null }, english)).toBe('Passes 1,132');
    expect(chipLabel('xg', { total: 3.29, drawn: null }, english)).toBe('xG 3.29');
    expect(chipLabel('shots', { total: 30, drawn: 6 }, english)).toBe('Shots 30 · 6 on the pitch');
    expect(chipLabel('corners', { total: null, drawn: null }, english)).toBe('Corners');
    expect(chipLabel('passes', { total: 1132, drawn: null }, german)).toBe(`${german.t('stats.passes')} 1.132`);
  });

  it("names a shot by minute, shooter, outcome, xG, the box, foot and pattern: Messi's free kick at 64", () => {
    const [messiFirst, , , freeKick] = placeShots(barcelonaAlavesShots);
    expect(describeShot(freeKick!, english)).toBe(
      "64' · Lionel Messi (Barcelona) · Goal · xG 0.13 · Outside the box · Left foot · Direct free kick",
    );
    expect(describeShot(messiFirst!, english)).toBe(
      "3' · Lionel Messi (Barcelona) · Off target · xG 0.10 · Inside the box · Right foot · Regular play",
    );
    expect(describeShot(freeKick!, german)).toMatch(/^64' · Lionel Messi \(Barcelona\) · Tor · xG 0,13 · Außerhalb des Strafraums/);
  });

  it('leaves out a body part the language has no word for, rather than show the raw word', () => {
    const [shot] = placeShots([{ ...barcelonaAlavesShots[0]!, pattern: undefined }]);
    expect(describeShot(shot!, { ...english, exists: (key) => key !== 'shots.rightFoot' && english.exists(key) })).toBe(
      "3' · Lionel Messi (Barcelona) · Off target · xG 0.10 · Inside the box",
    );
  });

  it("names a ball event by minute, kind and team: Alavés's foul at 76", () => {
    const events = latestEvents(barcelonaAlavesPitchEvents, new Set(visualisationEvents));
    const foul = events.find((placed) => placed.event.id === 'e63')!;
    expect(describeEvent(foul, english)).toBe("76' · Foul · Alavés");
    expect(describeEvent({ ...foul, event: { ...foul.event, playerName: 'Manu García' } }, english)).toBe(
      "76' · Foul · Manu García (Alavés)",
    );
  });

  it('says who is on the ball in which third, only with both the ball and the side on it', () => {
    expect(whereIsPlay({ x: 25 }, 'away', english)).toBe('Alavés on the ball in the attacking third');
    expect(whereIsPlay({ x: 50 }, 'home', english)).toBe('Barcelona on the ball in midfield');
    expect(whereIsPlay(null, 'home', english)).toBeNull();
    expect(whereIsPlay({ x: 50 }, null, english)).toBeNull();
  });

  it('says where a stopped match stands: the stage, the score and the shoot-out', () => {
    expect(matchStands({ stage: 'played', extraTimePlayed: false, summary, shootout: null }, english)).toBe(
      'Full time · Barcelona 3–0 Alavés',
    );
    expect(matchStands({ stage: 'halfTime', extraTimePlayed: false, summary: undefined, shootout: undefined }, english)).toBe('Half time');
    expect(matchStands({ stage: 'played', extraTimePlayed: true, summary, shootout: { home: 4, away: 2 } }, english)).toMatch(
      /· Barcelona 3–0 Alavés · Penalty shoot-out 4–2$/,
    );
  });

  it('writes xG with two decimals in the language (0.30, 0,30)', () => {
    expect(xgNumber(0.3, 'en')).toBe('0.30');
    expect(xgNumber(0.3, 'de')).toBe('0,30');
  });
});
