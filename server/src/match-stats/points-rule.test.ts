import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPoints, pointsRule, pointsRuleLines, type PointsInput } from './points.ts';

/** A player who came on and did nothing else: each test adds what its line of the rule reads. */
const player = (overrides: Partial<PointsInput> = {}): PointsInput => ({
  position: 'midfielder',
  onAt: 0,
  minutes: 30,
  goals: 0,
  assists: 0,
  shotsOnTarget: 0,
  goalsConceded: 1,
  yellowCards: 0,
  redCards: 0,
  ownGoals: 0,
  penaltiesMissed: 0,
  ...overrides,
});
const part = (input: PointsInput, name: string) => matchPoints(input).breakdown[name] ?? 0;

describe('the match points rule, line by line', () => {
  it('has the lines these tests cover, in the order they are shown', () => {
    expect(pointsRuleLines.map((line) => line.part)).toEqual([
      'appearance',
      'goals',
      'assists',
      'shotsOnTarget',
      'cleanSheet',
      'goalsConceded',
      'cards',
      'ownGoals',
      'penaltiesMissed',
    ]);
  });

  it('playing 1, or 2 for 60 minutes or more on the match clock; 59 minutes is not 60', () => {
    expect(part(player({ onAt: null, minutes: 0 }), 'appearance')).toBe(0);
    // On in added time: on the pitch, no minute on the clock.
    expect(part(player({ onAt: 5700, minutes: 0 }), 'appearance')).toBe(1);
    expect(part(player({ minutes: 58 }), 'appearance')).toBe(1);
    expect(part(player({ minutes: 59 }), 'appearance')).toBe(1);
    expect(part(player({ minutes: 60 }), 'appearance')).toBe(2);
  });

  it('goal 6 (goalkeeper, defender), 5 (midfielder), 4 (forward)', () => {
    for (const position of ['goalkeeper', 'defender', 'sideBack', 'wingBack'])
      expect(part(player({ position, goals: 1, shotsOnTarget: 1 }), 'goals')).toBe(6);
    for (const position of ['midfielder', 'defensiveMidfielder'])
      expect(part(player({ position, goals: 2, shotsOnTarget: 2 }), 'goals')).toBe(10);
    for (const position of ['attacker', 'striker']) expect(part(player({ position, goals: 1, shotsOnTarget: 1 }), 'goals')).toBe(4);
  });

  it('assist 3', () => {
    expect(part(player({ assists: 2 }), 'assists')).toBe(6);
  });

  it('shot on target that is not a goal 1: a goal on target earns its goal points only', () => {
    expect(part(player({ shotsOnTarget: 3, goals: 1 }), 'shotsOnTarget')).toBe(2);
    expect(part(player({ shotsOnTarget: 1, goals: 1 }), 'shotsOnTarget')).toBe(0);
  });

  it('no goal conceded while on the pitch, over 60 minutes or more: 4 (goalkeeper, defender), 1 (midfielder), 0 (forward)', () => {
    expect(part(player({ position: 'goalkeeper', minutes: 90, goalsConceded: 0 }), 'cleanSheet')).toBe(4);
    expect(part(player({ position: 'midfielder', minutes: 60, goalsConceded: 0 }), 'cleanSheet')).toBe(1);
    expect(part(player({ position: 'striker', minutes: 90, goalsConceded: 0 }), 'cleanSheet')).toBe(0);
    // 58 minutes without conceding (off at 57:48 on the clock) is not a clean sheet; nor is one goal let in.
    expect(part(player({ position: 'defender', minutes: 58, goalsConceded: 0 }), 'cleanSheet')).toBe(0);
    expect(part(player({ position: 'defender', minutes: 90, goalsConceded: 1 }), 'cleanSheet')).toBe(0);
  });

  it('every 2 goals conceded while on the pitch -1 (goalkeeper, defender)', () => {
    expect(part(player({ position: 'goalkeeper', goalsConceded: 1 }), 'goalsConceded')).toBe(0);
    expect(part(player({ position: 'defender', goalsConceded: 2 }), 'goalsConceded')).toBe(-1);
    expect(part(player({ position: 'sideBack', goalsConceded: 5 }), 'goalsConceded')).toBe(-2);
    expect(part(player({ position: 'midfielder', goalsConceded: 4 }), 'goalsConceded')).toBe(0);
  });

  it('yellow card -1; sent off -3 in all, whether a straight red, a second yellow, or a yellow then a red', () => {
    expect(part(player({ yellowCards: 1 }), 'cards')).toBe(-1);
    expect(part(player({ redCards: 1 }), 'cards')).toBe(-3);
    // A second yellow counts as a yellow and as the sending off (players.ts).
    expect(part(player({ yellowCards: 2, redCards: 1 }), 'cards')).toBe(-3);
    expect(part(player({ yellowCards: 1, redCards: 1 }), 'cards')).toBe(-3);
  });

  it('own goal -2', () => {
    expect(part(player({ ownGoals: 1 }), 'ownGoals')).toBe(-2);
  });

  it('penalty missed in play -2', () => {
    expect(part(player({ penaltiesMissed: 1 }), 'penaltiesMissed')).toBe(-2);
  });

  it('adds the lines up and leaves out those worth nothing', () => {
    const scored = matchPoints(player({ position: 'striker', minutes: 90, goals: 1, shotsOnTarget: 2, yellowCards: 1, goalsConceded: 0 }));
    expect(scored).toEqual({ points: 2 + 4 + 1 - 1, breakdown: { appearance: 2, goals: 4, shotsOnTarget: 1, cards: -1 } });
  });
});

describe('the rule the widget shows', () => {
  it('is the rule computed: its lines, in order', () => {
    expect(pointsRule).toBe(`${pointsRuleLines.map((line) => line.text).join('; ')}.`);
    expect(pointsRule).toContain('shot on target that is not a goal 1');
    expect(pointsRule).toContain('-3 in all');
  });

  // The widget words the rule in the fan's language from its own strings; the English one must stay
  // the rule the feed applies and serves.
  it('is, in English, the rule the feed applies', () => {
    const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8')) as {
      stats: { optaPointsRule: string };
    };
    expect(english.stats.optaPointsRule).toBe(pointsRule);
  });
});
