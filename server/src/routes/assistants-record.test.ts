import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * The assistants read as the record does (international results and scorers): at full time of the
 * 2022 final, and before it. The sequences are the record's, most recent match first.
 */
const catalogue: CatalogueEntry[] = [
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'at its real date, finished', startAt: null },
  { eventId: 'final-before', scenarioId: 'wc2022-final', description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: 'liga', scenarioId: 'laliga-2018-19-bar-ala', description: 'at its real date, finished', startAt: null },
  { eventId: 'liga-before', scenarioId: 'laliga-2018-19-bar-ala', description: 'before kick-off', startAt: () => -600 },
];

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

const graphql = <T>(query: string, variables: { id: string } & Record<string, unknown>) => feed.graphql<T>(query, variables);

interface Mark {
  played: boolean | null;
  value: number;
  reached: boolean;
  opponent: string | null;
}
interface Row {
  hits: number;
  matches: number;
  appearances?: number | null;
  lastMatches: Mark[];
}
type PlayerRow = Row & { player: { shortName: string } };
type TeamRow = Row & { team: { code: string } };

const players = async (eventId: string, event = 'GOALS', matches = 6) =>
  (
    await graphql<{ playerAssistant: { rows: PlayerRow[]; offeredEvents: string[]; sources: string[] } }>(
      `
        query ($id: ID!, $event: PlayerEvent!, $matches: Int!) {
          playerAssistant(eventId: $id, event: $event, team: BOTH, threshold: 0.5, matches: $matches) {
            offeredEvents
            sources
            rows {
              hits
              matches
              appearances
              player {
                shortName
              }
              lastMatches {
                played
                value
                reached
                opponent
              }
            }
          }
        }
      `,
      { id: eventId, event, matches },
    )
  ).playerAssistant;
const teams = async (eventId: string, event = 'GOALS', threshold = 0.5) =>
  (
    await graphql<{ teamAssistant: { rows: TeamRow[]; offeredEvents: string[] } }>(
      `
        query ($id: ID!, $event: TeamEvent!, $threshold: Float!) {
          teamAssistant(eventId: $id, event: $event, threshold: $threshold, matches: 6) {
            offeredEvents
            rows {
              hits
              matches
              team {
                code
              }
              lastMatches {
                played
                value
                reached
                opponent
              }
            }
          }
        }
      `,
      { id: eventId, event, threshold },
    )
  ).teamAssistant;
const values = (row: Row | undefined) => row?.lastMatches.map((mark) => mark.value);

describe('the player assistant at full time of the 2022 final', () => {
  it('shows Messi in 5, Mbappé in 3 and Álvarez in 3 of their team\u2019s last 6, goal by goal as the record has them', async () => {
    const { rows, sources } = await players('final');
    const row = (name: string) => rows.find((candidate) => candidate.player.shortName === name);
    expect(row('Messi')).toMatchObject({ hits: 5, matches: 6 });
    // France (final), Croatia, Netherlands, Australia, Poland, Mexico.
    expect(values(row('Messi'))).toEqual([2, 1, 1, 1, 0, 1]);
    expect(row('Messi')?.lastMatches.map((mark) => mark.opponent)).toEqual([
      'France',
      'Croatia',
      'Netherlands',
      'Australia',
      'Poland',
      'Mexico',
    ]);
    expect(row('Mbappé')).toMatchObject({ hits: 3, matches: 6 });
    expect(values(row('Mbappé'))).toEqual([3, 0, 0, 2, 0, 2]);
    expect(row('J. Álvarez')).toMatchObject({ hits: 3, matches: 6 });
    // Appearances are not in the record: not claimed for the past matches.
    expect(row('Messi')?.appearances).toBeNull();
    expect(row('Messi')?.lastMatches[0]?.played).toBe(true);
    expect(row('Messi')?.lastMatches[1]?.played).toBeNull();
    expect(sources).toEqual(['tournamentResults', 'matchReports']);
  });

  it('offers goals over the record, and cards over the one match whose cards are on record: the final itself', async () => {
    // No assists, shots, tackles or fouls of international matches are on record.
    expect((await players('final')).offeredEvents).toEqual(['GOALS', 'CARDS']);
    const cards = await players('final', 'CARDS');
    expect(cards.rows.every((row) => row.matches === 1)).toBe(true);
    // Booked in the final: Enzo Fernández, Acuña, Montiel, Paredes, Messi, Otamendi, Martínez (Argentina); Rabiot, Thuram, Giroud (France).
    expect(cards.rows.length).toBeGreaterThan(5);
  });

  it('does not count the final before kick-off', async () => {
    const { rows } = await players('final-before');
    const messi = rows.find((candidate) => candidate.player.shortName === 'Messi');
    expect(values(messi)).toEqual([1, 1, 1, 0, 1, 1]);
  });

  it('shows a match of the record whose scorers are not all listed as no match at all, never as a blank', async () => {
    // Argentina 5-0 UAE (16 Nov 2022) has no scorers in the record: a 20-match window skips it.
    const { rows } = await players('final-before', 'GOALS', 20);
    const messi = rows.find((candidate) => candidate.player.shortName === 'Messi');
    expect(messi?.lastMatches.map((mark) => mark.opponent)).not.toContain('United Arab Emirates');
  });
});

describe('the team assistant at full time of the 2022 final', () => {
  it('shows Argentina scoring in 6 and France in 5 of their last 6, the same matches as the form', async () => {
    const { rows, offeredEvents } = await teams('final');
    const row = (code: string) => rows.find((candidate) => candidate.team.code === code);
    expect(row('ARG')).toMatchObject({ hits: 6, matches: 6 });
    expect(values(row('ARG'))).toEqual([3, 3, 2, 2, 2, 2]);
    expect(row('FRA')).toMatchObject({ hits: 5, matches: 6 });
    expect(values(row('FRA'))).toEqual([3, 2, 2, 3, 0, 2]);
    expect(offeredEvents).toEqual(['GOALS', 'GOALS_CONCEDED', 'TOTAL_GOALS', 'BOTH_TEAMS_SCORED', 'CLEAN_SHEETS', 'WINS', 'CARDS']);
  });

  it('reads over/under, both-to-score and clean sheets from the same scores', async () => {
    const over = await teams('final', 'TOTAL_GOALS', 2.5);
    // Argentina: 3-3, 3-0, 2-2, 2-1, 2-0, 2-0.
    expect(values(over.rows.find((row) => row.team.code === 'ARG'))).toEqual([6, 3, 4, 3, 2, 2]);
    const both = await teams('final', 'BOTH_TEAMS_SCORED');
    expect(both.rows.find((row) => row.team.code === 'ARG')).toMatchObject({ hits: 3 });
    const clean = await teams('final', 'CLEAN_SHEETS');
    expect(clean.rows.find((row) => row.team.code === 'ARG')).toMatchObject({ hits: 3 });
  });
});

describe('Barcelona v Alavés, matchday 1 of La Liga 2018/19', () => {
  it('has no past to count before kick-off, and says so by an empty window rather than a model', async () => {
    const { rows } = await teams('liga-before');
    expect(rows.map((row) => row.matches)).toEqual([0, 0]);
    expect((await players('liga-before')).rows).toEqual([]);
  });

  it('counts the match itself at full time, with the event types its StatsBomb data holds, over 1 match', async () => {
    const { rows, offeredEvents } = await players('liga');
    expect(rows.find((row) => row.player.shortName === 'Lionel Messi')).toMatchObject({ hits: 1, matches: 1, appearances: 1 });
    expect(offeredEvents).toEqual(expect.arrayContaining(['GOALS', 'ASSISTS', 'SHOTS', 'FOULS', 'CARDS']));
    expect(offeredEvents).not.toContain('TACKLES');
    // The same figure as the match's live statistics: one number, one value.
    const live = (await feed.app.inject({ method: 'GET', url: '/live_stats/liga' })).json() as { summary: { home: { corners: number } } };
    const corners = await teams('liga', 'CORNERS', 4.5);
    expect(corners.rows.find((row) => row.team.code === 'BAR')).toMatchObject({
      matches: 1,
      lastMatches: [{ value: live.summary.home.corners }],
    });
    expect(live.summary.home.corners).toBeGreaterThan(4);
  });
});
