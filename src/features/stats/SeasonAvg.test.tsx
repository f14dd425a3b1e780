import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import seasonAt70 from './testing/laliga.season_avg-70.json';
import { analyticsRequests, laligaHandlers } from './testing/stats-feed.ts';

const feed = { stage: 'played' as 'played' | 'inPlay' };
const server = serveFakeFeed(feed);
const wait = { timeout: 10_000 };

beforeEach(() => {
  feed.stage = 'played';
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
  analyticsRequests.length = 0;
});

/** The cells of a table row as the fan reads them. */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('season averages per match and per 90 minutes (route level, Barcelona 3-0 Alavés)', { timeout: 20_000 }, () => {
  it('shows each average with its sample and says when per match is per 90 minutes', async () => {
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    await screen.findByTestId('season-sample', {}, wait);
    // Matchday 1: the match itself is each team's only result.
    expect(screen.getByTestId('season-sample')).toHaveTextContent(
      'Barcelona: matches played 1, minutes 90.Alavés: matches played 1, minutes 90.',
    );
    const results = screen.getByRole('table', { name: 'Results per match' });
    expect(within(results).getByRole('row', { name: /^Goals 3 0/ })).toBeInTheDocument();
    // A match of 90 minutes: per 90 would only repeat per match.
    expect(screen.queryByTestId('results-per90')).toBeNull();
    // The modelled figures name their own sample: the feed's model plays 20 matches of 90 minutes per team.
    expect(screen.getByTestId('modelled-sample')).toHaveTextContent(
      'Barcelona: model matches 20, minutes 1,800.Alavés: model matches 20, minutes 1,800.',
    );
    expect(screen.getByTestId('per-match-note')).toHaveTextContent(
      'A match is 90 minutes, so per match is also per 90 minutes; a match that went to extra time counts as one match, not scaled to 90.',
    );
    expect(screen.queryByTestId('live-match-counted')).toBeNull();
  });

  it('says that a match in play is counted with its score so far', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    expect(await screen.findByTestId('live-match-counted', {}, wait)).toHaveTextContent(
      'While this match is being played, it is counted with its score so far.',
    );
  });

  it('gives the results per 90 minutes while the match is on: 1-0 after 70 minutes is 1.29 goals per 90', async () => {
    feed.stage = 'inPlay';
    // The feed's answer 70 minutes into Barcelona v Alavés (Coutinho has scored).
    server.use(http.get(`${feedOrigin}/season_avg/:eventId`, () => HttpResponse.json(seasonAt70)));
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    const per90 = await screen.findByTestId('results-per90', {}, wait);
    expect(screen.getByTestId('season-sample')).toHaveTextContent('Barcelona: matches played 1, minutes 70.');
    const table = within(per90).getByRole('table', { name: 'Results per 90 minutes' });
    expect(within(table).getByRole('row', { name: /^Goals 1\.29 0/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Goals conceded 0 1\.29/ })).toBeInTheDocument();
    expect(within(per90).getByText(/120 for a match that went to extra time/)).toBeInTheDocument();
    // Per match the same match reads 1 goal, as one match.
    expect(within(screen.getByRole('table', { name: 'Results per match' })).getByRole('row', { name: /^Goals 1 0/ })).toBeInTheDocument();
  });

  it('reads the samples in Greek', async () => {
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=el');
    expect(await screen.findByTestId('modelled-sample', {}, wait)).toHaveTextContent(/αγώνες στο μοντέλο 20, λεπτά 1\.800\./);
  });

  it("ranks the squads' players by goals per 90 minutes played, each with his matches and minutes", async () => {
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    const table = await screen.findByTestId('players-per90', {}, wait);
    expect(screen.getByText(/Players with at least 270 minutes, ranked by Goals per 90 minutes\./)).toBeInTheDocument();
    expect(cells(within(table).getAllByRole('row')[0]!)).toEqual(['Player', 'MP, Matches played', 'Min, Minutes played', 'Goals per 90']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    // The season model: Sobrino 13 goals in 1,362 minutes over 21 matches, 0.86 per 90.
    expect(cells(rows[0]!)).toEqual(['Rubén Sobrino ALA', '21', '1,362', '0.86']);
    expect(analyticsRequests.find((request) => request.body.variables?.eventId === 'laliga-2018-19-bar-ala')).toBeDefined();
  });

  it('ranks by the page statistic: shots per 90 on attacking, in German', async () => {
    await renderWidgetAt('/stats/season-avg/attacking?eventId=laliga-2018-19-bar-ala&lang=de');
    const table = await screen.findByTestId('players-per90', {}, wait);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!).at(-1)).toBe('Schüsse pro 90');
    expect(cells(rows[1]!)).toEqual(['Rubén Sobrino ALA', '21', '1.362', '3,77']);
  });
});
