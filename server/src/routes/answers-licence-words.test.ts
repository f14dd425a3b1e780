import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedServer } from '../app.ts';
import type { FeedContext } from '../feed-context.ts';
import { feedPlugins } from './plugins.ts';
import { loadScenarios } from '../scenario/load.ts';

// The feed's words reach fans (the head-to-head's coverage sentence, a published total's source):
// the data's licences belong in the docs (docs/feed-protocol.md), its credit in the answers' `credit` field,
// which the widget shows in its one credits line. So no other text of an answer names a licence.
const licenceWords = /\bCC0\b|openfootball|licen[cs]e|public domain|creative commons/i;

/** Every string in an answer with where it is, leaving out the `credit` fields. */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'credit' ? [] : texts(inner, `${at}.${key}`)));
}

let app: FastifyInstance;
let context: FeedContext;
beforeAll(async () => {
  ({ app, context } = await buildFeedServer({ scenarios: await loadScenarios(), plugins: feedPlugins, control: true, tickMs: 60_000 }));
});
afterAll(async () => {
  await app.close();
});

describe('the words of the answers', () => {
  it('name no licence in any event answer of any catalogue event', async () => {
    const specs = context.routes.specs.filter((spec) => spec.method === 'GET' && /^\/[a-z0-9_]+\/:eventId$/.test(spec.url));
    const offenders: string[] = [];
    let h2hCoverages = 0;
    for (const eventId of context.replays.keys()) {
      for (const spec of specs) {
        const url = spec.url.replace(':eventId', eventId);
        const answer: unknown = (await app.inject(`${url}?lang=en`)).json();
        const found = texts(answer, url);
        h2hCoverages += found.filter(([at]) => at.startsWith('/h2h/') && at.endsWith('.coverage')).length;
        offenders.push(...found.filter(([, text]) => licenceWords.test(text)).map(([at, text]) => `${at}: ${text}`));
      }
    }
    // The head-to-head's sentence is among the texts checked, for every event.
    expect(h2hCoverages).toBe(context.replays.size);
    expect(offenders).toEqual([]);
  });

  it('credits StatsBomb in every answer drawn from its event data, and nobody in the 2022 final\u2019s', async () => {
    const credited = ['lineups', 'live_stats', 'player_stats', 'opta_points', 'competition_viz', 'season_avg'];
    const creditOf = async (endpoint: string, eventId: string) =>
      (await app.inject(`/${endpoint}/${eventId}?lang=en`)).json<{ credit?: string }>().credit ?? null;
    for (const endpoint of credited) {
      expect(await creditOf(endpoint, 'laliga-2018-19-bar-ala'), endpoint).toBe('StatsBomb');
      expect(await creditOf(endpoint, 'demo-finished'), endpoint).toBe('StatsBomb');
      expect(await creditOf(endpoint, 'wc2022-final'), endpoint).toBeNull();
    }
  });

  it('keeps the head-to-head saying what its meetings cover', async () => {
    const coverage = (eventId: string) =>
      app.inject(`/h2h/${eventId}?lang=en`).then((response) => response.json<{ coverage: string }>().coverage);
    expect(await coverage('wc2022-final')).toBe(
      "Every men's full international between Argentina and France up to and including 2022-12-18.",
    );
    expect(await coverage('laliga-2018-19-bar-ala')).toBe('Only the La Liga 2018/19 meetings: earlier seasons are not in our data.');
  });
});
