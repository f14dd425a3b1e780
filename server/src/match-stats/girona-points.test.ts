import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPlayerStatsAnswerSchema, optaPointsAnswerSchema } from '../../../contract/match-data.ts';
import { replayLinesSoFar } from '../analytics/match-so-far.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import type { Scenario } from '../scenario/schema.ts';
import { loadLiveScenarios } from '../statsbomb/feed-option.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * Barcelona v Girona (La Liga 2018/19, 2-2) at full time, replayed as `npm run feed -- --statsbomb`
 * replays it, its points and minutes read through `GET /opta_points` and `GET /player_stats` and
 * the analytics service's match line, and compared with StatsBomb's record in ../shared/data:
 * Messi 18:21, Lenglet's straight red at 32:36, Stuani 44:29 (the first half ran to 48:01), Umtiti
 * on at 45:01, Stuani 50:18, Arthur off at 57:48 and Vidal at 57:53, Piqué 62:11, the end at 93:08.
 */
const statsBombDir = path.resolve(import.meta.dirname, '../../../../shared/data/statsbomb');
const here = existsSync(path.join(statsBombDir, '15986_events.json'));

describe.runIf(here)('Barcelona v Girona: match points and minutes', () => {
  let feed: TestFeed;
  beforeAll(async () => {
    const [scenario] = (await loadLiveScenarios(
      path.join(statsBombDir, '15986_events.json'),
      path.join(statsBombDir, '15986_lineups.json'),
    )) as [Scenario];
    const catalogue: CatalogueEntry[] = [{ eventId: 'girona', scenarioId: scenario.id, description: 'full time', startAt: () => 1e7 }];
    feed = await buildTestFeed({
      scenarios: new Map([[scenario.id, scenario]]),
      catalogue,
    });
  });
  afterAll(async () => {
    await feed?.close();
  });

  const points = async () => optaPointsAnswerSchema.parse(await feed.get('/opta_points/girona'));
  const stats = async () => matchPlayerStatsAnswerSchema.parse(await feed.get('/player_stats/girona'));
  const pointsOf = async (name: string) => (await points()).players.find((player) => player.playerId === `bar-${name}`)!;
  const statsOf = async (name: string) => (await stats()).players.find((player) => player.playerId === `bar-${name}`)!;

  it('gives Lenglet -3 for his straight red, as the rule says, and nothing for goals let in after he went off', async () => {
    const lenglet = await pointsOf('clement-lenglet');
    expect(lenglet.breakdown).toEqual({ appearance: 1, cards: -3 });
    expect(lenglet.points).toBe(-2);
  });

  it('counts a defender’s goals conceded while he was on: Umtiti, on at half time, let in one (50:18), Lenglet none', async () => {
    const umtiti = await pointsOf('samuel-umtiti');
    expect(umtiti.position).toBe('defender');
    expect(umtiti.breakdown.goalsConceded).toBeUndefined();
    // Lenglet went off at 32:36, before both of Girona's goals (44:29, 50:18): none counts against him.
    expect((await pointsOf('clement-lenglet')).breakdown.goalsConceded).toBeUndefined();
    // Piqué played throughout and Barcelona let in two: -1.
    expect((await pointsOf('gerard-pique')).breakdown.goalsConceded).toBe(-1);
  });

  it('gives Arthur and Vidal, off at 57:48 and 57:53, 58 minutes and no bonus for 60', async () => {
    for (const name of ['arthur', 'arturo-vidal']) {
      expect((await statsOf(name)).minutes, name).toBe(58);
      expect((await pointsOf(name)).breakdown.appearance, name).toBe(1);
    }
  });

  it('gives a player on throughout 90 minutes, the clock’s, whatever was added', async () => {
    expect((await statsOf('gerard-pique')).minutes).toBe(90);
    expect((await statsOf('clement-lenglet')).minutes).toBe(33);
    expect((await statsOf('samuel-umtiti')).minutes).toBe(45);
  });

  it('gives every player the same minutes in the analytics service as in /player_stats', async () => {
    const rest = new Map((await stats()).players.map((player) => [player.playerId, player.minutes]));
    const analytics = replayLinesSoFar(feed.context.replayOf('girona'))!.players.filter(
      (player) => player.minutes > 0 || rest.has(player.playerId),
    );
    expect(analytics.length).toBeGreaterThan(22);
    for (const player of analytics) expect(player.minutes, player.playerId).toBe(rest.get(player.playerId) ?? 0);
  });

  it('serves the rule it computes: shots on target count only when not a goal, as Messi’s line shows', async () => {
    const answer = await points();
    expect(answer.rule).toContain('shot on target that is not a goal 1');
    const messi = answer.players.find((player) => player.playerId === 'bar-lionel-messi')!;
    const line = await statsOf('lionel-messi');
    expect(line.goals).toBe(1);
    expect(messi.breakdown.shotsOnTarget ?? 0).toBe((line.shotsOnTarget ?? Number.NaN) - line.goals);
  });
});
