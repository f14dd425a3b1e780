import { describe, expect, it } from 'vitest';
import { ballPathAnswerSchema, type BallPath } from '../../../contract/ball-path.ts';
import { buildTestFeed, closedAfterEach, type TestFeed } from '../testing/feed-harness.ts';
import { miniFeedOptions } from '../testing/mini-match.ts';

// GET /ball_path: what a tracker opened mid-match starts from (contract/ball-path.ts), on the
// invented mini match of the importer's tests: Northbridge FC (home) v Real Costa Azul.

const open = closedAfterEach();

async function feedOf(withPath = true): Promise<TestFeed> {
  const clock = { ms: 1_000_000 };
  const feed = await buildTestFeed(miniFeedOptions(clock, withPath));
  open.push(feed);
  return feed;
}

const ids = (values: readonly BallPath[]) => values.map(({ period, steps }) => [period, steps.map((step) => step.id)]);

describe('GET /ball_path', () => {
  it('at 40 s: the kick-off and its reception, and the first minute so far (both in Northbridge’s own half)', async () => {
    const feed = await feedOf();
    const answer = await feed.get('/ball_path/mini', ballPathAnswerSchema);
    expect(ids(answer.recent)).toEqual([['firstHalf', [5, 6]]]);
    expect(answer.told).toEqual([]);
    expect(answer.momentum).toEqual([{ period: 'firstHalf', index: 0, home: 0, away: 0 }]);
  });

  it('in the second half: the last stretch across the break, the shots told before it, the momentum of every minute so far', async () => {
    const feed = await feedOf();
    const secondHalf = feed.context.replayOf('mini').match.timeline.periodStart.secondHalf!;
    expect((await feed.post('/control/events/mini/seek', { second: secondHalf + 10 * 60 + 30 })).statusCode).toBe(200);
    const answer = await feed.get('/ball_path/mini', ballPathAnswerSchema);
    // The last eight steps, from Arrieta's block (20:13) to Okafor's ball after Moreau's saved shot (10:21 of the second half).
    expect(ids(answer.recent)).toEqual([
      ['firstHalf', [15, 16, 17, 18, 20]],
      ['secondHalf', [26, 27, 28]],
    ]);
    // Before them, what the ticker tells: Doyle's goal (12:30), Fuentes's corner and Benali's blocked shot (20:10, 20:13).
    expect(ids(answer.told)).toEqual([['firstHalf', [11, 12, 14]]]);
    expect(answer.told[0]?.steps.map(({ kind, player, outcome }) => [kind, player, outcome])).toEqual([
      ['shot', 'Doyle', 'goal'],
      ['corner', 'Fuentes', undefined],
      ['shot', 'Benali', 'blocked'],
    ]);
    // Every minute with a step, by the rule (ball-momentum.ts): the 13th's pass, reception and goal in
    // the box weigh 2 each for Northbridge; Villalba's foul at the final third's edge (66.7) gives
    // Northbridge a dangerous free kick (2); Arrieta's own goal is Costa Azul's danger (2); Doyle
    // caught offside gives Costa Azul the ball in their own half (0).
    expect(answer.momentum).toEqual([
      { period: 'firstHalf', index: 0, home: 1, away: 0 },
      { period: 'firstHalf', index: 12, home: 6, away: 0 },
      { period: 'firstHalf', index: 20, home: 0, away: 6 },
      { period: 'firstHalf', index: 25, home: 0, away: 0 },
      { period: 'firstHalf', index: 30, home: 2, away: 0 },
      { period: 'firstHalf', index: 40, home: 0, away: 2 },
      { period: 'firstHalf', index: 43, home: 0, away: 0 },
      { period: 'secondHalf', index: 45, home: 0, away: 0 },
      { period: 'secondHalf', index: 55, home: 0, away: 2 },
    ]);
  });

  it('answers all empty for a match whose event files the feed has not read', async () => {
    const feed = await feedOf(false);
    expect(await feed.get('/ball_path/mini', ballPathAnswerSchema)).toEqual({ told: [], recent: [], momentum: [] });
  });
});
