import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import { laliga, laligaHandlers } from './testing/stats-feed.ts';

/**
 * Each stats screen of Barcelona 3-0 Alavés (StatsBomb open data, the feed's answers as captured)
 * names its sources once, in its credits line, as the answers name them: the match-data answers'
 * `credit`, the assistants' `sources`. The screen's sentences say what they say about the match.
 */

const feed = { stage: 'played' as const };
const server = serveFakeFeed(feed);
const wait = { timeout: 10_000 };

beforeEach(() => {
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
  window.localStorage.clear();
});

/** Source, provider and licence words, in the languages these tests read. */
const sourceWords = /StatsBomb|CC0|openfootball|licen[cs]e|Lizenz|Source|Quelle|Saisonergebnisse|Bereitgestellt|Powered/i;

/** The one credits line's text, after checking there is one and that no other text of the page names a source. */
function creditsLine(): string {
  const lines = screen.getAllByTestId('powered-by');
  expect(lines).toHaveLength(1);
  const credits = lines[0]!.textContent ?? '';
  const rest = (screen.getByTestId('content').textContent ?? '').replace(credits, '');
  expect(rest).not.toMatch(sourceWords);
  return credits;
}

describe('the stats screens credit their sources in one line (route level, Barcelona 3-0 Alavés)', { timeout: 20_000 }, () => {
  it.each([
    ['/stats/live-stats/summary', 'stat-bars'],
    ['/stats/live-stats/attacking', 'stat-bars'],
    ['/stats/live-stats/momentum', 'momentum-chart'],
    ['/stats/live-stats/xg', 'xg-timeline'],
    ['/stats/player-stats', 'player-stats'],
    ['/stats/season-avg/attacking', 'measured-sample'],
    ['/stats/opta-points', 'opta-points'],
    // La Liga's results name no scorers: the table is this match's own scorers, from its event data.
    ['/stats/top-scorers', 'top-scorers'],
  ])('%s: the event data\u2019s provider, as the answer names it', async (path, ready) => {
    await renderWidgetAt(`${path}?eventId=laliga&lang=en`);
    await screen.findByTestId(ready, {}, wait);
    expect(creditsLine()).toBe('Powered by StatsBomb');
  });

  it('credits nobody on season averages without measured figures: the answer names no provider', async () => {
    const { credit: _credit, ...withoutCredit } = laliga.seasonAverages;
    const { measured: _home, measuredSample: _homeSample, ...home } = withoutCredit.home;
    const { measured: _away, measuredSample: _awaySample, ...away } = withoutCredit.away;
    server.use(http.get(`${feedOrigin}/season_avg/:eventId`, () => HttpResponse.json({ home, away })));
    await renderWidgetAt('/stats/season-avg/attacking?eventId=laliga&lang=en');
    await screen.findByTestId('measured-none', {}, wait);
    expect(screen.queryByTestId('powered-by')).toBeNull();
  });

  it('says it in the fan\u2019s language', async () => {
    await renderWidgetAt('/stats/live-stats/summary?eventId=laliga&lang=de');
    await screen.findByTestId('stat-bars', {}, wait);
    expect(creditsLine()).toBe('Bereitgestellt von StatsBomb');
  });

  it.each([
    ['/stats/assistant', 'en', 'Sources: league season results · Powered by StatsBomb'],
    ['/stats/team-assistant', 'en', 'Sources: league season results · Powered by StatsBomb'],
    ['/stats/assistant', 'de', 'Quellen: Saisonergebnisse der Liga · Bereitgestellt von StatsBomb'],
  ])('%s in %s: who recorded the matches counted, and the provider of the event data', async (path, lang, expected) => {
    await renderWidgetAt(`${path}?eventId=laliga&lang=${lang}`);
    await screen.findByTestId('assistant-rows', {}, wait);
    expect(creditsLine()).toBe(expected);
  });
});
