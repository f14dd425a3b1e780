import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFeedServer } from '../app.ts';
import type { FeedContext } from '../feed-context.ts';
import { feedPlugins } from './plugins.ts';
import { loadScenarios } from '../scenario/load.ts';

// Every GET answer about an event, for every event of the demo catalogue (every stage from the
// day before to the shoot-out and after), against the response schema the route declares: the
// schema /openapi.json is generated from. Fastify does not check answers, so this is what does.
let app: FastifyInstance;
let context: FeedContext;
beforeAll(async () => {
  ({ app, context } = await buildFeedServer({ scenarios: await loadScenarios(), plugins: feedPlugins, control: true, tickMs: 60_000 }));
});
afterAll(async () => {
  await app.close();
});

describe('answers and the OpenAPI document', () => {
  it('documents every route it serves, once', async () => {
    const document = (await app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toHaveLength(context.routes.specs.length);
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /table/{eventId}',
        'GET /top_scorers/{eventId}',
        'POST /betanalytics/{outlet}/graphql',
        'POST /control/faults',
      ]),
    );
  });

  it('answers every event call of every catalogue event in its declared shape', async () => {
    const specs = context.routes.specs.filter((spec) => spec.method === 'GET' && /^\/[a-z_]+\/:eventId$/.test(spec.url));
    expect(specs.length).toBeGreaterThanOrEqual(20);
    let checked = 0;
    for (const eventId of context.replays.keys()) {
      for (const spec of specs) {
        const url = spec.url.replace(':eventId', eventId);
        const response = await app.inject(url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
        const parsed = z.safeParse(spec.response, response.json());
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), url).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBe(specs.length * context.replays.size);
  });
});
