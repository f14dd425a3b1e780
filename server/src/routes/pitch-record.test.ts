import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { toLocation } from '../statsbomb/events.ts';
import { loadScenarios } from '../scenario/load.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * The pitch view's marks at full time of Barcelona v Alavés, read against StatsBomb's events file
 * (../shared/data/statsbomb/15946_events.json): each mark is at the location StatsBomb gives, and
 * no mark is drawn for an event whose location we do not hold.
 */
const catalogue: CatalogueEntry[] = [{ eventId: 'liga', scenarioId: 'laliga-2018-19-bar-ala', description: 'finished', startAt: null }];
const eventsFile = path.resolve(import.meta.dirname, '../../../../shared/data/statsbomb/15946_events.json');

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue });
});
afterAll(async () => {
  await feed.close();
});

interface Mark {
  kind: string;
  side: 'home' | 'away';
  x: number;
  y: number;
  minute: number;
  playerName?: string;
}

async function marks(): Promise<Mark[]> {
  const response = await feed.app.inject({ method: 'GET', url: '/competition_viz/liga' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { events: Mark[] }).events;
}

describe('/competition_viz at full time of Barcelona v Alavés', () => {
  it('draws no corner, foul or offside: we hold them as counts per minute, without a location', async () => {
    const kinds = new Set((await marks()).map((mark) => mark.kind));
    expect([...kinds].sort()).toEqual(['goal', 'shot']);
  });

  it("puts Messi's 64th-minute goal where StatsBomb puts the shot, [96.1, 45.1] of 120 x 80", async () => {
    const goals = (await marks()).filter((mark) => mark.kind === 'goal');
    expect(goals.map((goal) => [goal.minute, goal.side, goal.x, goal.y])).toEqual([
      [64, 'home', 80.1, 56.4],
      [83, 'home', 87.6, 38.9],
      [90, 'home', 93.3, 43.3],
    ]);
  });

  it.runIf(existsSync(eventsFile))("puts every mark at the location of one of StatsBomb's shots, turned for the away side", async () => {
    type Raw = { type: { name: string }; team: { name: string }; location?: [number, number] };
    const shots = (JSON.parse(readFileSync(eventsFile, 'utf8')) as Raw[]).filter((event) => event.type.name === 'Shot');
    const expected = shots.map((shot) => {
      const { x, y } = toLocation(shot.location!);
      return shot.team.name === 'Barcelona' ? [x, y] : [Math.round((100 - x) * 10) / 10, Math.round((100 - y) * 10) / 10];
    });
    const drawn = (await marks()).map((mark) => [mark.x, mark.y]);
    expect(drawn).toHaveLength(shots.length);
    expect(drawn.sort()).toEqual(expected.sort());
  });
});
