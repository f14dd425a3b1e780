import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAnalyticsRoute } from './analytics.ts';
import { sourceFromSeasons } from '../analytics/season-lines.ts';
import { missed, played, player, season, teamLine } from '../analytics/testing/season-builder.ts';
import { tinyScenario } from '../testing/tiny-scenario.ts';

/**
 * The tiny match's squads with twenty recorded matches each, goals on a fixed pattern: forwards
 * score in some matches (two in a few), nobody else does. Fictional, for the route's rules only.
 */
const tinyPlayers = (['home', 'away'] as const).flatMap((side) =>
  tinyScenario[side].players.map((squadPlayer, index) => {
    const forward = squadPlayer.position === 'striker' || squadPlayer.position === 'attacker';
    const lines = Array.from({ length: 20 }, (_, match) => {
      const goals = forward ? ((match + index) % 3 === 0 ? 1 + (match % 2) : 0) : 0;
      return played({ goals, shots: forward ? goals + (index % 2 === 0 ? match % 2 : 0) : 0 });
    });
    return { ...player(squadPlayer.id, side, squadPlayer.position, lines, squadPlayer.number), starter: squadPlayer.starter };
  }),
);
const tinyTeamLines = Array.from({ length: 20 }, (_, match) => teamLine({ goals: match % 3, corners: 3 + (match % 6) }));
const tinyDerby = {
  ...season(tinyPlayers, { home: tinyTeamLines, away: tinyTeamLines.slice().reverse() }),
  eventId: tinyScenario.id,
  topScorers: {
    coverage: { complete: true, matchesCounted: 20, matchesPlayed: 20 },
    rows: tinyPlayers.map((line) => ({
      playerId: line.id,
      name: line.name,
      teamCode: line.team.code,
      teamName: line.team.name,
      goals: line.matches.reduce((sum, match) => sum + (match.goals ?? 0), 0),
    })),
  },
};

const credentials = { token: 'secret-token', outlet: 'demo-outlet' };
const goodHeaders = { authorization: credentials.token, 'outlet-key': credentials.outlet };
const handMade = sourceFromSeasons([
  season([
    player('nine', 'home', 'striker', [
      played({ goals: 2, shots: 4 }),
      missed,
      played({ minutes: 45, started: false, goals: 1, shots: 2 }),
    ]),
  ]),
]);

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function createApp(): FastifyInstance {
  const app = Fastify();
  apps.push(app);
  const tiny = sourceFromSeasons([tinyDerby]);
  registerAnalyticsRoute(app, {
    sourceFor: (eventId) => (eventId === tinyScenario.id ? tiny : eventId === 'hand-made' ? handMade : null),
    credentials,
  });
  return app;
}

async function post(app: FastifyInstance, body: unknown, options: { headers?: Record<string, string>; outlet?: string } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: `/betanalytics/${options.outlet ?? credentials.outlet}/graphql`,
    headers: { 'content-type': 'application/json', ...(options.headers ?? goodHeaders) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<GraphqlBody>() };
}

async function query<T>(app: FastifyInstance, document: string, variables?: Record<string, unknown>): Promise<T> {
  const { status, body } = await post(app, { query: document, variables });
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data as T;
}

interface AssistantRow {
  player: { id: string; position: string; team: { side: string } };
  hits: number;
  matches: number;
  share: number;
  percentage: number;
  average: number;
}
interface AssistantData {
  playerAssistant: { rows: AssistantRow[]; removedPlayers: number };
}

const playerAssistantQuery = /* GraphQL */ `
  query Assistant($event: PlayerEvent!, $team: TeamFilter!, $threshold: Float!, $matches: Int!) {
    playerAssistant(eventId: "${tinyScenario.id}", event: $event, team: $team, threshold: $threshold, matches: $matches) {
      removedPlayers
      rows {
        player {
          id
          position
          team {
            side
          }
        }
        hits
        matches
        share
        percentage
        average
      }
    }
  }
`;
const assistant = (app: FastifyInstance, variables: { event?: string; team?: string; threshold?: number; matches?: number } = {}) =>
  query<AssistantData>(app, playerAssistantQuery, { event: 'GOALS', team: 'BOTH', threshold: 0.5, matches: 6, ...variables }).then(
    (data) => data.playerAssistant,
  );

describe('POST /betanalytics/:outlet/graphql: credentials', () => {
  const document = { query: '{ __typename }' };

  it('answers 401 without credentials', async () => {
    const { status, body } = await post(createApp(), document, { headers: {} });
    expect(status).toBe(401);
    expect(body).toEqual({ errors: [{ message: expect.any(String) }] });
  });

  it('answers 401 for a wrong outlet in the path, a wrong outlet-key or a wrong token', async () => {
    const app = createApp();
    expect((await post(app, document, { outlet: 'other-outlet' })).status).toBe(401);
    expect((await post(app, document, { headers: { ...goodHeaders, 'outlet-key': 'other-outlet' } })).status).toBe(401);
    expect((await post(app, document, { headers: { ...goodHeaders, authorization: 'Bearer secret-token' } })).status).toBe(401);
  });

  it('answers with the right credentials', async () => {
    expect(await post(createApp(), document)).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('checks credentials before reading the body', async () => {
    expect((await post(createApp(), '{not json', { headers: {} })).status).toBe(401);
  });
});

describe('POST /betanalytics/:outlet/graphql: request shape and limits', () => {
  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await post(createApp(), '{"query": ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/JSON/);
  });

  it('answers 400 for JSON that is not a GraphQL request', async () => {
    const app = createApp();
    expect((await post(app, { variables: {} })).status).toBe(400);
    expect((await post(app, { query: 42 })).status).toBe(400);
    expect((await post(app, [1, 2])).status).toBe(400);
  });

  it('answers a syntactically invalid query with errors and no data', async () => {
    const { status, body } = await post(createApp(), { query: `{ playerAssistant(eventId: "${tinyScenario.id}" { rows } }` });
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('answers an unknown field or enum value with validation errors', async () => {
    const { status, body } = await post(createApp(), {
      query: `{ playerAssistant(eventId: "${tinyScenario.id}", event: PENALTIES) { rows { hits } } }`,
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses arguments out of range', async () => {
    const { status, body } = await post(createApp(), {
      query: `{ playerAssistant(eventId: "${tinyScenario.id}", matches: 21, threshold: 11) { removedPlayers } }`,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ playerAssistant: null });
    expect(body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringContaining('matches must be from 1 to 20'),
    });
    expect(body.errors?.[0]?.message).toContain('threshold must be from 0 to 10');
  });

  it('answers 404 with a GraphQL error for an unknown event', async () => {
    const { status, body } = await post(createApp(), { query: '{ teamSeasonAverages(eventId: "no-such-match") { goals } }' });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      data: { teamSeasonAverages: null },
      errors: [{ path: ['teamSeasonAverages'], extensions: { code: 'EVENT_NOT_FOUND' } }],
    });
  });

  it('refuses queries deeper than 8 levels', async () => {
    const { status, body } = await post(createApp(), {
      query: '{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }',
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toBe('The query is 9 levels deep; at most 8 are allowed.');
  });

  it('refuses queries longer than 10,000 characters', async () => {
    const { status, body } = await post(createApp(), { query: `{ __typename }${' '.repeat(10_000)}` });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LONG');
  });

  it('runs the named operation with its variables', async () => {
    const { body } = await post(createApp(), {
      query: 'query A { __typename } query B($id: ID!) { topScorers(eventId: $id, limit: 1) { rows { rank } } }',
      operationName: 'B',
      variables: { id: tinyScenario.id },
    });
    expect(body).toEqual({ data: { topScorers: { rows: [{ rank: 1 }] } } });
  });
});

describe('POST /betanalytics/:outlet/graphql: player assistant on the modelled season', () => {
  it('lists plausible goal-scorers, best first, without 0% players, the same on every run', async () => {
    const result = await assistant(createApp());
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.removedPlayers).toBeGreaterThan(0);
    expect(result.rows.every((row) => row.hits > 0 && row.percentage > 0 && row.matches === 6)).toBe(true);
    expect(result.rows.some((row) => row.player.position === 'GOALKEEPER')).toBe(false);
    const shares = result.rows.map((row) => row.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // Every player is either listed or counted as removed.
    expect(result.rows.length + result.removedPlayers).toBe(tinyPlayers.length);
    // Another server, same scenario and seed: the same answer.
    expect(await assistant(createApp())).toEqual(result);
  });

  it('filters by team', async () => {
    const app = createApp();
    const both = await assistant(app, { event: 'SHOTS', team: 'BOTH' });
    const home = await assistant(app, { event: 'SHOTS', team: 'HOME' });
    const away = await assistant(app, { event: 'SHOTS', team: 'AWAY' });
    expect(home.rows.every((row) => row.player.team.side === 'HOME')).toBe(true);
    expect(away.rows.every((row) => row.player.team.side === 'AWAY')).toBe(true);
    expect(home.rows.length + away.rows.length).toBe(both.rows.length);
    expect(home.removedPlayers + away.removedPlayers).toBe(both.removedPlayers);
  });

  it('changes the answer with the threshold and the match count', async () => {
    const app = createApp();
    const overHalf = await assistant(app, { event: 'SHOTS', threshold: 0.5 });
    const overTwo = await assistant(app, { event: 'SHOTS', threshold: 2.5 });
    expect(overTwo.rows.length).toBeLessThan(overHalf.rows.length);
    const hitsOf = (rows: AssistantRow[]) => new Map(rows.map((row) => [row.player.id, row.hits]));
    const lower = hitsOf(overHalf.rows);
    for (const [id, hits] of hitsOf(overTwo.rows)) expect(hits).toBeLessThanOrEqual(lower.get(id) ?? 0);

    const lastTwo = await assistant(app, { event: 'SHOTS', matches: 2 });
    const lastTwenty = await assistant(app, { event: 'SHOTS', matches: 20 });
    expect(lastTwo.rows.every((row) => row.matches === 2 && [50, 100].includes(row.percentage))).toBe(true);
    expect(lastTwenty.rows.every((row) => row.matches === 20)).toBe(true);
    expect(lastTwenty.rows.length).toBeGreaterThanOrEqual(lastTwo.rows.length);
  });
});

describe('POST /betanalytics/:outlet/graphql: other queries', () => {
  it('lists top scorers, most goals first, with shared ranks', async () => {
    const data = await query<{ topScorers: { coverage: { complete: boolean }; rows: { rank: number; goals: number }[] } }>(
      createApp(),
      `{ topScorers(eventId: "${tinyScenario.id}", limit: 5) { coverage { complete matchesCounted matchesPlayed } rows { rank name teamCode goals } } }`,
    );
    expect(data.topScorers.coverage.complete).toBe(true);
    const { rows } = data.topScorers;
    expect(rows.length).toBe(5);
    expect(rows.map((row) => row.goals)).toEqual([...rows.map((row) => row.goals)].sort((a, b) => b - a));
    rows.forEach((row, index) => {
      const previous = rows[index - 1];
      if (previous) expect(row.rank).toBe(previous.goals === row.goals ? previous.rank : index + 1);
    });
  });

  it('works out per-90 values and season averages in player stats', async () => {
    const data = await query<{ playerStats: unknown[] }>(
      createApp(),
      '{ playerStats(eventId: "hand-made", team: HOME) { player { id } appearances starts minutes goals shots per90 { goals shots } seasonAverage { minutes goals } } }',
    );
    // 3 goals and 6 shots in 135 minutes over 2 appearances.
    expect(data.playerStats).toEqual([
      {
        player: { id: 'nine' },
        appearances: 2,
        starts: 1,
        minutes: 135,
        goals: 3,
        shots: 6,
        per90: { goals: 2, shots: 4 },
        seasonAverage: { minutes: 67.5, goals: 1.5 },
      },
    ]);
    const away = await query<{ playerStats: unknown[] }>(createApp(), '{ playerStats(eventId: "hand-made", team: AWAY) { minutes } }');
    expect(away.playerStats).toEqual([]);
  });

  it('compares the two teams in the team assistant and season averages', async () => {
    const data = await query<{
      teamAssistant: { rows: { team: { side: string }; matches: number; share: number }[] };
      teamSeasonAverages: { team: { code: string }; matches: number; corners: number }[];
    }>(
      createApp(),
      `{ teamAssistant(eventId: "${tinyScenario.id}", event: CORNERS, threshold: 4.5, matches: 10) { rows { team { side } matches share } } teamSeasonAverages(eventId: "${tinyScenario.id}") { team { code } matches corners } }`,
    );
    expect(data.teamAssistant.rows.map((row) => row.team.side).sort()).toEqual(['AWAY', 'HOME']);
    expect(data.teamAssistant.rows.every((row) => row.matches === 10)).toBe(true);
    expect(data.teamSeasonAverages.map((row) => [row.team.code, row.matches])).toEqual([
      ['NBR', 20],
      ['SPA', 20],
    ]);
    expect(data.teamSeasonAverages.every((row) => row.corners > 2 && row.corners < 9)).toBe(true);
  });
});
