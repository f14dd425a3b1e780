import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as endpoints from '../../../contract/endpoints.ts';
import type { Endpoint } from '../../../contract/endpoints.ts';
import { loadScenarios } from '../scenario/load.ts';
import { catalogue as demoCatalogue } from '../event/catalogue.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

// Every GET answer about an event (the endpoint catalogue, contract/endpoints.ts), for every event
// of the demo catalogue (every stage from the day before to the shoot-out and after), against the
// answer schema its route declares: the schema /openapi.json is generated from. The feed sends
// answers as its handlers make them (http/route-schema.ts), so this is what checks them.
//
// The same pass reads each answer's words, which reach fans (the head-to-head's coverage sentence,
// a published total's source). The data's licences belong in the docs (docs/feed-protocol.md) and
// its credit in the answers' `credit` field, which the widget shows in its one credits line; so no
// other text of an answer names a licence.
const licenceWords = /\bCC0\b|openfootball|licen[cs]e|public domain|creative commons/i;

/** Every string in an answer with where it is, leaving out the `credit` fields. */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'credit' || key === 'sources' ? [] : texts(inner, `${at}.${key}`)));
}

const catalogue: Endpoint[] = Object.values(endpoints).flatMap((value) => (typeof value === 'object' && 'path' in value ? [value] : []));

let feed: TestFeed;
beforeAll(async () => {
  feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue: demoCatalogue, control: true });
});
afterAll(async () => {
  await feed.close();
});

describe('answers and the OpenAPI document', () => {
  it('documents every route it serves, once', async () => {
    const document = (await feed.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /table/{eventId}',
        'GET /top_scorers/{eventId}',
        'POST /betanalytics/{outlet}/graphql',
        'POST /control/faults',
      ]),
    );
    // Every endpoint of the catalogue is a route of the feed, documented at its path.
    for (const endpoint of catalogue) expect(documented, endpoint.path).toContain(`GET ${endpoint.path.replace(':eventId', '{eventId}')}`);
  });

  it('answers every event call of every catalogue event in its declared shape, and names no licence in it', async () => {
    const specs = catalogue;
    expect(specs.map((spec) => spec.path)).toContain('/h2h/:eventId');
    expect(specs.length).toBeGreaterThanOrEqual(20);
    let checked = 0;
    let h2hCoverages = 0;
    const offenders: string[] = [];
    for (const eventId of feed.context.replays.keys()) {
      for (const spec of specs) {
        const url = spec.path.replace(':eventId', eventId);
        const response = await feed.app.inject(`${url}?lang=en`);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
        const answer: unknown = response.json();
        const parsed = z.safeParse(spec.answer, answer);
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), url).toEqual([]);
        checked += 1;
        const found = texts(answer, url);
        h2hCoverages += found.filter(([at]) => at.startsWith('/h2h/') && at.endsWith('.coverage')).length;
        offenders.push(...found.filter(([, text]) => licenceWords.test(text)).map(([at, text]) => `${at}: ${text}`));
      }
    }
    expect(checked).toBe(specs.length * feed.context.replays.size);
    // The head-to-head's sentence is among the texts checked, for every event.
    expect(h2hCoverages).toBe(feed.context.replays.size);
    expect(offenders).toEqual([]);
  });
});

describe('the words of the answers', () => {
  it('credits StatsBomb in every answer drawn from its event data, never in the 2022 final\u2019s', async () => {
    const credited = ['lineups', 'live_stats', 'player_stats', 'opta_points', 'competition_viz', 'season_avg'];
    const creditOf = async (endpoint: string, eventId: string) =>
      (await feed.app.inject(`/${endpoint}/${eventId}?lang=en`)).json<{ credit?: string }>().credit ?? null;
    for (const endpoint of credited) {
      expect(await creditOf(endpoint, 'laliga-2018-19-bar-ala'), endpoint).toBe('StatsBomb');
      // Turkey v Italy's line-ups also show its referee, from UEFA's appointment: credited beside StatsBomb.
      expect(await creditOf(endpoint, 'demo-finished'), endpoint).toBe(endpoint === 'lineups' ? 'StatsBomb, UEFA' : 'StatsBomb');
      // The final has no event data: its line-ups name their own sources, the other answers nobody.
      expect(await creditOf(endpoint, 'wc2022-final'), endpoint).toBe(endpoint === 'lineups' ? 'openfootball, FIFA' : null);
    }
  });

  it('keeps the head-to-head saying what its meetings cover', async () => {
    const coverage = (eventId: string) =>
      feed.app.inject(`/h2h/${eventId}?lang=en`).then((response) => response.json<{ coverage: string }>().coverage);
    expect(await coverage('wc2022-final')).toBe(
      "Every men's full international between Argentina and France up to and including 2022-12-18.",
    );
    expect(await coverage('laliga-2018-19-bar-ala')).toBe('Only the La Liga 2018/19 meetings: earlier seasons are not in our data.');
  });
});
