import { describe, expect, it } from 'vitest';
import type { Side } from '../../../contract/protocol.ts';
import { liveStatsAnswerSchema, matchPlayerStatsAnswerSchema } from '../../../contract/match-data.ts';
import { compileMatch, type CompiledMatch } from '../match/compile.ts';
import { loadScenarios } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { tinyScenario } from '../testing/tiny-scenario.ts';
import { liveStatsAt, playerStatsAt, statsSummaryAt } from './live-stats.ts';
import { minutesUntil } from './moments.ts';

const scenarios = await loadScenarios();
// The matches with event data: every figure of theirs is counted from it. The 2022 final, which
// has none, has tests of its own (without-event-data.test.ts).
const real = [...scenarios.values()]
  .filter((scenario) => scenario.flow !== undefined)
  .map((scenario) => ({ id: scenario.id, match: compileMatch(scenario) }));
const sides: Side[] = ['home', 'away'];
const end = 1e7;
const round2 = (value: number) => Math.round(value * 100) / 100;
const label = (entry: { period: string; minute: number; addedMinute?: number }) =>
  `${entry.period} ${entry.minute}${entry.addedMinute === undefined ? '' : `+${entry.addedMinute}`}`;

/** Every statistic that must agree whatever the moment: the checks a double count would fail. */
function expectAgreement(match: CompiledMatch, second: number) {
  const stats = liveStatsAt(match, second, 'inPlay');
  liveStatsAnswerSchema.parse(stats);
  for (const side of sides) {
    const shots = stats.shots.filter((shot) => shot.side === side);
    const xg = round2(shots.reduce((sum, shot) => sum + shot.xg, 0));
    expect(stats.summary[side].shots, `${side} shots at ${second}`).toBe(shots.length);
    expect(stats.summary[side].shotsOnTarget).toBe(shots.filter((shot) => shot.outcome === 'goal' || shot.outcome === 'saved').length);
    expect(stats.summary[side].blockedShots).toBe(shots.filter((shot) => shot.outcome === 'blocked').length);
    expect(stats.summary[side].expectedGoals, `${side} xG at ${second}`).toBe(xg);
    expect(stats.xgTimeline.at(-1)?.[side] ?? 0, `${side} timeline end at ${second}`).toBe(xg);
  }
  // One entry per minute: injury time is added minutes, never the same minute again.
  const labels = stats.momentum.map(label);
  expect(new Set(labels).size).toBe(labels.length);
  expect(stats.xgTimeline.map(label)).toEqual(labels);
  expect(statsSummaryAt(match, second)).toEqual(stats.summary);
  return stats;
}

describe('match statistics of every real scenario', () => {
  it.each(real)('$id: the xG timeline ends at the sum of the shots and the summary agrees with the shot map', ({ match }) => {
    const stats = expectAgreement(match, end);
    expect(stats.shots.length).toBeGreaterThan(0);
    // Every minute played is there: regular and added, in every period with a clock.
    const minutes = match.scenario.periods
      .filter((period) => period.id !== 'penaltyShootout')
      .reduce((sum, period) => sum + Math.ceil(((period.id.includes('Extra') ? 900 : 2700) + period.addedSeconds) / 60), 0);
    expect(stats.momentum).toHaveLength(minutes);
    expect(stats.momentum.every((minute) => minute.home >= 0 && minute.home <= 100 && minute.away >= 0 && minute.away <= 100)).toBe(true);
  });

  it.each(real)('$id: agrees at every quarter of an hour, live', ({ match }) => {
    for (let second = 0; second <= match.timeline.playEnds; second += 900) expectAgreement(match, second);
  });

  it.each(real)('$id: players\u2019 shots and xG add up to the team\u2019s', ({ match }) => {
    const { players } = matchPlayerStatsAnswerSchema.parse(playerStatsAt(match, end));
    const { summary } = liveStatsAt(match, end, 'played');
    for (const side of sides) {
      const own = players.filter((player) => player.side === side);
      expect(own.reduce((sum, player) => sum + (player.shots ?? Number.NaN), 0)).toBe(summary[side].shots);
      expect(own.reduce((sum, player) => sum + (player.shotsOnTarget ?? Number.NaN), 0)).toBe(summary[side].shotsOnTarget);
      expect(round2(own.reduce((sum, player) => sum + (player.shotMap ?? []).reduce((total, shot) => total + shot.xg, 0), 0))).toBe(
        summary[side].expectedGoals,
      );
    }
  });
});

describe('the matches with event data', () => {
  it('are Barcelona v Alav\u00e9s, Barcelona v Girona and Turkey v Italy', () => {
    expect(real.map(({ id }) => id).sort()).toEqual(['euro2020-tur-ita', 'laliga-2018-19-bar-ala', 'laliga-2018-19-bar-gir']);
  });

  it('list injury time as added minutes once each: 45, 45+1 ..., then 46', () => {
    const match = real.find(({ id }) => id === 'laliga-2018-19-bar-ala')!.match;
    const firstHalf = minutesUntil(match, end).filter((row) => row.period === 'firstHalf');
    expect(firstHalf.map((row) => row.minute).filter((minute) => minute === 45)).toHaveLength(
      1 + firstHalf.filter((row) => row.addedMinute).length,
    );
    expect(firstHalf.at(-1)?.addedMinute).toBe(Math.ceil(match.scenario.periods[0]!.addedSeconds / 60));
    const stats = liveStatsAt(match, end, 'played');
    const second = stats.xgTimeline.find((entry) => entry.period === 'secondHalf')!;
    expect(label(second)).toBe('secondHalf 46');
  });
});

describe('injury-time shots are counted once', () => {
  // Shots at 45+1 and 45+2 in a half with three added minutes, on an invented match with event
  // data (an empty flow: every shot it had is listed).
  const scenario: Scenario = {
    ...tinyScenario,
    flow: [],
    periods: [
      { id: 'firstHalf', addedSeconds: 180 },
      { id: 'secondHalf', addedSeconds: 120 },
    ],
    events: [
      ...tinyScenario.events,
      {
        period: 'firstHalf',
        second: 2710,
        side: 'home',
        type: 'shot',
        playerId: 'h9',
        outcome: 'saved',
        xg: 0.41,
        location: { x: 90, y: 50 },
      },
      {
        period: 'firstHalf',
        second: 2790,
        side: 'home',
        type: 'shot',
        playerId: 'h9',
        outcome: 'offTarget',
        xg: 0.33,
        location: { x: 88, y: 40 },
      },
      {
        period: 'secondHalf',
        second: 2760,
        side: 'away',
        type: 'shot',
        playerId: 'a9',
        outcome: 'blocked',
        xg: 0.05,
        location: { x: 80, y: 50 },
      },
    ],
  };
  const match = compileMatch(scenario);

  it('puts each shot in its own minute, with period, minute, added minute and second', () => {
    const stats = expectAgreement(match, end);
    const added = stats.shots
      .filter((shot) => shot.addedMinute !== undefined)
      .map((shot) => [shot.period, shot.minute, shot.addedMinute, shot.second]);
    expect(added).toEqual([
      ['firstHalf', 45, 1, 10],
      ['firstHalf', 45, 2, 30],
      ['secondHalf', 90, 2, 0],
    ]);
    const firstHalfEnd = stats.xgTimeline.filter((entry) => entry.period === 'firstHalf').at(-1)!;
    expect(label(firstHalfEnd)).toBe('firstHalf 45+3');
    const goalXg = stats.shots.filter((shot) => shot.side === 'home' && shot.outcome === 'goal').reduce((sum, shot) => sum + shot.xg, 0);
    expect(firstHalfEnd.home).toBe(round2(goalXg + 0.41 + 0.33));
  });

  it('counts a goal fired through the control API in the shot map and the summary alike', () => {
    // The second half starts at 2880 + 900 s: ten minutes in is the 56th.
    const injected = [{ id: 'g0', at: 2880 + 900 + 600, side: 'away' as const }];
    const stats = liveStatsAt(match, end, 'played', injected);
    const fired = stats.shots.find((shot) => shot.id === 'ig0');
    expect(fired).toMatchObject({ side: 'away', outcome: 'goal', period: 'secondHalf', minute: 56, xg: 0 });
    expect(stats.summary.away.shots).toBe(stats.shots.filter((shot) => shot.side === 'away').length);
    expect(stats.summary.away.goals).toBe(2);
  });
});
