import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import finalEventData from '../testing/answers/wc2022-final.event_data.json';
import finalIncidents from '../testing/answers/wc2022-final.incidents.json';
import { factsFirst } from './facts.ts';

const origin = 'http://feed.test';
// The final's answers as the feed gives them: 3-3 after extra time, won on penalties.
const finalAnswers: Record<string, unknown> = {
  event_data: finalEventData,
  event_details: { home: { score: 3 }, away: { score: 3 }, shootout: { home: 4, away: 2 } },
  event_status: { status: 'played', periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }, { id: 'penaltyShootout' }] },
  availability: { paths: ['/scoreboard'], pitchView: false, stream: false, features: {} },
  incidents: { incidents: [] },
};

/** The page as index.html and the brand's head leave it before any script: the skeleton and the feed's origin. */
function openPage(path: string, answers: Record<string, unknown>) {
  window.history.replaceState(null, '', path);
  const meta = document.createElement('meta');
  meta.name = 'cpp-feed-origin';
  meta.content = origin;
  document.head.append(meta);
  document.body.innerHTML =
    '<div id="cpp-skeleton"><div class="cpp-sk-nav" aria-hidden="true"></div><div class="cpp-sk-main">' +
    '<div class="cpp-sk-card" aria-hidden="true"></div><div class="cpp-sk-row"></div><div class="cpp-sk-row"></div></div></div>';
  const fetch = vi.fn((url: URL) => Promise.resolve(Response.json(answers[url.pathname.split('/')[1] ?? ''] ?? {})));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);

let pathBefore = '';
beforeEach(() => {
  pathBefore = window.location.pathname + window.location.search;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.cppSeeded;
  delete window.cppDrawn;
  document.querySelector('meta[name="cpp-feed-origin"]')?.remove();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', pathBefore);
});

describe('the facts-first script', () => {
  it("draws the final's teams, score and clock word into the skeleton and keeps every answer for the app", async () => {
    const fetch = openPage('/scoreboard?eventId=wc2022-final&lang=en', finalAnswers);
    await factsFirst();
    expect(texts('.cpp-sk-card > .cpp-sk-b')).toEqual(['Argentina', 'France']);
    expect(texts('.cpp-sk-card .cpp-sk-score')).toEqual(['3 - 3']);
    expect(texts('.cpp-sk-card span > .cpp-sk-b')).toEqual(['AET']);
    // The score over the clock, one block of text (the first view's largest, ADR 021).
    expect(document.querySelector('.cpp-sk-mid')?.innerHTML).toBe(
      '<span class="cpp-sk-score">3 - 3</span><br><span class="cpp-sk-b">AET</span>',
    );
    expect(document.querySelector('.cpp-sk-card')?.hasAttribute('aria-hidden')).toBe(false);
    // The side header's scoreboard item, marked as the page's: the score and the clock.
    expect(texts('.cpp-sk-nav .cpp-sk-item.cpp-sk-on > span')).toEqual(['3-3', 'AET']);
    const asked = ['event_data', 'event_details', 'event_status', 'availability', 'incidents'].map(
      (name) => `${origin}/${name}/wc2022-final?lang=en`,
    );
    expect(fetch.mock.calls.map(([url]) => url.href)).toEqual(asked);
    expect([...(window.cppSeeded?.keys() ?? [])]).toEqual(asked);
  });

  it("names the teams in the fan's language, as the app does", async () => {
    openPage('/stats/live-stats/summary?eventId=wc2022-final&lang=de', finalAnswers);
    await factsFirst();
    expect(texts('.cpp-sk-card > .cpp-sk-b')).toEqual(['Argentinien', 'Frankreich']);
    // Not the scoreboard: its item is not marked, and its incidents are not asked for.
    expect(document.querySelector('.cpp-sk-item')?.classList.contains('cpp-sk-on')).toBe(false);
    expect(window.cppSeeded?.size).toBe(4);
  });

  it('shows the team codes and no score before kick-off', async () => {
    openPage('/scoreboard?eventId=wc2022-final&lang=en', {
      ...finalAnswers,
      event_data: { ...finalEventData, status: 'preview' },
      event_details: { home: { score: 0 }, away: { score: 0 } },
      event_status: { status: 'preview', periods: [] },
    });
    await factsFirst();
    expect(texts('.cpp-sk-nav .cpp-sk-item > span')).toEqual(['ARG', 'FRA']);
    expect(texts('.cpp-sk-card > .cpp-sk-b')).toEqual(['Argentina', 'France']);
    expect(document.querySelector('.cpp-sk-score')).toBeNull();
  });

  it('says when the card is drawn, before the summary is written, and also when there is nothing to draw', async () => {
    openPage('/scoreboard?eventId=wc2022-final&lang=en', { ...finalAnswers, incidents: finalIncidents });
    const written = factsFirst();
    await window.cppDrawn;
    expect(texts('.cpp-sk-card .cpp-sk-score')).toEqual(['3 - 3']);
    expect(document.querySelector('.cpp-sk-sum')).toBeNull();
    await written;
    expect(document.querySelector('.cpp-sk-sum')).not.toBeNull();

    openPage('/scoreboard?eventId=wc2022-final&lang=en', { ...finalAnswers, event_data: {} });
    await factsFirst();
    await expect(window.cppDrawn).resolves.toBeUndefined();
  });

  it("writes the final's post-match summary under the card, in the scoreboard's words, in place of the skeleton's rows", async () => {
    openPage('/scoreboard?eventId=wc2022-final&lang=en', { ...finalAnswers, incidents: finalIncidents });
    await factsFirst();
    const main = document.querySelector('.cpp-sk-main');
    expect([...(main?.children ?? [])].map((element) => element.className)).toEqual(['cpp-sk-card cpp-sk-facts', 'cpp-sk-sum']);
    expect(texts('.cpp-sk-sum > h2')).toEqual(['Post Match Summary']);
    expect(texts('.cpp-sk-sum > p')).toEqual([
      'Argentina won 4\u20112 on penalties after a 3\u20113 draw.',
      "Goals: Messi 23' pen, 108', Di María 36', and Mbappé 80' pen, 81', 118' pen.",
    ]);
  });

  it("says the clock's word and the summary in the fan's language (Greek)", async () => {
    openPage('/scoreboard?eventId=wc2022-final&lang=el', { ...finalAnswers, incidents: finalIncidents });
    await factsFirst();
    expect(texts('.cpp-sk-card span > .cpp-sk-b')).toEqual(['ΠΑΡ']);
    expect(texts('.cpp-sk-nav .cpp-sk-item > span')).toEqual(['3-3', 'ΠΑΡ']);
    expect(texts('.cpp-sk-sum > h2')).toEqual(['Σύνοψη αγώνα']);
    expect(texts('.cpp-sk-sum > p')[0]).toBe('Η Αργεντινή νίκησε με 4\u20112 στα πέναλτι μετά το 3\u20113.');
  });

  it('writes no summary while the ball is in play, nor on a page other than the scoreboard', async () => {
    openPage('/scoreboard?eventId=wc2022-final&lang=en', {
      ...finalAnswers,
      incidents: finalIncidents,
      event_status: { status: 'inPlay', periods: [{ id: 'firstHalf', periodStartTime: new Date().toISOString() }] },
    });
    await factsFirst();
    expect(document.querySelector('.cpp-sk-score')?.textContent).toBe('3 - 3');
    expect(document.querySelector('.cpp-sk-sum')).toBeNull();
    expect(document.querySelectorAll('.cpp-sk-row')).toHaveLength(2);

    openPage('/stats/live-stats/summary?eventId=wc2022-final&lang=en', { ...finalAnswers, incidents: finalIncidents });
    await factsFirst();
    expect(document.querySelector('.cpp-sk-sum')).toBeNull();
  });

  it("holds the places of the page's tab rows above the card, as the app does, in boxes drawn anew", async () => {
    openPage('/stats/live-stats/summary?eventId=wc2022-final&lang=en', finalAnswers);
    const skeletonCard = document.querySelector('.cpp-sk-card');
    await factsFirst();
    const main = document.querySelector('.cpp-sk-main');
    expect([...(main?.children ?? [])].map((element) => element.className)).toEqual([
      'cpp-sk-tabs cpp-sk-tabs2',
      'cpp-sk-card cpp-sk-facts',
      'cpp-sk-row',
      'cpp-sk-row',
    ]);
    // Not the box painted first, moved down: a new one (a box that moves is a layout shift).
    expect(document.querySelector('.cpp-sk-card')).not.toBe(skeletonCard);
    expect(texts('.cpp-sk-card > .cpp-sk-b')).toEqual(['Argentina', 'France']);

    openPage('/stats/top-scorers?eventId=wc2022-final&lang=en&hideTabs=true', finalAnswers);
    await factsFirst();
    expect(document.querySelector('.cpp-sk-tabs')?.className).toBe('cpp-sk-tabs cpp-sk-tabs1');

    openPage('/info/teams/lineups?eventId=wc2022-final&lang=en&hidePrimaryTabs=true&hideTabs=true', finalAnswers);
    await factsFirst();
    expect(document.querySelector('.cpp-sk-tabs')).toBeNull();
  });

  it('leaves the skeleton as it is when the match answer does not fit, and still keeps the answers for the app', async () => {
    openPage('/scoreboard?eventId=wc2022-final&lang=en', {
      ...finalAnswers,
      event_data: { ...finalEventData, home: { id: 'arg', code: 'ARG' } },
    });
    await factsFirst();
    expect(document.querySelector('.cpp-sk-card')?.childElementCount).toBe(0);
    expect(document.querySelector('.cpp-sk-nav')?.childElementCount).toBe(0);
    expect(window.cppSeeded?.size).toBe(5);
  });
});
