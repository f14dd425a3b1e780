import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAnswerSchema, seasonAveragesAnswerSchema, tableAnswerSchema, topScorersAnswerSchema } from '../../../contract/match-data.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import type { Timeline } from '../match/timeline.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

// Competition figures follow the match, as far as the replay has played it.
const beforeExtraTime = (timeline: Timeline) => timeline.periodStart.firstHalfExtraTime! - 60;
const inSecondHalf = (minute: number) => (timeline: Timeline) => timeline.periodStart.secondHalf! + (minute - 45) * 60;
const catalogue: CatalogueEntry[] = [
  { eventId: 'final-before', scenarioId: 'wc2022-final', description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: 'final-kickoff', scenarioId: 'wc2022-final', description: 'kick-off', startAt: () => 0 },
  { eventId: 'final-90', scenarioId: 'wc2022-final', description: 'just before extra time, 2-2', startAt: beforeExtraTime },
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'at its real date, finished', startAt: null },
  { eventId: 'liga-before', scenarioId: 'laliga-2018-19-bar-ala', description: '10 minutes before kick-off', startAt: () => -600 },
  { eventId: 'liga-30', scenarioId: 'laliga-2018-19-bar-ala', description: '30th minute, 0-0', startAt: () => 30 * 60 },
  { eventId: 'liga-70', scenarioId: 'laliga-2018-19-bar-ala', description: '70th minute, 1-0', startAt: inSecondHalf(70) },
  { eventId: 'liga', scenarioId: 'laliga-2018-19-bar-ala', description: 'at its real date, finished', startAt: null },
  { eventId: 'euro', scenarioId: 'euro2020-tur-ita', description: 'at its real date, finished', startAt: null },
];

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

const scorers = async (eventId: string) =>
  (await feed.get(`/top_scorers/${eventId}?limit=10`, topScorersAnswerSchema)).rows.map((row) => [
    row.rank,
    row.name,
    row.goals,
    row.penalties,
  ]);

const graphql = <T>(query: string, variables: { id: string } & Record<string, unknown>) => feed.graphql<T>(query, variables);

type GraphqlScorer = { rank: number; playerId: string | null; name: string; teamCode: string; goals: number; penalties: number | null };
const graphqlScorers = async (eventId: string) =>
  (
    await graphql<{
      topScorers: {
        coverage: { complete: boolean; matchesCounted: number; matchesPlayed: number };
        rows: GraphqlScorer[];
        sources: string[];
      };
    }>(
      'query ($id: ID!) { topScorers(eventId: $id, limit: 10) { coverage { complete matchesCounted matchesPlayed } rows { rank playerId name teamCode goals penalties } sources } }',
      { id: eventId },
    )
  ).topScorers;

describe('top scorers follow the 2022 final', () => {
  it('leave the final out before kick-off and at kick-off: Mbappé and Messi on 5', async () => {
    for (const eventId of ['final-before', 'final-kickoff']) {
      expect((await scorers(eventId)).slice(0, 2)).toEqual([
        [1, 'Kylian Mbappé', 5, 0],
        [1, 'Lionel Messi', 5, 3],
      ]);
    }
  });

  it('count its goals so far: 2-2 after 90 minutes puts Mbappé on 7 and Messi on 6', async () => {
    expect((await scorers('final-90')).slice(0, 2)).toEqual([
      [1, 'Kylian Mbappé', 7, 1],
      [2, 'Lionel Messi', 6, 4],
    ]);
  });

  it('end where the tournament ended: Mbappé 8, Messi 7, the final counted once', async () => {
    expect((await scorers('final')).slice(0, 4)).toEqual([
      [1, 'Kylian Mbappé', 8, 2],
      [2, 'Lionel Messi', 7, 4],
      [3, 'Julián Álvarez', 4, 0],
      [3, 'Olivier Giroud', 4, 0],
    ]);
  });

  it('spell a scorer as the competition does, so his goals join his earlier ones', async () => {
    // The Euro 2020 data names scorers by surname; the scenario says "Ciro Immobile".
    expect(await scorers('euro')).toEqual([
      [1, 'Immobile', 1, 0],
      [1, 'Insigne', 1, 0],
    ]);
  });

  it('are the same rows, in the same order, over GraphQL and REST', async () => {
    for (const eventId of ['final-before', 'final-90', 'final', 'euro']) {
      const graphql = await graphqlScorers(eventId);
      const rest = await feed.get(`/top_scorers/${eventId}?limit=10`, topScorersAnswerSchema);
      expect(graphql.coverage.complete, eventId).toBe(true);
      // The competition's whole results, which the feed names no source for: nothing is credited.
      expect(graphql.sources, eventId).toEqual([]);
      expect(
        graphql.rows.map((row) => [row.rank, row.name, row.teamCode, row.goals, row.penalties]),
        eventId,
      ).toEqual(rest.rows.map((row) => [row.rank, row.name, row.team.code, row.goals, row.penalties]));
    }
    const final = await graphqlScorers('final');
    expect(final.rows[0]).toMatchObject({ name: 'Kylian Mbappé', playerId: expect.stringMatching(/mbappe/) });
  });
});

describe('form and season averages follow the 2022 final', () => {
  it('put the final first in the form once it has kicked off, a draw that Argentina won on penalties', async () => {
    expect((await feed.get('/form/final-before', formAnswerSchema)).home.entries[0]).toMatchObject({ opponent: { code: 'CRO' } });
    const after90 = (await feed.get('/form/final-90', formAnswerSchema)).home.entries[0]!;
    expect(after90).toMatchObject({ opponent: { code: 'FRA' }, goalsFor: 2, goalsAgainst: 2, result: 'D' });
    expect(after90.shootoutWinner).toBeUndefined();
    const finished = await feed.get('/form/final', formAnswerSchema);
    expect(finished.home.entries[0]).toMatchObject({ goalsFor: 3, goalsAgainst: 3, result: 'D', shootoutWinner: 'argentina' });
    expect(finished.away.entries[0]).toMatchObject({ opponent: { code: 'ARG' }, goalsFor: 3, goalsAgainst: 3 });
    expect(finished.home.entries).toHaveLength(6);
  });

  it('average Argentina over 7 matches after it (15 scored, 8 let in), over 6 before', async () => {
    // Minutes: the Netherlands quarter-final went to extra time (5 x 90 + 120 = 570), then the final did too (690).
    expect((await feed.get('/season_avg/final-before', seasonAveragesAnswerSchema)).home).toMatchObject({
      played: 6,
      minutes: 570,
      goalsFor: 2,
    });
    expect((await feed.get('/season_avg/final-90', seasonAveragesAnswerSchema)).home).toMatchObject({ played: 7, minutes: 660 });
    // Barcelona's first match of the season, 70 minutes in: one match, 70 minutes so far.
    // Its measured figures are the match's own so far (StatsBomb), over that one match.
    const ligaAnswer = await feed.get('/season_avg/liga-70', seasonAveragesAnswerSchema);
    const liga70 = ligaAnswer.home;
    expect(liga70).toMatchObject({ played: 1, minutes: 70, measuredSample: { matches: 1, minutes: 70 } });
    expect(liga70.measured?.passes).toBeGreaterThan(0);
    // Measured figures are credited to whom they come from.
    expect(ligaAnswer.credit).toBe('StatsBomb');
    const finalAnswer = await feed.get('/season_avg/final', seasonAveragesAnswerSchema);
    const final = finalAnswer.home;
    // No World Cup match has event data in our records: nothing measured, nothing modelled, nobody credited.
    expect(final.measured).toBeUndefined();
    expect(finalAnswer).not.toHaveProperty('credit');
    expect(final).toMatchObject({
      played: 7,
      minutes: 690,
      goalsFor: 2.14,
      goalsAgainst: 1.14,
      winPercentage: 57,
    });
  });
});

describe('the La Liga table follows Barcelona v Alavés', () => {
  const row = async (eventId: string, code: string) => {
    const table = await feed.get(`/table/${eventId}`, tableAnswerSchema);
    return { live: table.live, row: table.tables[0]!.rows.find((candidate) => candidate.team.code === code)! };
  };

  it('leaves the match out before kick-off: matchday 1, nobody has played', async () => {
    const { live, row: barcelona } = await row('liga-before', 'BAR');
    expect(live).toBe(false);
    expect(barcelona).toMatchObject({ played: 0, points: 0, movement: 0 });
  });

  it('counts the score so far: a point each at 0-0, three for Barcelona at 1-0', async () => {
    expect((await row('liga-30', 'BAR')).row).toMatchObject({ played: 1, drawn: 1, points: 1 });
    expect((await row('liga-30', 'ALA')).row).toMatchObject({ played: 1, drawn: 1, points: 1 });
    expect((await row('liga-70', 'BAR')).row).toMatchObject({ played: 1, won: 1, goalsFor: 1, points: 3 });
  });

  it('is live while the match is in play', async () => {
    expect((await row('liga-30', 'BAR')).live).toBe(true);
    expect((await row('liga-70', 'BAR')).live).toBe(true);
  });

  it('counts the finished match once, with its real 3-0, though the results data holds it too; no longer live', async () => {
    const { live, row: barcelona } = await row('liga', 'BAR');
    expect(live).toBe(false);
    expect(barcelona).toMatchObject({ played: 1, won: 1, goalsFor: 3, goalsAgainst: 0, points: 3, form: ['W'] });
    expect((await row('liga', 'ALA')).row).toMatchObject({ played: 1, lost: 1, goalsAgainst: 3, points: 0 });
  });

  it('has no scorers to rank: La Liga results come without them', async () => {
    expect(await feed.get('/top_scorers/liga', topScorersAnswerSchema)).toMatchObject({ available: false, rows: [] });
  });
});

describe('GraphQL player figures follow the match', () => {
  type Stats = {
    player: { id: string };
    appearances: number;
    starts: number;
    minutes: number;
    goals: number | null;
    shots: number | null;
    passes: number | null;
  };
  const playerStats = async (eventId: string) =>
    (
      await graphql<{ playerStats: Stats[] }>(
        'query ($id: ID!) { playerStats(eventId: $id, team: BOTH) { player { id } appearances starts minutes goals shots passes } }',
        { id: eventId },
      )
    ).playerStats;
  const of = (rows: Stats[], id: RegExp) => rows.find((row) => id.test(row.player.id))!;

  it('count only recorded appearances: none before the final, the final once played, with no passes or shots invented', async () => {
    // The international results record goals, not appearances or minutes: no per-90 can rest on them.
    expect(of(await playerStats('final-before'), /mbappe/)).toMatchObject({ appearances: 0, minutes: 0, goals: null, shots: null });
    const after = await playerStats('final');
    expect(of(after, /mbappe/)).toMatchObject({ appearances: 1, starts: 1, goals: 3, shots: null, passes: null });
    expect(of(after, /messi/)).toMatchObject({ appearances: 1, goals: 2 });
    // 120 minutes and the stoppage time of four periods.
    expect(of(after, /mbappe/).minutes).toBeGreaterThanOrEqual(120);
  });

  it('take shots and passes from event data: Barcelona v Alavés at full time', async () => {
    const messi = of(await playerStats('liga'), /messi/);
    expect(messi).toMatchObject({ appearances: 1, goals: 2 });
    expect(messi.shots).toBeGreaterThan(0);
    expect(messi.passes).toBeGreaterThan(0);
  });

  it('add the score to the team averages, and list only the scorers La Liga\u2019s records hold', async () => {
    type Averages = { teamSeasonAverages: Array<{ matches: number }> };
    const query = 'query ($id: ID!) { teamSeasonAverages(eventId: $id) { matches } }';
    const before = await graphql<Averages>(query, { id: 'liga-before' });
    const after = await graphql<Averages>(query, { id: 'liga' });
    expect(after.teamSeasonAverages[0]!.matches - before.teamSeasonAverages[0]!.matches).toBe(1);
    // After matchday 1 our records know Messi 2 and Coutinho 1 (StatsBomb), and no other scorer.
    const scorersBefore = await graphqlScorers('liga-before');
    expect(scorersBefore.rows).toEqual([]);
    expect(scorersBefore.coverage).toMatchObject({ complete: false, matchesCounted: 0 });
    // Nothing counted yet, so nobody to credit.
    expect(scorersBefore.sources).toEqual([]);
    const scorersAfter = await graphqlScorers('liga');
    expect(scorersAfter.rows.map((row) => [row.rank, row.name, row.goals])).toEqual([
      [1, 'Lionel Messi', 2],
      [2, 'Philippe Coutinho', 1],
    ]);
    expect(scorersAfter.coverage).toMatchObject({ complete: false, matchesCounted: 1 });
    expect(scorersAfter.coverage.matchesPlayed).toBeGreaterThan(1);
    // The one match counted is credited to whom its scorers come from.
    expect(scorersAfter.sources).toEqual(['statsBomb']);
  });
});

describe('figures and the replay\u2019s clock', () => {
  it('move with a seek and a fired goal, over REST and GraphQL alike', async () => {
    const replay = feed.context.replays.get('final-kickoff')!;
    const mbappe = async () => {
      const rest = (await scorers('final-kickoff')).find((row) => row[1] === 'Kylian Mbappé')![2];
      const graphqlRow = (await graphqlScorers('final-kickoff')).rows.find((row) => row.name === 'Kylian Mbappé')!;
      expect(graphqlRow.goals).toBe(rest);
      return rest;
    };
    expect(await mbappe()).toBe(5);
    replay.pause();
    replay.seek(replay.match.timeline.playEnds + 60);
    expect(await mbappe()).toBe(8);
    const home = async () => (await feed.get('/form/final-kickoff', formAnswerSchema)).home.entries[0]!;
    expect(await home()).toMatchObject({ goalsFor: 3, goalsAgainst: 3 });
    // A goal fired through the control API counts in the score, for no scorer.
    replay.injectGoal('home');
    expect(await home()).toMatchObject({ goalsFor: 4, goalsAgainst: 3, result: 'W' });
    expect(await mbappe()).toBe(8);
  });
});
