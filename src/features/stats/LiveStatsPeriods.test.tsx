import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import { laliga, laligaHandlers, ScriptedSocket } from './testing/stats-feed.ts';
import { barRow } from './testing/bar-row.ts';

/**
 * The live-stats pages' contests and their first half / second half / match toggle, against the
 * feed's answer for Barcelona 3-0 Alavés (StatsBomb open data, captured from our feed at full time).
 */

const feed = { stage: 'played' as 'inPlay' | 'played' };
const server = serveFakeFeed(feed);

beforeEach(() => {
  feed.stage = 'played';
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
});

const toggle = () => screen.getByRole('group', { name: 'Statistics for' });
const pressed = () =>
  within(toggle())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('live stats per half (route level, feed mocked)', { timeout: 20_000 }, () => {
  it('shows the defence of Barcelona v Alavés for the match, then each half as the feed counted it', async () => {
    // An event id of its own: the chosen half is kept for the page's life per match, and other
    // test files of this worker open 'laliga' expecting the whole match.
    await renderWidgetAt('/stats/live-stats/defence?eventId=laligaHalves&lang=en');
    await screen.findByRole('table', { name: 'Defence' }, { timeout: 10_000 });
    expect(
      within(toggle())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['First half', 'Second half', 'Match']);
    expect(pressed()).toEqual(['Match']);
    // StatsBomb's events: Alavés tackled 16 times to 6, intercepted 18 to 1 and cleared 26 to 2.
    expect(barRow('tackles')).toEqual(['6', 'Tackles', '16']);
    expect(barRow('interceptions')).toEqual(['1', 'Interceptions', '18']);
    expect(barRow('clearances')).toEqual(['2', 'Clearances', '26']);
    expect(barRow('duelsWon')).toEqual(['25', 'Duels won', '12']);
    expect(barRow('aerialDuelsWon')).toEqual(['9', 'Aerial duels won', '2']);

    await userEvent.click(within(toggle()).getByRole('button', { name: 'First half' }));
    expect(pressed()).toEqual(['First half']);
    expect(barRow('tackles')).toEqual(['4', 'Tackles', '4']);
    expect(barRow('interceptions')).toEqual(['1', 'Interceptions', '11']);
    expect(barRow('clearances')).toEqual(['2', 'Clearances', '14']);
    expect(barRow('duelsWon')).toEqual(['16', 'Duels won', '4']);
    expect(barRow('saves')).toEqual(['0', 'Saves', '2']);
    const table = screen.getByRole('table', { name: 'Defence: First half' });
    expect(within(table).getByRole('row', { name: 'Aerial duels won 8 0' })).toBeInTheDocument();

    await userEvent.click(within(toggle()).getByRole('button', { name: 'Second half' }));
    expect(barRow('tackles')).toEqual(['2', 'Tackles', '12']);
    expect(barRow('goalsConceded')).toEqual(['0', 'Goals conceded', '3']);
  });

  it('keeps the chosen half from page to page: the second half on attacking has the three goals and 10 crosses to none', async () => {
    await renderWidgetAt('/stats/live-stats/summary?eventId=laligaPages&lang=en');
    await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Second half' }));
    expect(barRow('shots')).toEqual(['14', 'Shots', '2']);
    expect(barRow('possession')).toEqual(['82%', 'Possession', '18%']);
    await userEvent.click(screen.getByRole('tab', { name: 'Attacking' }));
    await screen.findByRole('heading', { level: 1, name: 'Attacking' });
    await waitFor(() => expect(pressed()).toEqual(['Second half']));
    expect(barRow('goals')).toEqual(['3', 'Goals', '0']);
    expect(barRow('crosses')).toEqual(['10', 'Crosses', '0']);
    expect(barRow('expectedGoals')).toEqual(['1.72', 'Expected goals', '0.17']);
  });

  it('offers no toggle when the feed gives no halves, and shows a dash for a statistic it does not count', async () => {
    const { periods: _periods, ...withoutPeriods } = structuredClone(laliga.liveStats);
    const { tackles: _home, ...home } = withoutPeriods.summary.home;
    const { tackles: _away, ...away } = withoutPeriods.summary.away;
    server.use(http.get(`${feedOrigin}/live_stats/:eventId`, () => HttpResponse.json({ ...withoutPeriods, summary: { home, away } })));
    await renderWidgetAt('/stats/live-stats/defence?eventId=noHalves&lang=en');
    await screen.findByRole('table', { name: 'Defence' }, { timeout: 10_000 });
    expect(screen.queryByRole('group', { name: 'Statistics for' })).toBeNull();
    expect(barRow('tackles')).toEqual(['–', 'Tackles', '–']);
    expect(barRow('clearances')).toEqual(['2', 'Clearances', '26']);
  });

  it('in play, a half follows the feed: the socket asks for the answer again and the half shows its new numbers', async () => {
    feed.stage = 'inPlay';
    vi.stubGlobal('WebSocket', ScriptedSocket);
    let answer = structuredClone(laliga.liveStats);
    server.use(http.get(`${feedOrigin}/live_stats/:eventId`, () => HttpResponse.json(answer)));
    await renderWidgetAt('/stats/live-stats/defence?eventId=laligaLive&lang=en');
    await screen.findByRole('table', { name: 'Defence' }, { timeout: 10_000 });
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Second half' }));
    expect(barRow('tackles')).toEqual(['2', 'Tackles', '12']);

    // Alavés tackle once more: the feed's answer and its socket both say so.
    answer = structuredClone(answer);
    answer.periods![1]!.summary.away.tackles = 13;
    answer.summary.away.tackles = 17;
    const summary = structuredClone(answer.summary);
    act(() => ScriptedSocket.last!.emit({ type: 'statsSummary', value: summary }));
    await waitFor(() => expect(barRow('tackles')).toEqual(['2', 'Tackles', '13']));
    expect(pressed()).toEqual(['Second half']);
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Match' }));
    expect(barRow('tackles')).toEqual(['6', 'Tackles', '17']);
  });
});
