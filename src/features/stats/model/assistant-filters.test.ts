import { describe, expect, it } from 'vitest';
import playerAnswer from '../testing/final.gql-player-assistant.json';
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

  it('offers the major events only when asked: goals, assists, involvements, cards (and the goal markets for teams)', () => {
    expect(offeredEvents(playerEvents, true)).toEqual(['GOALS', 'ASSISTS', 'GOAL_INVOLVEMENTS', 'CARDS']);
    expect(offeredEvents(teamEvents, true)).toEqual(['GOALS', 'GOALS_CONCEDED', 'TOTAL_GOALS', 'BOTH_TEAMS_SCORED', 'WINS', 'CARDS']);
    expect(offeredEvents(playerEvents, false)).toHaveLength(8);
  });

  it('offers only the events the service says the records hold', () => {
    // International matches: goals on record, and the final's own cards.
    expect(offeredEvents(playerEvents, false, ['GOALS', 'CARDS'])).toEqual(['GOALS', 'CARDS']);
    expect(offeredEvents(playerEvents, true, ['GOALS', 'SHOTS'])).toEqual(['GOALS']);
  });

  it('keeps rows above the chosen percentage: over 50% leaves Messi alone (83%) at full time of the 2022 final', () => {
    expect(overPercent(rows, 50).map((row) => [row.player.shortName, row.percentage])).toEqual([['Messi', 83]]);
    expect(overPercent(rows, 0)).toHaveLength(rows.length);
  });

  it("gives Messi's evidence from the record: 5 of Argentina's last 6, appearances not on record, most recent first or oldest first", () => {
    const messi = rows.find((row) => row.player.shortName === 'Messi')!;
    const shown = evidence(messi, true);
    expect(shown).toMatchObject({ hits: 5, matches: 6, appearances: null });
    // France (the final), Croatia, Netherlands, Australia, Poland, Mexico.
    expect(shown.marks.map((mark) => mark.value)).toEqual([2, 1, 1, 1, 0, 1]);
    expect(shown.marks.map((mark) => mark.opponent)).toEqual(['France', 'Croatia', 'Netherlands', 'Australia', 'Poland', 'Mexico']);
    expect(evidence(messi, false).marks.map((mark) => mark.value)).toEqual([1, 0, 1, 1, 1, 2]);
  });
});
