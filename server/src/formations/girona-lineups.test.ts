import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineupsAnswerSchema } from '../../../contract/match-data.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { compileMatch } from '../match/compile.ts';
import { secondOf } from '../match/timeline.ts';
import type { Scenario } from '../scenario/schema.ts';
import { loadLiveScenarios } from '../statsbomb/feed-option.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * Barcelona v Girona (La Liga 2018/19, 2-2) replayed as `npm run feed -- --statsbomb` replays it,
 * read through `GET /lineups` as the line-ups page reads it, and compared with StatsBomb's own
 * record in ../shared/data: Lenglet's red card at 32:36 (Foul Committed, Red Card), Umtiti on for
 * Dembélé at 45:01, Barcelona's Tactical Shift at 47:11 that puts Umtiti at Left Center Back and
 * still lists Lenglet, at Center Forward. The files stay outside the repository: these run where
 * they are checked out.
 */
const statsBombDir = path.resolve(import.meta.dirname, '../../../../shared/data/statsbomb');
const here = existsSync(path.join(statsBombDir, '15986_events.json'));

describe.runIf(here)('GET /lineups: Barcelona v Girona after Lenglet’s red card', () => {
  let feed: TestFeed;
  let scenario: Scenario;

  beforeAll(async () => {
    [scenario] = (await loadLiveScenarios(path.join(statsBombDir, '15986_events.json'), path.join(statsBombDir, '15986_lineups.json'))) as [
      Scenario,
    ];
    const { timeline } = compileMatch(scenario);
    const at =
      (period: 'firstHalf' | 'secondHalf', minute: number, second = 0) =>
      () =>
        secondOf(timeline, period, minute * 60 + second);
    const catalogue: CatalogueEntry[] = [
      { eventId: 'before-red', scenarioId: scenario.id, description: '30th minute', startAt: at('firstHalf', 30) },
      { eventId: 'after-red', scenarioId: scenario.id, description: '40th minute', startAt: at('firstHalf', 40) },
      // 50': after Barcelona's shift at 47:11 (second half from 45:00, so 2:11 into it).
      { eventId: 'after-shift', scenarioId: scenario.id, description: '50th minute', startAt: at('secondHalf', 5) },
      { eventId: 'end', scenarioId: scenario.id, description: 'full time', startAt: () => 1e7 },
    ];
    feed = await buildTestFeed({ scenarios: new Map([[scenario.id, scenario]]), catalogue });
  });
  afterAll(async () => {
    await feed?.close();
  });

  const lineups = async (eventId: string) => {
    const response = await feed.app.inject({ method: 'GET', url: `/lineups/${eventId}` });
    expect(response.statusCode).toBe(200);
    return lineupsAnswerSchema.parse(response.json());
  };
  const onPitch = (team: { current?: { players: Array<{ id: string }> } }) => team.current?.players.map((placed) => placed.id) ?? [];
  const lenglet = 'bar-clement-lenglet';
  const umtiti = 'bar-samuel-umtiti';

  it('has eleven a side before the red card, Lenglet among them', async () => {
    const answer = await lineups('before-red');
    expect(onPitch(answer.home)).toHaveLength(11);
    expect(onPitch(answer.home)).toContain(lenglet);
    expect(onPitch(answer.away)).toHaveLength(11);
  });

  it('takes Lenglet off the pitch at his red card: Barcelona play with ten, Girona with eleven', async () => {
    const answer = await lineups('after-red');
    expect(onPitch(answer.home)).toHaveLength(10);
    expect(onPitch(answer.home)).not.toContain(lenglet);
    expect(onPitch(answer.away)).toHaveLength(11);
    expect(answer.home.starters.find((player) => player.id === lenglet)).toMatchObject({ redCard: true, position: 'defender' });
  });

  it('keeps him off when StatsBomb’s later shift still lists him at centre-forward', async () => {
    for (const eventId of ['after-shift', 'end']) {
      const answer = await lineups(eventId);
      expect(onPitch(answer.home), eventId).toHaveLength(10);
      expect(onPitch(answer.home), eventId).not.toContain(lenglet);
      expect(onPitch(answer.away), eventId).toHaveLength(11);
    }
  });

  it('makes Umtiti a defender at left centre back, where StatsBomb’s shift puts him, not the winger he replaced', async () => {
    const answer = await lineups('end');
    const line = answer.home.substitutes.find((player) => player.id === umtiti)!;
    expect(line).toMatchObject({ position: 'defender', subbedOnMinute: 46 });
    // Left Center Back in StatsBomb's drawing (server/src/statsbomb/positions.ts).
    expect(line.slot).toEqual({ x: 22, y: 34 });
    expect(answer.home.current?.players.find((placed) => placed.id === umtiti)?.slot).toEqual({ x: 22, y: 34 });
  });

  it('keeps the unused reserve goalkeeper a goalkeeper: the registered position of a match we hold, not a label', async () => {
    const answer = await lineups('end');
    expect(answer.home.substitutes.find((player) => player.id === 'bar-jasper-cillessen')).toMatchObject({ position: 'goalkeeper' });
  });
});
