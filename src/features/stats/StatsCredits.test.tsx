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
  const rest = (screen.getByRole('main').textContent ?? '').replace(credits, '');
  expect(rest).not.toMatch(sourceWords);
  return credits;
}

describe('the stats screens credit their sources in one line (route level, Barcelona 3-0 Alavés)', { timeout: 20_000 }, () => {
  // Each screen is ready once its figures are there, found as a fan's screen reader finds them.
  it.each<[string, string, (string | RegExp)?]>([
    ['/stats/live-stats/summary', 'table', 'Summary'],
    ['/stats/live-stats/attacking', 'table', 'Attacking'],
    ['/stats/live-stats/momentum', 'img', /on top in/],
    ['/stats/live-stats/xg', 'img', /xG from/],
    ['/stats/player-stats', 'table', 'Player Stats'],
    ['/stats/season-avg/attacking', 'table', 'Detailed stats, per match'],
    // The ranked list is the page's only list; it has no name of its own (the page's heading says what it is).
    ['/stats/opta-points', 'list'],
    // La Liga's results name no scorers: the table is this match's own scorers, from its event data.
    ['/stats/top-scorers', 'table', 'Top Scorers'],
  ])('%s: the event data\u2019s provider, as the answer names it', async (path, role, name) => {
    await renderWidgetAt(`${path}?eventId=laliga&lang=en`);
    await screen.findByRole(role, name === undefined ? {} : { name }, wait);
    expect(creditsLine()).toBe('Powered by StatsBomb');
  });

  it('credits nobody on season averages without measured figures: the answer names no provider', async () => {
    const { credit: _credit, ...withoutCredit } = laliga.seasonAverages;
    const { measured: _home, measuredSample: _homeSample, ...home } = withoutCredit.home;
    const { measured: _away, measuredSample: _awaySample, ...away } = withoutCredit.away;
    server.use(http.get(`${feedOrigin}/season_avg/:eventId`, () => HttpResponse.json({ home, away })));
    await renderWidgetAt('/stats/season-avg/attacking?eventId=laliga&lang=en');
    await screen.findByText(/^No detailed stats yet for these teams’ matches/, {}, wait);
    expect(screen.queryByTestId('powered-by')).toBeNull();
  });

  it('says it in the fan\u2019s language', async () => {
    await renderWidgetAt('/stats/live-stats/summary?eventId=laliga&lang=de');
    await screen.findByRole('table', { name: 'Übersicht' }, wait);
    expect(creditsLine()).toBe('Bereitgestellt von StatsBomb');
  });

  it.each([
    ['/stats/assistant', 'en', 'Sources: league season results · Powered by StatsBomb'],
    ['/stats/team-assistant', 'en', 'Sources: league season results · Powered by StatsBomb'],
    ['/stats/assistant', 'de', 'Quellen: Saisonergebnisse der Liga · Bereitgestellt von StatsBomb'],
  ])('%s in %s: who recorded the matches counted, and the provider of the event data', async (path, lang, expected) => {
    await renderWidgetAt(`${path}?eventId=laliga&lang=${lang}`);
    // The ranked rows are the page's only list.
    await screen.findByRole('list', {}, wait);
    expect(creditsLine()).toBe(expected);
  });
});
