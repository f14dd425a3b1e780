import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEventDetails } from '../../../contract/first-paint-parsers.ts';
import { getMatchJson } from './client.ts';
import { matchAnswerUrl, seedAnswer } from './seeded-answers.ts';

const origin = 'http://feed.test';
const finalScore = { home: { score: 3 }, away: { score: 3 }, shootout: { home: 4, away: 2 } };

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.cppSeeded;
});

describe('the facts-first hand-over', () => {
  it('gives the app the answer the facts-first script asked for, once, and asks the feed for the next', async () => {
    const fetch = vi.fn((url: URL) =>
      Promise.resolve(new Response(JSON.stringify(url.pathname.includes('event_details') ? finalScore : {}))),
    );
    vi.stubGlobal('fetch', fetch);
    const seeded = seedAnswer(matchAnswerUrl(origin, 'event_details', 'wc2022-final', 'en'));
    // The script reads its copy of the body; the app's read comes after it.
    expect(await (await seeded).clone().json()).toEqual(finalScore);
    expect(fetch).toHaveBeenCalledTimes(1);

    expect(await getMatchJson(origin, 'event_details', 'wc2022-final', 'en', parseEventDetails)).toEqual(finalScore);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next request of the same answer (a poll) is the feed's.
    await getMatchJson(origin, 'event_details', 'wc2022-final', 'en', parseEventDetails);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not give an answer of another language', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(finalScore))));
    vi.stubGlobal('fetch', fetch);
    seedAnswer(matchAnswerUrl(origin, 'event_details', 'wc2022-final', 'de'));
    await getMatchJson(origin, 'event_details', 'wc2022-final', 'en', parseEventDetails);
    expect(fetch.mock.calls.map(([url]: unknown[]) => String(url))).toEqual([
      `${origin}/event_details/wc2022-final?lang=de`,
      `${origin}/event_details/wc2022-final?lang=en`,
    ]);
  });
});
