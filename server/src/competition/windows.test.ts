import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * One window per phrase (windows.ts): "the last 6" is the same matches in the form and the
 * assistants, and the season sample is the same in REST and GraphQL. At Euro 2020's opener the
 * team assistant counted Italy's last 6 internationals (friendlies and qualifiers) while the form
 * counted the tournament; GraphQL's season averages took the last 20 internationals where REST
 * took the World Cup.
 */
const catalogue: CatalogueEntry[] = [
  { eventId: 'opener', scenarioId: 'euro2020-tur-ita', description: 'at its real date, finished', startAt: null },
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'at its real date, finished', startAt: null },
];

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

const get = <T>(url: string) => feed.get(url) as Promise<T>;
const graphql = <T>(eventId: string, query: string) => feed.graphql<T>(query, { id: eventId });

interface Window {
  kind: string;
  limit?: number | null;
  matches?: number;
  thisMatch: boolean;
  competition: { id: string };
}
interface FormSide {
  team: { code: string };
  entries: { date: string; opponent: { name: string } }[];
  window: Window;
}
interface TeamRow {
  team: { code: string };
  matches: number;
  lastMatches: { date: string | null; opponent: string | null }[];
}

const teamAssistant = `query ($id: ID!) {
  teamAssistant(eventId: $id, event: GOALS, threshold: 0.5, matches: 6) {
    rows { team { code } matches lastMatches { date opponent } }
    window { kind limit thisMatch competition { id } }
  }
}`;

describe('one window for "the last 6"', () => {
  it("counts the same matches in Italy's form and in the team assistant at the Euro 2020 opener: the tournament's, this one", async () => {
    const form = await get<{ away: FormSide }>('/form/opener?count=6');
    expect(form.away.entries.map((entry) => `${entry.date} ${entry.opponent.name}`)).toEqual(['2021-06-11 Turkey']);
    expect(form.away.window).toEqual({
      kind: 'competition',
      limit: 6,
      matches: 1,
      thisMatch: true,
      competition: expect.objectContaining({ id: 'euro-2020' }),
    });
    const { teamAssistant: answer } = await graphql<{ teamAssistant: { rows: TeamRow[]; window: Window } }>('opener', teamAssistant);
    const italy = answer.rows.find((row) => row.team.code === 'ITA')!;
    expect(italy.matches).toBe(form.away.entries.length);
    expect(italy.lastMatches.map((mark) => `${mark.date} ${mark.opponent}`)).toEqual(['2021-06-11 Turkey']);
    expect(answer.window).toEqual({ kind: 'COMPETITION', limit: 6, thisMatch: true, competition: { id: 'euro-2020' } });
  });

  it("counts Argentina's last 6 at the final as the form does: the World Cup's, the final first", async () => {
    const form = await get<{ home: FormSide }>('/form/final?count=6');
    const { teamAssistant: answer } = await graphql<{ teamAssistant: { rows: TeamRow[] } }>('final', teamAssistant);
    const argentina = answer.rows.find((row) => row.team.code === 'ARG')!;
    expect(argentina.lastMatches.map((mark) => mark.date)).toEqual(form.home.entries.map((entry) => entry.date));
  });
});

describe('one season sample', () => {
  it('averages the same matches in REST /season_avg and GraphQL teamSeasonAverages: the competition so far', async () => {
    interface Averages {
      played: number;
      goalsFor: number;
      goalsAgainst: number;
      sample: Window;
    }
    const rest = await get<{ home: Averages; away: Averages }>('/season_avg/final');
    const { teamSeasonAverages: rows } = await graphql<{
      teamSeasonAverages: { team: { code: string }; matches: number; goals: number; goalsConceded: number; window: Window }[];
    }>(
      'final',
      `
        query ($id: ID!) {
          teamSeasonAverages(eventId: $id) {
            team {
              code
            }
            matches
            goals
            goalsConceded
            window {
              kind
              limit
              thisMatch
            }
          }
        }
      `,
    );
    // Argentina's seven World Cup matches, the final included: 15 goals for, 8 against.
    expect(rest.home).toMatchObject({ played: 7, goalsFor: 2.14, goalsAgainst: 1.14 });
    expect(rest.home.sample).toMatchObject({ kind: 'competition', matches: 7, thisMatch: true });
    expect(rows[0]).toMatchObject({ team: { code: 'ARG' }, matches: 7, goals: 2.14, goalsConceded: 1.14 });
    expect(rows[0]!.window).toEqual({ kind: 'COMPETITION', limit: null, thisMatch: true });
    expect(rows[1]).toMatchObject({
      team: { code: 'FRA' },
      matches: rest.away.played,
      goals: rest.away.goalsFor,
      goalsConceded: rest.away.goalsAgainst,
    });
  });
});
