import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { availablePaths } from '../../../contract/pages.ts';
import finalEventData from '../../testing/answers/wc2022-final.event_data.json';
import { feedOrigin, renderWidgetAt, serveFakeFeed, tabNames } from '../../testing/feed.tsx';

/**
 * The 2022 final has no event data: the feed offers it no page whose figures would have to be
 * invented, and its live statistics are its goals and cards, then its published full-time totals
 * with their source (the feed's answers as server/src/match-stats/without-event-data.test.ts
 * checks them).
 */

const feed = { stage: 'played' as 'played' | 'inPlay' };
const server = serveFakeFeed(feed);

const source =
  'FIFA match report (attempts 20 and 10, on target 10 and 5), possession 54 and 46 as broadcast; expected goals 3.3 and 2.2 from FBref (Opta)';
const fullTime = {
  stage: 'played',
  summary: {
    home: { goals: 3, yellowCards: 5, redCards: 0, shots: 20, shotsOnTarget: 10, expectedGoals: 3.3, possession: 54 },
    away: { goals: 3, yellowCards: 3, redCards: 0, shots: 10, shotsOnTarget: 5, expectedGoals: 2.2, possession: 46 },
  },
  periods: [
    { period: 'firstHalf', summary: { home: { goals: 2, yellowCards: 1, redCards: 0 }, away: { goals: 0, yellowCards: 0, redCards: 0 } } },
    { period: 'secondHalf', summary: { home: { goals: 0, yellowCards: 1, redCards: 0 }, away: { goals: 2, yellowCards: 3, redCards: 0 } } },
  ],
  momentum: [],
  shots: [],
  xgTimeline: [],
  published: { source, statistics: ['shots', 'shotsOnTarget', 'expectedGoals', 'possession'] },
  // As the feed names them (server/src/event/sources.ts): who published the totals covers `publishedTotals`.
  sources: [
    { id: 'openfootball', name: 'openfootball', dataset: 'openfootball/worldcup.json', licence: 'CC0 1.0', covers: ['goals'] },
    {
      id: 'fifaMatchReport',
      name: 'FIFA',
      dataset: 'FIFA World Cup Qatar 2022, match 64 (final), Argentina v France, Lusail Stadium, 18 December 2022: official match report',
      licence: 'public record',
      covers: ['assists', 'cards', 'substitutions', 'publishedTotals'],
    },
    {
      id: 'publicRecord',
      name: 'FBref (Opta)',
      dataset: 'FBref, match report of Argentina v France, FIFA World Cup 2022 final, 18 December 2022: expected goals (Opta)',
      licence: 'public record',
      covers: ['publishedTotals'],
    },
  ],
};
const inPlay = {
  stage: 'inPlay',
  summary: { home: { goals: 2, yellowCards: 1, redCards: 0 }, away: { goals: 0, yellowCards: 0, redCards: 0 } },
  momentum: [],
  shots: [],
  xgTimeline: [],
};

beforeEach(() => {
  feed.stage = 'played';
  server.use(
    http.get(`${feedOrigin}/availability/:eventId`, () =>
      HttpResponse.json({
        paths: availablePaths({ lineups: true, live: true, stream: false, pitchView: false, eventData: false }),
        pitchView: false,
        stream: false,
        features: { eventData: false, xg: false, matchMomentum: false, playerStatsLv: false },
      }),
    ),
    http.get(`${feedOrigin}/live_stats/:eventId`, () => HttpResponse.json(feed.stage === 'played' ? fullTime : inPlay)),
  );
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rows of the mirrored bars as [home, label, away]. The bars are drawn for the eye only
 * (aria-hidden, their numbers are in the summary table for screen readers): no role to find them by.
 */
const rows = () =>
  [...screen.getByTestId('stat-bars').querySelectorAll('[data-stat]')].map((row) =>
    [...row.querySelectorAll('span')].map((span) => span.textContent).join(' '),
  );

describe('a match without event data (the 2022 final, feed mocked)', { timeout: 20_000 }, () => {
  it('offers the live-stats pages its sources can fill: summary and discipline, no momentum, xG or player stats', async () => {
    await renderWidgetAt('/stats/live-stats/summary?eventId=final&lang=en');
    await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    expect(tabNames('secondary-tabs')).toEqual(['Summary', 'Discipline']);
    expect(tabNames('primary-tabs')).not.toContain('Player Stats');
    expect(tabNames('primary-tabs')).not.toContain('Match points');
  });

  it('shows the published full-time totals at full time, naming their source, and no figure it does not hold', async () => {
    await renderWidgetAt('/stats/live-stats/summary?eventId=final&lang=en');
    await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    expect(rows()).toEqual([
      '54% Possession 46%',
      '3.30 Expected goals 2.20',
      '20 Shots 10',
      '10 Shots on target 5',
      '5 Yellow cards 3',
      '0 Red cards 0',
    ]);
    // Where the totals were published is the credits line's to say, once, by the names of the
    // sources that published them; no sentence repeats it.
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Team totals: FIFA, FBref \(Opta\)$/);
    expect(screen.queryByText(/^No detailed stats for this match/)).toBeNull();
    expect(screen.queryByText(/FIFA match report/)).toBeNull();
  });

  it('credits the published totals in Japanese with no English sentence in it', async () => {
    await renderWidgetAt('/stats/live-stats/summary?eventId=final&lang=ja');
    await screen.findByRole('table', { name: 'サマリー' }, { timeout: 10_000 });
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^チーム合計：FIFA、FBref \(Opta\)$/);
    expect(screen.getByRole('main')).not.toHaveTextContent(/match report|as broadcast|expected goals/);
  });

  it('shows the sentence an older feed sends when it names no publisher of the totals', async () => {
    const { sources: _sources, ...older } = fullTime;
    server.use(http.get(`${feedOrigin}/live_stats/:eventId`, () => HttpResponse.json(older)));
    await renderWidgetAt('/stats/live-stats/summary?eventId=final&lang=en');
    await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    expect(screen.getByTestId('powered-by')).toHaveTextContent(new RegExp(`^Team totals: ${escaped(source)}$`));
  });

  it('credits the published totals in German too, and a half\u2019s own figures not at all', async () => {
    // The feed's own answer, which says the teams are national teams (their `country`).
    server.use(http.get(`${feedOrigin}/event_data/:eventId`, () => HttpResponse.json({ ...finalEventData, eventId: 'final' })));
    await renderWidgetAt('/stats/live-stats/summary?eventId=final&lang=de');
    await screen.findByRole('table', { name: 'Übersicht' }, { timeout: 10_000 });
    // The teams are named as the scoreboard names them: national teams in the fan's language.
    expect(screen.getAllByText('Argentinien').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Frankreich').length).toBeGreaterThan(0);
    expect(screen.queryByText('Argentina')).toBeNull();
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Teamwerte: FIFA und FBref \(Opta\)$/);
    await userEvent.click(screen.getByRole('button', { name: 'Erste Halbzeit' }));
    expect(rows()).toEqual(['1 Gelbe Karten 0', '0 Rote Karten 0']);
    // The first half's goals and cards are the match's own record, not the published totals.
    expect(screen.queryByTestId('powered-by')).toBeNull();
  });

  it('shows only its goals and cards while it is played, and says why', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats/live-stats/summary?eventId=final&lang=en');
    await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    expect(rows()).toEqual(['1 Yellow cards 0', '0 Red cards 0']);
    expect(screen.getByText(/^No detailed stats for this match/)).toBeInTheDocument();
    // Nothing is published yet, and a match without event data has no provider to credit.
    expect(screen.queryByTestId('powered-by')).toBeNull();
  });

  it.each(['/stats/live-stats/xg', '/stats/live-stats/momentum', '/stats/player-stats', '/stats/opta-points'])(
    'answers a deep link to %s honestly: not available for this match, no figure drawn',
    async (path) => {
      await renderWidgetAt(`${path}?eventId=final&lang=en`);
      const empty = await screen.findByTestId('empty-state', {}, { timeout: 10_000 });
      expect(within(empty).getByText('Not available for this match')).toBeInTheDocument();
      expect(empty).toHaveTextContent(
        /Detailed stats are not available for this match\. Goals, cards, substitutions and line-ups are on the other tabs\./,
      );
      expect(window.location.pathname).toBe(path);
      expect(screen.queryByTestId('stat-bars')).toBeNull();
    },
  );
});
