import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFeedContext, createReplays } from './feed-context.ts';
import { tinyScenario } from './testing/tiny-scenario.ts';

const scenarios = new Map([[tinyScenario.id, tinyScenario]]);
const at = Date.parse('2026-01-01T12:00:00Z');

describe('the feed context', () => {
  it('anchors each catalogue entry at its second when the server starts, or at the real kick-off', () => {
    const { replays } = createReplays(
      {
        scenarios,
        now: () => at,
        speed: 2,
        catalogue: [
          { eventId: 'minute-ten', scenarioId: tinyScenario.id, description: '', startAt: () => 600 },
          { eventId: 'real-date', scenarioId: tinyScenario.id, description: '', startAt: null },
        ],
      },
      at,
    );
    expect(replays.get('minute-ten')!.second()).toBe(600);
    expect(replays.get('real-date')!.matchStart()).toBe(tinyScenario.kickoff.replace(/\.\d{3}Z$/, 'Z'));
  });

  it('serves only ids of the contract\u2019s event-id rule, once each, with a loaded scenario', () => {
    const entry = (eventId: string, scenarioId = tinyScenario.id) => ({ eventId, scenarioId, description: '', startAt: () => 0 });
    expect(() => createReplays({ scenarios, catalogue: [entry('final.live')] }, at)).toThrow(/not an event id/);
    expect(() => createReplays({ scenarios, catalogue: [entry('a'.repeat(129))] }, at)).toThrow(/not an event id/);
    expect(() => createReplays({ scenarios, catalogue: [entry('twice'), entry('twice')] }, at)).toThrow(/listed twice/);
    expect(() => createReplays({ scenarios, catalogue: [entry('lost', 'no-such-scenario')] }, at)).toThrow(/not loaded/);
  });

  it('answers a 404 naming the catalogue for an event it does not serve', () => {
    const context = createFeedContext(Fastify(), { scenarios, catalogue: [] });
    expect(() => context.replayOf('unknown')).toThrow(
      expect.objectContaining({ statusCode: 404, message: expect.stringMatching(/GET \/events/) }),
    );
  });
});
