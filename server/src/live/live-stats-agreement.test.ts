import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveStatsAnswerSchema } from '../../../contract/match-data.ts';
import { socketMessageSchema, statsSummarySchema, type SocketMessage, type StatsSummary } from '../../../contract/protocol.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { loadScenarios } from '../scenario/load.ts';
import { startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

/**
 * The socket's `statsSummary` and the `/live_stats` snapshot are the same numbers at the same
 * second: replayed through the first half's injury time and the goals of Turkey v Italy (StatsBomb)
 * and the 2022 final (no event data: its goals and cards alone), on a wall clock the test moves.
 */

const start = Date.parse('2030-01-01T12:00:00Z');
let clock = start;
let feed: RunningFeed;

const catalogue: CatalogueEntry[] = [
  { eventId: 'italy', scenarioId: 'euro2020-tur-ita', description: 'from 44:00', startAt: () => 44 * 60 },
  { eventId: 'final', scenarioId: 'wc2022-final', description: 'from 44:00', startAt: () => 44 * 60 },
];

beforeAll(async () => {
  feed = await startTestFeed({
    scenarios: await loadScenarios(),
    catalogue,
    now: () => clock,
    tickMs: 3_600_000,
  });
});
afterAll(async () => {
  await feed.close();
});

async function connect(eventId: string): Promise<{ socket: WebSocket; messages: SocketMessage[] }> {
  const socket = new WebSocket(`${feed.origin.replace(/^http/, 'ws')}/ws?eventId=${eventId}&lang=en`);
  const messages: SocketMessage[] = [];
  socket.on('message', (data) => {
    const raw = JSON.parse(String(data)) as { value?: unknown };
    const message = socketMessageSchema.parse(raw);
    // The feed's own shape, every statistic present: the widget's tolerant parser leaves the contests out.
    messages.push(message.type === 'statsSummary' ? { ...message, value: statsSummarySchema.parse(raw.value) } : message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await until(() => messages.length >= 3);
  return { socket, messages };
}

const lastSummary = (messages: SocketMessage[]): StatsSummary =>
  messages.findLast((message) => message.type === 'statsSummary')!.value as StatsSummary;

const snapshot = async (eventId: string) => feed.get(`/live_stats/${eventId}?lang=en`, liveStatsAnswerSchema);

describe.each(['italy', 'final'])('%s: socket statistics agree with /live_stats at the same second', (eventId) => {
  it('on connect and on every tick through injury time and goals', async () => {
    clock = start;
    const { socket, messages } = await connect(eventId);
    expect(lastSummary(messages)).toEqual((await snapshot(eventId)).summary);
    let changes = 0;
    // 90 minutes in one-minute steps: the first half's added time, half time and the second half's goals.
    for (let step = 1; step <= 90; step += 1) {
      clock += 60_000;
      const before = messages.length;
      feed.context.loop.tick(clock);
      const stats = await snapshot(eventId);
      // Frames take a moment over TCP (a goal's follow-up one turn of the event loop more): wait
      // for the summary to arrive, then compare; a summary that never comes fails below.
      await until(() => JSON.stringify(lastSummary(messages)) === JSON.stringify(stats.summary), 1000).catch(() => undefined);
      if (messages.slice(before).some((message) => message.type === 'statsSummary')) changes += 1;
      expect(lastSummary(messages), `${eventId} at ${clock - start} ms`).toEqual(stats.summary);
    }
    // Turkey v Italy's statistics move every minute; the final's only with its goals and cards.
    expect(changes).toBeGreaterThan(eventId === 'italy' ? 10 : 3);
    const stats = await snapshot(eventId);
    expect(stats.summary.home.goals + stats.summary.away.goals).toBeGreaterThanOrEqual(3);
    socket.close();
  });
});
