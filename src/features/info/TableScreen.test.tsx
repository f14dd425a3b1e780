import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { captured } from './testing/answers.ts';

// The 2022 World Cup's groups of the two finalists, as the feed answers them for the final.
const server = serveFakeFeed({ stage: 'played' });
beforeEach(() => {
  server.use(http.get(`${feedOrigin}/table/:eventId`, () => HttpResponse.json(captured.final.table)));
});

describe('the league table on MUI Table (route level, the 2022 final)', { timeout: 20_000 }, () => {
  it('keeps the short headings on screen and says their full names to a screen reader', async () => {
    await renderWidgetAt('/info/table?eventId=final&lang=en');
    const groupC = await screen.findByRole('table', { name: 'FIFA World Cup 2022 · Group C' });
    const headings = within(groupC).getAllByRole('columnheader');
    expect(headings.map((cell) => cell.textContent)).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', 'GD', 'Pts', 'Avg pts', 'Form']);
    expect(headings.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Position',
      null,
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Goal difference',
      'Points',
      'Average points per match',
      'Form, most recent first',
    ]);
    expect(within(groupC).getByRole('columnheader', { name: 'Average points per match' })).toHaveTextContent(/^Avg pts$/);
    expect(within(groupC).getByTitle('Goal difference')).toHaveTextContent('GD');
    // Argentina top on 6 points after losing to Saudi Arabia, then Poland on goal difference over Mexico.
    const rows = within(groupC).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Argentina', 'Poland', 'Mexico', 'Saudi Arabia']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 8),
    ).toEqual(['3', '2', '0', '1', '+3', '6', '2.00']);
  });

  it('names the headings in German, where the points are "Pkt"', async () => {
    await renderWidgetAt('/info/table?eventId=final&lang=de');
    const groupC = await screen.findByRole('table', { name: 'FIFA World Cup 2022 · Gruppe C' });
    expect(within(groupC).getByRole('columnheader', { name: 'Punkte' })).toHaveTextContent(/^Pkt$/);
    expect(within(groupC).getByRole('columnheader', { name: 'Tordifferenz' })).toHaveTextContent(/^TD$/);
  });
});
