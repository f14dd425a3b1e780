import { describe, expect, it } from 'vitest';
import { pitchCounters } from './pitch-counters.ts';

// Barcelona 3-0 Alavés, La Liga 2018/19, at full time, as `/live_stats` answers (StatsBomb data).
const barcelona = { shots: 25, expectedGoals: 2.99, passes: 890, tackles: 6, foulsConceded: 7, offsides: 4, corners: 6 };
const alaves = { shots: 3, expectedGoals: 0.3, passes: 242, tackles: 16, foulsConceded: 16, offsides: 0, corners: 1 };

describe('pitchCounters: the chips count what live stats counts', () => {
  it('gives Barcelona v Alavés its live stats: 7 corners, 23 fouls, 1,132 passes, xG 3.29', () => {
    const counters = pitchCounters({ home: barcelona, away: alaves }, 28);
    expect(Object.fromEntries(Object.entries(counters).map(([kind, counter]) => [kind, counter.total]))).toEqual({
      shots: 28,
      xg: 3.29,
      passes: 1132,
      tackles: 22,
      fouls: 23,
      offsides: 4,
      corners: 7,
    });
    // Every shot is on the pitch: nothing to qualify.
    expect(counters.shots.drawn).toBeNull();
  });

  it('says how many shots are drawn when the pitch holds fewer than the match had (published totals only)', () => {
    // The 2022 final: 20 and 10 shots published, only the six goals placed.
    const counters = pitchCounters({ home: { ...barcelona, shots: 20 }, away: { ...alaves, shots: 10 } }, 6);
    expect(counters.shots).toEqual({ total: 30, drawn: 6 });
  });

  it('counts nothing it does not hold: no summary yet, or a figure the match lacks', () => {
    const counters = pitchCounters(undefined, 0);
    expect(Object.values(counters).every((counter) => counter.total === null && counter.drawn === null)).toBe(true);
    const { corners: _corners, ...withoutCorners } = barcelona;
    expect(pitchCounters({ home: withoutCorners, away: alaves }, 28).corners.total).toBeNull();
  });
});
