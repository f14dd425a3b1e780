import { describe, expect, it } from 'vitest';
import playerAnswer from '../testing/laliga.gql-player-assistant.json';
import { defaultFilters, evidence, offeredEvents, overPercent, playerEvents, readFilters, teamEvents } from './assistant-filters.ts';

const rows = playerAnswer.data.playerAssistant.rows;

describe('assistant filters', () => {
  it('starts from the defaults of SPEC sections 3 and 9: both teams, goals, 0.5, 6 matches', () => {
    expect(readFilters(null)).toEqual(defaultFilters);
    expect(defaultFilters).toMatchObject({
      activeTeam: 'both',
      activeEventPlayer: 'GOALS',
      activeEventTeam: 'GOALS',
      thresholds: { player: 0.5, team: 0.5 },
      matchCounts: { player: 6, team: 6 },
    });
  });

  it('keeps what the fan chose and drops what is unreadable or out of range, field by field', () => {
    const stored = JSON.stringify({
      ...defaultFilters,
      activeTeam: 'away',
      activeEventPlayer: 'SHOTS',
      thresholds: { player: 1.5, team: 7 },
    });
    expect(readFilters(stored)).toMatchObject({ activeTeam: 'away', activeEventPlayer: 'SHOTS', thresholds: { player: 1.5, team: 0.5 } });
    expect(readFilters('{not json')).toEqual(defaultFilters);
    expect(readFilters(JSON.stringify({ activeTeam: '<img src=x>', matchCounts: { player: 999, team: 3 } }))).toMatchObject({
      activeTeam: 'both',
      matchCounts: { player: 6, team: 3 },
    });
  });

  it('offers the major events only when asked: goals, assists, involvements, cards (and goals conceded for teams)', () => {
    expect(offeredEvents(playerEvents, true)).toEqual(['GOALS', 'ASSISTS', 'GOAL_INVOLVEMENTS', 'CARDS']);
    expect(offeredEvents(teamEvents, true)).toEqual(['GOALS', 'GOALS_CONCEDED', 'CARDS']);
    expect(offeredEvents(playerEvents, false)).toHaveLength(8);
  });

  it('keeps rows above the chosen percentage: over 50% leaves Sobrino alone (67%)', () => {
    expect(overPercent(rows, 50).map((row) => [row.player.shortName, row.percentage])).toEqual([['Rubén Sobrino', 67]]);
    expect(overPercent(rows, 0)).toHaveLength(rows.length);
  });

  it("gives Sobrino's evidence: over the line in 4 of Alavés's last 6, played 6, most recent first or oldest first", () => {
    const sobrino = rows[0]!;
    const shown = evidence(sobrino, true);
    expect(shown).toMatchObject({ hits: 4, matches: 6, appearances: 6 });
    expect(shown.marks.map((mark) => mark.value)).toEqual([1, 1, 1, 0, 2, 0]);
    expect(evidence(sobrino, false).marks.map((mark) => mark.value)).toEqual([0, 2, 0, 1, 1, 1]);
  });
});
