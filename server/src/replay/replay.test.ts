import { describe, expect, it } from 'vitest';
import { tinyScenario } from '../testing/tiny-scenario.ts';
import { compileMatch } from '../match/compile.ts';
import { Replay } from './replay.ts';

const kickoff = Date.parse('2024-01-01T15:00:00Z');

describe('Replay', () => {
  it('derives the match second from the wall clock and the speed', () => {
    let now = kickoff + 60_000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    expect(replay.second()).toBe(60);
    now += 10_000;
    expect(replay.second()).toBe(70);
    const fast = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, speed: 10, now: () => now });
    expect(fast.second()).toBe(700);
  });

  it('reports status with the last period start in wall-clock time', () => {
    const now = kickoff + (2760 + 900 + 125) * 1000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    expect(replay.status()).toEqual({
      status: 'inPlay',
      periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }],
      periodStartTime: new Date(kickoff + (2760 + 900) * 1000).toISOString().replace('.000', ''),
    });
  });

  it('keeps the score of the facts and adds fired goals', () => {
    const now = kickoff + 3 * 3600 * 1000;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    expect(replay.state().score).toEqual({ home: 1, away: 1 });
    expect(replay.state().stage).toBe('played');
    replay.injectGoal('home');
    expect(replay.state().score).toEqual({ home: 2, away: 1 });
  });

  it('seeks, pauses and forces a stage', () => {
    let now = kickoff;
    const replay = new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => now });
    replay.seek(2670);
    expect(replay.second()).toBe(2670);
    expect(replay.state().stage).toBe('inPlay');
    replay.pause();
    now += 60_000;
    expect(replay.second()).toBe(2670);
    replay.setStage('suspended');
    expect(replay.status().status).toBe('suspended');
    replay.resume();
    now += 1000;
    expect(replay.second()).toBe(2671);
  });

  it('rejects a speed that is not a positive number', () => {
    expect(() => new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: 0, speed: 0 })).toThrow(TypeError);
  });

  it('serves a match without event data its facts alone, the same way every time', () => {
    const state = () => new Replay('tiny', compileMatch(tinyScenario), { kickoffWallMs: kickoff, now: () => kickoff + 1e8 }).state();
    const end = state();
    // Nothing is modelled: the tiny match's only events are its goals and its card.
    expect(end.summary).toEqual({ home: { goals: 1, yellowCards: 0, redCards: 0 }, away: { goals: 1, yellowCards: 1, redCards: 0 } });
    expect(end.stats.home.shots).toBe(1);
    expect(end.stats.home.passes).toBe(0);
    expect(end.stats.home.corners + end.stats.away.foulsConceded).toBe(0);
    expect(state()).toEqual(end);
  });
});
