import { describe, expect, it } from 'vitest';
import { liveStatsAnswerSchema, matchPlayerStatsAnswerSchema } from '../../../contract/match-data.ts';
import { availabilityFor } from '../event/availability.ts';
import { commentaryBetween } from '../replay/commentary-lines.ts';
import { compileMatch } from '../match/compile.ts';
import { matchStateAt } from '../replay/match-state.ts';
import { pitchEventOf } from '../replay/pitch-events.ts';
import { loadScenarios } from '../scenario/load.ts';
import { liveStatsAt, playerStatsAt } from './live-stats.ts';
import { hasEventData } from './summary.ts';

/**
 * The 2022 final has no event data: what its sources hold (goals, cards, substitutions, line-ups,
 * the shoot-out, published full-time totals) is all the feed serves of it. No figure is modelled.
 */

const scenarios = await loadScenarios();
const final = compileMatch(scenarios.get('wc2022-final')!);
const end = 1e7;
const { playEnds, periodStart } = final.timeline;

describe('the 2022 final, a match without event data', () => {
  it('has no event data, unlike the StatsBomb matches', () => {
    expect(hasEventData(final.scenario)).toBe(false);
    expect(hasEventData(scenarios.get('laliga-2018-19-bar-ala')!)).toBe(true);
    expect(hasEventData(scenarios.get('euro2020-tur-ita')!)).toBe(true);
  });

  it('holds its facts alone: no modelled shot, corner, foul, offside or minute of play', () => {
    const types = new Set(final.events.map(({ event }) => event.type));
    expect([...types].sort()).toEqual(['card', 'goal', 'substitution']);
    expect(final.flow).toEqual([]);
  });

  it('lists no shot: no source gives its six goals an xG or a place (they were served with xG 0 at a made-up spot)', () => {
    const stats = liveStatsAnswerSchema.parse(liveStatsAt(final, end, 'played'));
    expect(stats.shots).toEqual([]);
    expect(stats.momentum).toEqual([]);
    expect(stats.xgTimeline).toEqual([]);
  });

  it("gives each player's shots, xG and fouls as null (not recorded), not 0, and his goals, assists and cards from the facts", () => {
    const { players } = matchPlayerStatsAnswerSchema.parse(playerStatsAt(final, end));
    for (const player of players) {
      expect(player, player.playerId).toMatchObject({ shots: null, shotsOnTarget: null, expectedGoals: null, foulsCommitted: null });
      expect(player.shotMap, player.playerId).toBeUndefined();
    }
    expect(players.find((player) => player.playerId === 'fra-mbappe')).toMatchObject({ goals: 3, yellowCards: 0 });
    expect(players.find((player) => player.playerId === 'arg-mac-allister')).toMatchObject({ assists: 1 });
  });

  it('serves only its goals and cards while the match is played, never a figure of a minute its sources do not hold', () => {
    for (const second of [
      periodStart.firstHalf! + 1800,
      periodStart.secondHalf! + 2200,
      periodStart.secondHalfExtraTime! + 600,
      playEnds - 1,
    ]) {
      const stats = liveStatsAt(final, second, 'inPlay');
      expect(stats.published, `at ${second}`).toBeUndefined();
      for (const side of ['home', 'away'] as const) {
        expect(Object.keys(stats.summary[side]).sort(), `at ${second}`).toEqual(['goals', 'redCards', 'yellowCards']);
      }
      // The socket's statsSummary is the same.
      expect(matchStateAt(final, second).summary).toEqual(stats.summary);
    }
    expect(liveStatsAt(final, periodStart.secondHalf! + 2200, 'inPlay').summary).toEqual({
      home: { goals: 2, yellowCards: 1, redCards: 0 },
      away: { goals: 2, yellowCards: 1, redCards: 0 },
    });
  });

  it('serves its published full-time totals once play is over, with their source', () => {
    const stats = liveStatsAt(final, playEnds, 'endOfExtraTime');
    expect(stats.summary.home).toMatchObject({ shots: 20, shotsOnTarget: 10, expectedGoals: 3.3, possession: 54 });
    expect(stats.summary.away).toMatchObject({ shots: 10, shotsOnTarget: 5, expectedGoals: 2.2, possession: 46 });
    expect(stats.published?.source).toMatch(/FIFA match report/);
    expect(stats.published?.source).toMatch(/FBref/);
    expect(stats.published?.statistics).toEqual(['shots', 'shotsOnTarget', 'expectedGoals', 'possession']);
    expect(matchStateAt(final, playEnds).summary).toEqual(stats.summary);
    // The periods keep their facts alone: the totals are the match's, not any half's.
    for (const period of stats.periods ?? []) expect(period.summary.home.shots).toBeUndefined();
  });

  it('writes commentary only from facts: every event line names a player', () => {
    const names = [...final.players.values()].map((player) => player.name);
    const lines = commentaryBetween(final, -Infinity, end, 'en');
    const phases = new Set(['aboutToStart', 'kickOff', 'halfTime', 'secondHalfStart', 'extraTimeStart', 'extraTimeHalfTime']);
    for (const kind of ['extraTimeSecondHalfStart', 'extraTimeEnd', 'toPenalties', 'shootoutWon']) phases.add(kind);
    const facts = lines.filter((line) => !phases.has(line.kind));
    expect(new Set(facts.map((line) => line.kind))).toEqual(
      new Set(['penaltyGoal', 'goalAssisted', 'goal', 'yellowCard', 'substitution', 'shootoutGoal', 'shootoutMiss']),
    );
    for (const line of facts)
      expect(
        names.some((name) => line.text.includes(name)),
        line.text,
      ).toBe(true);
    expect(lines.some((line) => /^Foul by|^Corner for|caught offside|shoots wide/.test(line.text))).toBe(false);
  });

  it('puts no event on the pitch: its sources give no place for any', () => {
    expect(final.events.map((timed) => pitchEventOf(final, timed)).filter(Boolean)).toEqual([]);
  });

  it('is offered no page whose figures would have to be invented', () => {
    const availability = availabilityFor('played', { stream: true, pitchView: true, eventData: false });
    expect(availability.features).toMatchObject({ eventData: false, xg: false, matchMomentum: false, playerStatsLv: false });
    expect(availability.features).toMatchObject({ competition: { viz: false } });
    expect(availability.paths.filter((path) => path.startsWith('/stats/live-stats'))).toEqual([
      '/stats/live-stats',
      '/stats/live-stats/summary',
      '/stats/live-stats/discipline',
    ]);
    expect(availability.paths).not.toContain('/stats/player-stats');
    expect(availability.paths).not.toContain('/stats/opta-points');
  });

  it('is offered the pitch view its replay asks for: the tracker of what is known, with no ball', () => {
    const availability = availabilityFor('inPlay', { stream: true, pitchView: true, eventData: false });
    expect(availability.pitchView).toBe(true);
    expect(availability.features.pitchView).toBe(true);
    expect(availability.paths).toContain('/watch/pitchView');
    // A match that asks for none is offered none.
    const without = availabilityFor('inPlay', { stream: true, pitchView: false, eventData: false });
    expect(without.pitchView).toBe(false);
    expect(without.paths).not.toContain('/watch/pitchView');
  });
});
