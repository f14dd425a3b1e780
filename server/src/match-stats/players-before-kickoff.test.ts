import { describe, expect, it } from 'vitest';
import { matchPlayerStatsAnswerSchema } from '../../../contract/match-data.ts';
import { compileMatch } from '../match/compile.ts';
import { loadScenarios } from '../scenario/load.ts';
import { playerStatsAt } from './live-stats.ts';
import { matchPointsAt } from './points.ts';
import { playersAt } from './players.ts';

// Before kick-off (demo-prematch: the 2022 final ten minutes before) nobody has played: the
// player statistics are empty, not 22 starters with a line of zeros as if they had.
const scenarios = await loadScenarios();
const final = compileMatch(scenarios.get('wc2022-final')!);

describe('player figures before kick-off', () => {
  it('lists no player ten minutes before kick-off, and no match points', () => {
    expect(matchPlayerStatsAnswerSchema.parse(playerStatsAt(final, -600)).players).toEqual([]);
    expect(matchPointsAt(final, -600).players).toEqual([]);
    expect(playersAt(final, -1).every((line) => line.onAt === null && line.minutes === 0)).toBe(true);
  });

  it('lists the 22 starters from kick-off, and at full time Messi with his two goals', () => {
    expect(playerStatsAt(final, 0).players).toHaveLength(22);
    const messi = playerStatsAt(final, 1e7).players.find((player) => player.name === 'Lionel Messi');
    expect(messi).toMatchObject({ goals: 2 });
  });
});
