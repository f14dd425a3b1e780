import { describe, expect, it } from 'vitest';
import { comparedFigures, comparisonRows } from './player-comparison.ts';

describe('the player comparison', () => {
  // The 2022 final's /player_stats: no source holds a player's shots or xG, which the feed sends as null.
  const final = [
    { playerId: 'arg-messi', goals: 2, assists: 0, shots: null, shotsOnTarget: null, expectedGoals: null, yellowCards: 0, redCards: 0 },
    { playerId: 'fra-mbappe', goals: 3, assists: 0, shots: null, shotsOnTarget: null, expectedGoals: null, yellowCards: 0, redCards: 0 },
  ];

  it('compares no figure the feed says is not recorded: never a 0 for a shot no source holds', () => {
    const rows = comparisonRows(final, { label: 'Messi', value: 'arg-messi' }, { label: 'Mbappé', value: 'fra-mbappe' }, comparedFigures);
    expect(rows).toEqual([
      { key: 'goals', home: 2, away: 3 },
      { key: 'assists', home: 0, away: 0 },
      { key: 'yellowCards', home: 0, away: 0 },
      { key: 'redCards', home: 0, away: 0 },
    ]);
  });

  it('gives a side no figures until its player is picked: a dash, never a 0 no player scored', () => {
    const rows = comparisonRows(final, { label: 'Mbappé', value: 'fra-mbappe' }, { label: '', value: 0 }, comparedFigures);
    expect(rows).toEqual([
      { key: 'goals', home: 3, away: null },
      { key: 'assists', home: 0, away: null },
      { key: 'yellowCards', home: 0, away: null },
      { key: 'redCards', home: 0, away: null },
    ]);
  });
});
