import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import seasonAt70 from './testing/laliga.season_avg-70.json';
import { analyticsRequests, laliga, laligaHandlers } from './testing/stats-feed.ts';

/**
 * Season lines as a feed with several recorded matches per player would answer (our records
 * hold one match per club, too few to rank anyone): the table's rules, not a fact of the season.
 */
const recordedSeasons = {
  data: {
    playerStats: [
      { name: 'Lionel Messi', id: 'bar-lionel-messi', code: 'BAR', side: 'HOME', minutes: 360, goals: 5, shots: 22 },
      { name: 'Luis Suárez', id: 'bar-luis-suarez', code: 'BAR', side: 'HOME', minutes: 300, goals: 2, shots: 11 },
      { name: 'Fernando Pacheco', id: 'ala-fernando-pacheco', code: 'ALA', side: 'AWAY', minutes: 90, goals: 0, shots: 0 },
    ].map((line) => ({
      player: { id: line.id, name: line.name, position: 'STRIKER', team: { code: line.code, side: line.side } },
      appearances: Math.ceil(line.minutes / 90),
      minutes: line.minutes,
      goals: line.goals,
      shots: line.shots,
      passes: null,
      tackles: null,
      fouls: null,
    })),
  },
};

const feed = { stage: 'played' as 'played' | 'inPlay' };
const server = serveFakeFeed(feed);
const wait = { timeout: 10_000 };

beforeEach(() => {
  feed.stage = 'played';
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
  analyticsRequests.length = 0;
});

const playersPer90 = 'Players per 90 minutes, season model';

/** The cells of a table row as the fan reads them. */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('season averages per match and per 90 minutes (route level, Barcelona 3-0 Alavés)', { timeout: 20_000 }, () => {
  it('shows each average with its sample and says when per match is per 90 minutes', async () => {
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    const results = await screen.findByRole('table', { name: 'Results per match' }, wait);
    // Matchday 1: the match itself is each team's only result.
    expect(screen.getByText('Barcelona: matches played 1, minutes 90.')).toBeInTheDocument();
    expect(screen.getByText('Alavés: matches played 1, minutes 90.')).toBeInTheDocument();
    expect(within(results).getByRole('row', { name: /^Goals 3 0/ })).toBeInTheDocument();
    // A match of 90 minutes: per 90 would only repeat per match.
    expect(screen.queryByRole('heading', { name: 'Results per 90 minutes' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Results per 90 minutes' })).toBeNull();
    // The measured figures name their own sample: the one match whose StatsBomb event data we hold.
    expect(screen.getByText('Barcelona: matches with detailed stats 1, minutes 90.')).toBeInTheDocument();
    expect(screen.getByText('Alavés: matches with detailed stats 1, minutes 90.')).toBeInTheDocument();
    expect(screen.getByText('Per match is the same as per 90 minutes. A match with extra time still counts as one.')).toBeInTheDocument();
    expect(screen.queryByText('This match counts with its score so far.')).toBeNull();
  });

  it('says that a match in play is counted with its score so far', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    expect(await screen.findByText('This match counts with its score so far.', {}, wait)).toBeInTheDocument();
  });

  it('gives the results per 90 minutes while the match is on: 1-0 after 70 minutes is 1.29 goals per 90', async () => {
    feed.stage = 'inPlay';
    // The feed's answer 70 minutes into Barcelona v Alavés (Coutinho has scored).
    server.use(http.get(`${feedOrigin}/season_avg/:eventId`, () => HttpResponse.json(seasonAt70)));
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    const table = await screen.findByRole('table', { name: 'Results per 90 minutes' }, wait);
    expect(screen.getByRole('heading', { level: 3, name: 'Results per 90 minutes' })).toBeInTheDocument();
    expect(screen.getByText('Barcelona: matches played 1, minutes 70.')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Goals 1\.29 0/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Goals conceded 0 1\.29/ })).toBeInTheDocument();
    expect(screen.getByText(/a match with extra time counts 120 minutes/)).toBeInTheDocument();
    // Per match the same match reads 1 goal, as one match.
    expect(within(screen.getByRole('table', { name: 'Results per match' })).getByRole('row', { name: /^Goals 1 0/ })).toBeInTheDocument();
  });

  it('reads the samples in Greek', async () => {
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=el');
    // One line a team.
    expect(await screen.findAllByText(/αγώνες με αναλυτικά στατιστικά 1, λεπτά 90\./, {}, wait)).toHaveLength(2);
  });

  it('says so, and draws nothing, where no match has event data', async () => {
    const { measured: _home, measuredSample: _homeSample, ...home } = laliga.seasonAverages.home;
    const { measured: _away, measuredSample: _awaySample, ...away } = laliga.seasonAverages.away;
    server.use(http.get(`${feedOrigin}/season_avg/:eventId`, () => HttpResponse.json({ home, away })));
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    expect(
      await screen.findByText(
        'No detailed stats yet for these teams’ matches. Shots, passes, corners, fouls and tackles are not shown.',
        {},
        wait,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Detailed stats, per match' })).toBeNull();
  });

  it('ranks no player per 90 minutes from a single recorded match', async () => {
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    await screen.findByRole('table', { name: 'Detailed stats, per match' }, wait);
    expect(screen.queryByRole('table', { name: playersPer90 })).toBeNull();
  });

  it("ranks the squads' players by goals per 90 minutes played, each with his matches and minutes", async () => {
    server.use(...laligaHandlers(feedOrigin, { seasonPlayerStats: recordedSeasons }));
    await renderWidgetAt('/stats/season-avg/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    const table = await screen.findByRole('table', { name: playersPer90 }, wait);
    expect(
      screen.getByText(/Players with at least 270 minutes in matches with detailed stats, ranked by Goals per 90 minutes\./),
    ).toBeInTheDocument();
    expect(cells(within(table).getAllByRole('row')[0]!)).toEqual(['Player', 'MP', 'Min', 'Goals per 90']);
    // The abbreviations' full names are the headings' names for a screen reader.
    expect(within(table).getByRole('columnheader', { name: 'Matches played' })).toHaveTextContent(/^MP$/);
    expect(within(table).getByRole('columnheader', { name: 'Minutes played' })).toHaveTextContent(/^Min$/);
    expect(within(table).getByRole('columnheader', { name: 'Goals per 90' })).toHaveAttribute('aria-sort', 'descending');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // 5 goals in 360 minutes over 4 matches is 1.25 per 90.
    expect(cells(rows[0]!)).toEqual(['Lionel Messi BAR', '4', '360', '1.25']);
    expect(analyticsRequests.find((request) => request.body.variables?.eventId === 'laliga-2018-19-bar-ala')).toBeDefined();
  });

  it('ranks by the page statistic: shots per 90 on attacking, in German', async () => {
    server.use(...laligaHandlers(feedOrigin, { seasonPlayerStats: recordedSeasons }));
    await renderWidgetAt('/stats/season-avg/attacking?eventId=laliga-2018-19-bar-ala&lang=de');
    const table = await screen.findByRole('table', { name: 'Spieler pro 90 Minuten, Saisonmodell' }, wait);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!).at(-1)).toBe('Schüsse pro 90');
    expect(cells(rows[1]!)).toEqual(['Lionel Messi BAR', '4', '360', '5,50']);
  });
});
