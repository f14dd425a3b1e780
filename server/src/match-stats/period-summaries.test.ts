import { describe, expect, it } from 'vitest';
import { contestStatistics, type SideStats, type StatsSummary } from '../../../contract/protocol.ts';
import { liveStatsAnswerSchema } from '../../../contract/match-data.ts';
import { compileMatch } from '../match/compile.ts';
import { loadScenarios } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { liveStatsAt } from './live-stats.ts';

const scenarios = await loadScenarios();
const real = [...scenarios.values()].map((scenario) => ({ id: scenario.id, match: compileMatch(scenario) }));
// The statistics of a match with event data; the 2022 final, which has none, has its facts alone.
const withEventData = real.filter(({ match }) => match.scenario.flow !== undefined);

/** Every statistic that is a count: the periods' must add up to the match's. */
const counted = [
  'goals',
  'shots',
  'shotsOnTarget',
  'shotsOffTarget',
  'blockedShots',
  'hitWoodwork',
  'passes',
  'corners',
  'offsides',
  'foulsConceded',
  'yellowCards',
  'redCards',
  'touches',
  'attacks',
  'dangerousAttacks',
  'bigChances',
  'saves',
  ...contestStatistics,
] as const satisfies ReadonlyArray<keyof SideStats>;

/**
 * The periods add up to the match, less what happened in a shoot-out (a card shown there belongs
 * to no period of play): `shootout` gives those counts.
 */
function expectHalvesAddUp(
  id: string,
  stats: { summary: StatsSummary; periods?: Array<{ period: string; summary: StatsSummary }> },
  shootout: Partial<Record<'home' | 'away', Partial<SideStats>>> = {},
) {
  const periods = stats.periods ?? [];
  expect(periods.length, `${id}: periods`).toBeGreaterThan(0);
  for (const side of ['home', 'away'] as const) {
    for (const key of counted) {
      // Our feed sends every statistic: a missing one fails here rather than counting as 0.
      const count = (summary: StatsSummary) => {
        const value = summary[side][key];
        expect(value, `${id} ${side} ${key} sent`).toBeTypeOf('number');
        return value ?? Number.NaN;
      };
      const sum = periods.reduce((total, entry) => total + count(entry.summary), 0) + (shootout[side]?.[key] ?? 0);
      expect(sum, `${id} ${side} ${key}`).toBe(count(stats.summary));
    }
    // xG is summed from each period's shots and rounded once per period: within a hundredth or two.
    const xg = periods.reduce((total, entry) => total + (entry.summary[side].expectedGoals ?? Number.NaN), 0);
    expect(Math.abs(xg - (stats.summary[side].expectedGoals ?? Number.NaN)), `${id} ${side} xG`).toBeLessThanOrEqual(0.02 + 1e-9);
  }
}

function shootoutCards(events: Scenario['events']) {
  const cards: Record<'home' | 'away', Partial<SideStats>> = {
    home: { yellowCards: 0, redCards: 0 },
    away: { yellowCards: 0, redCards: 0 },
  };
  for (const event of events) {
    if (event.type !== 'card' || event.period !== 'penaltyShootout') continue;
    if (event.card !== 'red') cards[event.side].yellowCards! += 1;
    if (event.card !== 'yellow') cards[event.side].redCards! += 1;
  }
  return cards;
}

describe('the per-period summaries of /live_stats', () => {
  it.each(withEventData)('$id: the periods add up to the match for every count, at full time and mid-way', ({ id, match }) => {
    const periodStart = match.timeline.periodStart;
    const moments = [1e7, (periodStart.secondHalf ?? 3000) + 600, (periodStart.firstHalf ?? 0) + 1200];
    for (const second of moments) {
      const stats = liveStatsAnswerSchema.parse(liveStatsAt(match, second, 'inPlay'));
      expectHalvesAddUp(`${id} at ${second}`, stats, second === 1e7 ? shootoutCards(match.scenario.events) : {});
    }
  });

  it('lists the periods that have started, in order, never the shoot-out', () => {
    for (const { id, match } of real) {
      const full = liveStatsAt(match, 1e7, 'played').periods!.map((entry) => entry.period);
      const played = match.scenario.periods.map((period) => period.id).filter((period) => period !== 'penaltyShootout');
      expect(full, id).toEqual(played);
      const early = liveStatsAt(match, (match.timeline.periodStart.firstHalf ?? 0) + 600, 'inPlay').periods!;
      expect(early.map((entry) => entry.period)).toEqual(['firstHalf']);
      // In the first half, the first half is the match.
      expect(early[0]!.summary).toEqual(liveStatsAt(match, (match.timeline.periodStart.firstHalf ?? 0) + 600, 'inPlay').summary);
    }
  });

  it('counts the 2022 final’s extra time apart: Messi’s 108th and Mbappé’s 118th-minute goals in its second half', () => {
    const final = real.find(({ id }) => id === 'wc2022-final')!.match;
    const periods = liveStatsAt(final, 1e7, 'played').periods!;
    const goals = Object.fromEntries(periods.map((entry) => [entry.period, [entry.summary.home.goals, entry.summary.away.goals]]));
    expect(goals).toEqual({ firstHalf: [2, 0], secondHalf: [0, 2], firstHalfExtraTime: [0, 0], secondHalfExtraTime: [1, 1] });
    // Without event data a period holds its facts alone: goals and cards.
    for (const entry of periods) expect(Object.keys(entry.summary.home).sort()).toEqual(['goals', 'redCards', 'yellowCards']);
    // Emiliano Martínez's yellow card in the shoot-out belongs to no period of play: the match counts it.
    const yellows = (side: 'home' | 'away') => periods.reduce((sum, entry) => sum + entry.summary[side].yellowCards, 0);
    expect(liveStatsAt(final, 1e7, 'played').summary.home.yellowCards).toBe(yellows('home') + 1);
  });

  it('puts a goal fired through the control API in the period it was fired in', () => {
    const { match } = real.find(({ id }) => id === 'laliga-2018-19-bar-ala')!;
    const second = match.timeline.periodStart.secondHalf! + 300;
    const stats = liveStatsAt(match, second + 10, 'inPlay', [{ id: 'x', at: second, side: 'away' }]);
    expect(stats.periods!.map((entry) => entry.summary.away.goals)).toEqual([0, 1]);
    expect(stats.summary.away.goals).toBe(1);
    expectHalvesAddUp('injected', stats);
  });
});
