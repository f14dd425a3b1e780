import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentaryAnswerSchema,
  fixturesAnswerSchema,
  formAnswerSchema,
  headToHeadAnswerSchema,
  incidentsAnswerSchema,
  lineupsAnswerSchema,
  liveStatsAnswerSchema,
  matchPlayerStatsAnswerSchema,
  matchTextAnswerSchema,
  optaPointsAnswerSchema,
  pitchViewAnswerSchema,
  seasonAveragesAnswerSchema,
  tableAnswerSchema,
  topScorersAnswerSchema,
} from '../../../contract/match-data.ts';
import { ballPathAnswerSchema } from '../../../contract/ball-path.ts';
import { availabilitySchema } from '../../../contract/protocol.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarioFile, scenariosDir } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

let feed: TestFeed;
const catalogue: CatalogueEntry[] = [
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'at its real date', startAt: null },
  { eventId: 'final-upcoming', scenarioId: 'wc2022-final', description: 'a day before', startAt: () => -86_400 },
  { eventId: 'final-first-half', scenarioId: 'wc2022-final', description: '30th minute', startAt: () => 30 * 60 },
];

beforeAll(async () => {
  const final = await loadScenarioFile(`${scenariosDir}/wc2022-final.json`);
  feed = await buildTestFeed({ scenarios: new Map([['wc2022-final', final]]), catalogue });
});
afterAll(async () => {
  await feed.close();
});

describe('match data of the 2022 final', () => {
  it('lists the line-ups with the captain, substitutions and cards', async () => {
    const lineups = await feed.get('/lineups/final', lineupsAnswerSchema);
    expect(lineups.announced).toBe(true);
    expect(lineups.home.starters).toHaveLength(11);
    expect(lineups.away.starters).toHaveLength(11);
    const messi = lineups.home.starters.find((player) => player.shortName.includes('Messi'))!;
    expect(messi).toMatchObject({ captain: true, goals: 2 });
    const mbappe = lineups.away.starters.find((player) => player.shortName.includes('Mbapp'))!;
    expect(mbappe.goals).toBe(3);
    expect(lineups.away.substitutes.some((player) => player.subbedOnMinute === 41)).toBe(true);
    expect(lineups.venue?.city).toBe('Lusail');
  });

  it('hides the line-ups until they are announced', async () => {
    const lineups = await feed.get('/lineups/final-upcoming', lineupsAnswerSchema);
    expect(lineups).toMatchObject({ announced: false, home: { starters: [] } });
  });

  it('lists the goals in order, with the running score, and the shoot-out', async () => {
    const { incidents, shootout } = await feed.get('/incidents/final', incidentsAnswerSchema);
    const goals = incidents.filter((incident) => ['goal', 'penaltyGoal', 'ownGoal'].includes(incident.type));
    expect(goals.map((goal) => `${goal.minute}${goal.score!.home}-${goal.score!.away}`)).toEqual([
      '231-0',
      '362-0',
      '802-1',
      '812-2',
      '1083-2',
      '1183-3',
    ]);
    expect(goals[0]!.type).toBe('penaltyGoal');
    expect(shootout).toMatchObject({ home: 4, away: 2 });
    expect(shootout!.kicks).toHaveLength(8);
  });

  it('writes commentary in the language asked for, most recent first, and filters major events', async () => {
    const english = await feed.get('/commentary/final?lang=en', commentaryAnswerSchema);
    const german = await feed.get('/commentary/final?lang=de', commentaryAnswerSchema);
    expect(german.lines).toHaveLength(english.lines.length);
    expect(german.lines[0]!.text).not.toBe(english.lines[0]!.text);
    expect(english.lines[0]!.kind).toBe('shootoutWon');
    const major = await feed.get('/commentary/final?filter=major', commentaryAnswerSchema);
    expect(major.lines.length).toBeLessThan(english.lines.length);
    expect(major.lines.every((line) => line.major)).toBe(true);
    expect((await feed.app.inject({ method: 'GET', url: '/commentary/final?filter=everything' })).statusCode).toBe(400);
  });

  it('gives live statistics from its sources alone: no shot list, its published totals with their source', async () => {
    const stats = await feed.get('/live_stats/final', liveStatsAnswerSchema);
    // No event data: no shot (no source gives its goals an xG or a place), no minute's pressure, no xG timeline.
    expect(stats.shots).toEqual([]);
    expect(stats.momentum).toEqual([]);
    expect(stats.xgTimeline).toEqual([]);
    // At full time: the facts and the published full-time totals, each named with its source.
    expect(stats.summary).toEqual({
      home: { goals: 3, yellowCards: 5, redCards: 0, shots: 20, shotsOnTarget: 10, expectedGoals: 3.3, possession: 54 },
      away: { goals: 3, yellowCards: 3, redCards: 0, shots: 10, shotsOnTarget: 5, expectedGoals: 2.2, possession: 46 },
    });
    expect(stats.published).toEqual({
      source: expect.stringMatching(/FIFA.*FBref/),
      statistics: ['shots', 'shotsOnTarget', 'expectedGoals', 'possession'],
    });
  });

  it('offers no page whose figures would have to be invented, and says the match has no event data', async () => {
    const availability = await feed.get('/availability/final', availabilitySchema);
    expect(availability.features).toMatchObject({
      eventData: false,
      xg: false,
      matchMomentum: false,
      playerStatsLv: false,
      // No ball events to draw: no shot map, no marks.
      competition: { viz: false },
    });
    for (const path of [
      '/stats/live-stats/momentum',
      '/stats/live-stats/attacking',
      '/stats/live-stats/defence',
      '/stats/live-stats/distribution',
      '/stats/live-stats/xg',
      '/stats/player-stats',
      '/stats/opta-points',
    ])
      expect(availability.paths).not.toContain(path);
    expect(availability.paths).toEqual(
      expect.arrayContaining([
        '/stats/live-stats/summary',
        '/stats/live-stats/discipline',
        '/scoreboard/commentary',
        '/info/teams/lineups',
      ]),
    );
  });

  it('offers its pitch view, whose tracker shows the score, clock, goals and cards, with no ball path to draw', async () => {
    const availability = await feed.get('/availability/final', availabilitySchema);
    expect(availability.pitchView).toBe(true);
    expect(availability.features.pitchView).toBe(true);
    expect(availability.paths).toContain('/watch/pitchView');
    expect(await feed.get('/ball_path/final-first-half', ballPathAnswerSchema)).toEqual({ told: [], recent: [], momentum: [] });
  });

  it('shows only what has happened by the replay\u2019s moment', async () => {
    const stats = await feed.get('/live_stats/final-first-half', liveStatsAnswerSchema);
    expect(stats.stage).toBe('inPlay');
    expect(stats.summary.home.goals).toBe(1);
    expect(stats.summary.away.goals).toBe(0);
    const pitch = await feed.get('/competition_viz/final-first-half', pitchViewAnswerSchema);
    expect(pitch.events.every((event) => event.minute <= 31)).toBe(true);
    expect(pitch.minute).toBe(31);
    // No clock runs after the final whistle: the finished final has no minute.
    expect((await feed.get('/competition_viz/final', pitchViewAnswerSchema)).minute).toBeNull();
  });

  it('scores players by the documented rule', async () => {
    const { rule, players } = await feed.get('/opta_points/final', optaPointsAnswerSchema);
    expect(rule).toMatch(/goal 6/);
    expect(players[0]!.name).toMatch(/Mbapp/);
    expect(players.map((player) => player.points)).toEqual([...players.map((player) => player.points)].sort((a, b) => b - a));
    const stats = await feed.get('/player_stats/final', matchPlayerStatsAnswerSchema);
    expect(stats.players.find((player) => player.name.includes('Mbapp'))).toMatchObject({ goals: 3, minutes: expect.any(Number) });
  });
});

describe('competition around the 2022 final', () => {
  it('shows both teams\u2019 groups for a knockout match', async () => {
    const table = await feed.get('/table/final', tableAnswerSchema);
    expect(table.live).toBe(false);
    expect(table.tables.map((group) => group.group)).toEqual(['C', 'D']);
    expect(table.tables[0]!.rows[0]).toMatchObject({ team: { code: 'ARG' }, points: 6, current: true });
    expect(table.tables[1]!.rows[0]).toMatchObject({ team: { code: 'FRA' }, points: 6, current: true });
  });

  it('gives each team\u2019s World Cup form before the final', async () => {
    const form = await feed.get('/form/final-upcoming', formAnswerSchema);
    expect(form.home.entries).toHaveLength(6);
    expect(form.home.entries[0]).toMatchObject({ opponent: { code: 'CRO' }, goalsFor: 3, goalsAgainst: 0, result: 'W' });
    expect(form.home.entries.at(-1)).toMatchObject({ opponent: { code: 'KSA' }, result: 'L' });
    expect((await feed.get('/form/final-upcoming?count=2', formAnswerSchema)).away.entries).toHaveLength(2);
  });

  it('counts the earlier meetings of Argentina and France', async () => {
    const h2h = await feed.get('/h2h/final', headToHeadAnswerSchema);
    expect(h2h.summary).toMatchObject({ total: 12, homeWins: 6, awayWins: 3, draws: 3 });
    expect(h2h.meetings[0]).toMatchObject({ date: '2018-06-30', home: { code: 'FRA' }, homeScore: 4, awayScore: 3 });
  });

  it('ranks the top scorers before the final', async () => {
    const scorers = await feed.get('/top_scorers/final-upcoming', topScorersAnswerSchema);
    expect(scorers.available).toBe(true);
    expect(scorers.rows.slice(0, 2).map((row) => [row.rank, row.goals])).toEqual([
      [1, 5],
      [1, 5],
    ]);
  });

  it('lists the other semi-final results and nothing after the final', async () => {
    const fixtures = await feed.get('/fixtures/final', fixturesAnswerSchema);
    expect(fixtures.home.previous[0]).toMatchObject({ away: { code: 'CRO' }, score: [3, 0] });
    expect(fixtures.home.next).toEqual([]);
  });

  it('gives season averages before the final from results, and no figure the records do not hold', async () => {
    const averages = await feed.get('/season_avg/final-upcoming', seasonAveragesAnswerSchema);
    expect(averages.home).toMatchObject({ played: 6, goalsFor: 2, goalsAgainst: 0.83 });
    // The World Cup matches have no event data in our records: no shots, passes or tackles.
    expect(averages.home.measured).toBeUndefined();
  });

  it('writes a preview and insights from the facts, in French', async () => {
    const preview = await feed.get('/preview/final?lang=fr', matchTextAnswerSchema);
    // Read at full time, the preview first says it was written before kick-off.
    expect(preview.paragraphs[0]!.kind).toBe('previewBeforeKickoff');
    expect(preview.paragraphs[1]!.kind).toBe('previewIntro');
    expect(preview.paragraphs[1]!.text).toContain('Lusail');
    expect(preview.paragraphs.map((paragraph) => paragraph.kind)).toContain('previewHeadToHead');
    const insights = await feed.get('/insights/final?lang=en', matchTextAnswerSchema);
    const texts = insights.paragraphs.map((paragraph) => paragraph.text).join('\n');
    expect(texts).toContain('Argentina have won 6 of the 12 meetings with France.');
  });
});

describe('analytics GraphQL through the feed', () => {
  it('answers 401 without the credentials of /dbs_auth and data with them', async () => {
    const query = { query: '{ topScorers(eventId: "final") { rows { name goals } } }' };
    const denied = await feed.app.inject({ method: 'POST', url: '/betanalytics/demo-outlet/graphql', payload: query });
    expect(denied.statusCode).toBe(401);
    const auth = (await feed.app.inject({ method: 'GET', url: '/dbs_auth/final' })).json() as { token: string; outlet: string };
    const answer = await feed.app.inject({
      method: 'POST',
      url: `/betanalytics/${auth.outlet}/graphql`,
      headers: { authorization: auth.token, 'outlet-key': auth.outlet },
      payload: query,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors).toBeUndefined();
  });
});
