import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket, tabNames } from '../../testing/feed.tsx';
import { loadBrand } from '../../testing/brand.ts';
import { teamMark } from '../../rules/team-colours.ts';
import { laliga, laligaEventData, laligaHandlers, ScriptedSocket } from './testing/stats-feed.ts';
import { barRow } from './testing/bar-row.ts';

const feed = { stage: 'inPlay' as 'inPlay' | 'preview' | 'played' };
const server = serveFakeFeed(feed);

beforeEach(() => {
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
});

describe('the stats section (route level, feed mocked)', { timeout: 20_000 }, () => {
  it('leads /stats to live stats and its summary in play, with both tab rows in the live order', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stats/live-stats/summary');
    await screen.findByTestId('secondary-tabs');
    expect(tabNames('primary-tabs')).toEqual([
      'Live Stats',
      'Player Stats',
      'Player Assistant',
      'Team Assistant',
      'Season Avg',
      'Match points',
      'Top Scorers',
    ]);
    expect(tabNames('secondary-tabs')).toEqual(['Summary', 'Momentum', 'Attacking', 'Defence', 'Distribution', 'Discipline', 'xG']);
  });

  it("shows Barcelona 3-0 Alavés's summary as the feed served it, in bars and in a table for screen readers", async () => {
    feed.stage = 'played';
    await renderWidgetAt('/stats/live-stats/summary?eventId=laliga&lang=en');
    const table = await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    expect(barRow('possession')).toEqual(['80%', 'Possession', '20%']);
    expect(barRow('shots')).toEqual(['25', 'Shots', '3']);
    expect(barRow('expectedGoals')).toEqual(['2.99', 'Expected goals', '0.30']);
    expect(within(table).getByRole('row', { name: 'Shots on target 9 0' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Statistic', 'Barcelona', 'Alavés']);
  });

  it('marks the sides in their own team colours, lightened until they stand 3:1 on DEFAULT’s dark page', async () => {
    feed.stage = 'played';
    await renderWidgetAt('/stats/live-stats/summary?eventId=laliga&lang=en');
    await screen.findByRole('table', { name: 'Summary' }, { timeout: 10_000 });
    // The palette is a wrapper with no role (display: contents): its colours are what is checked.
    const palette = screen.getByTestId('team-palette');
    // Barcelona's garnet and Alavés's blue fall under 3:1 on DEFAULT's card: each is lightened by
    // the rule (its unit test gives the colours), never swapped for white or the brand's colour.
    const { background, chart } = loadBrand().colours;
    const [home, away] = [laligaEventData.home.colours.primary, laligaEventData.away.colours.primary].map((colour) =>
      teamMark(colour, [background.default, background.paper]),
    );
    expect([home, away]).not.toContain(laligaEventData.home.colours.primary);
    expect([home, away]).not.toContain(chart.home);
    expect(palette).toHaveAttribute('data-home-colour', home);
    expect(palette).toHaveAttribute('data-away-colour', away);
    expect(
      palette.style.getPropertyValue('--cpp-palette-chart-away') || getComputedStyle(palette).getPropertyValue('--cpp-palette-chart-away'),
    ).toBe(away);
  });

  it('changes a number when the socket says so', async () => {
    feed.stage = 'inPlay';
    vi.stubGlobal('WebSocket', ScriptedSocket);
    await renderWidgetAt('/stats/live-stats/attacking?eventId=laliga&lang=en');
    await screen.findByRole('table', { name: 'Attacking' }, { timeout: 10_000 });
    expect(barRow('goals')).toEqual(['3', 'Goals', '0']);
    const summary = structuredClone(laliga.liveStats.summary);
    summary.away.goals = 1;
    summary.away.shots = 15;
    act(() => ScriptedSocket.last!.emit({ type: 'statsSummary', value: summary }));
    await waitFor(() => expect(barRow('goals')).toEqual(['3', 'Goals', '1']));
    expect(barRow('shots')).toEqual(['25', 'Shots', '15']);
  });

  it('shows booking points on discipline: Alavés had two yellows, 20 points', async () => {
    feed.stage = 'played';
    await renderWidgetAt('/stats/live-stats/discipline?eventId=laliga&lang=en');
    await screen.findByRole('table', { name: 'Discipline' }, { timeout: 10_000 });
    expect(barRow('bookingPoints')).toEqual(['0', 'Booking points', '20']);
  });

  it('draws momentum with every minute the feed sent, the half-time line and added time, and hides the scroll', async () => {
    feed.stage = 'played';
    const home = laliga.liveStats.momentum.filter((entry) => entry.home > entry.away).length;
    const away = laliga.liveStats.momentum.filter((entry) => entry.away > entry.home).length;
    const caption = `Barcelona on top in ${home} minutes, Alavés in ${away}.`;
    await renderWidgetAt('/stats/live-stats/momentum?eventId=laliga&lang=en');
    // The chart is an image named by its caption; what it draws (SVG shapes) has no role of its own.
    const chart = await screen.findByRole('img', { name: caption }, { timeout: 10_000 });
    expect(document.querySelector('[data-scroll="hidden"]')).not.toBeNull();
    expect(chart.querySelectorAll('[data-testid="period-break"]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-testid="added-time"]')).toHaveLength(2);
    // Messi twice and Coutinho: three home goals above the line.
    expect(chart.querySelectorAll('[data-marker="goal"][data-side="home"]')).toHaveLength(3);
    expect(screen.getByText(caption)).toBeInTheDocument();
  });

  it('shows 0.00 xG each on an empty shot map before the first shot, not "No result found"', async () => {
    feed.stage = 'inPlay';
    server.use(...laligaHandlers(feedOrigin, { liveStats: { ...laliga.liveStats, shots: [] } }));
    await renderWidgetAt('/stats/live-stats/xg?eventId=laliga&lang=en');
    await screen.findByRole('img', { name: /xG from/ }, { timeout: 10_000 });
    expect(screen.getByText(/Barcelona: 0\.00 xG from 0 shots, 0 goals\./)).toBeInTheDocument();
    expect(screen.getByText(/Alavés: 0\.00 xG from 0 shots, 0 goals\./)).toBeInTheDocument();
    // The shot map is drawn for the eye only (aria-hidden; the list of shots is its text): no role.
    expect(screen.getByTestId('shot-map').querySelectorAll('[data-outcome]')).toHaveLength(0);
    expect(screen.getByText('No shots so far.')).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it("shows xG totals equal to the sum of the shots' and the chosen shot's details", async () => {
    feed.stage = 'played';
    await renderWidgetAt('/stats/live-stats/xg?eventId=laliga&lang=en');
    await screen.findByRole('img', { name: /xG from/ }, { timeout: 10_000 });
    expect(screen.getByText(/Barcelona: 2\.99 xG from 25 shots, 3 goals\./)).toBeInTheDocument();
    expect(screen.getByText(/Alavés: 0\.30 xG from 3 shots, 0 goals\./)).toBeInTheDocument();
    const map = screen.getByTestId('shot-map');
    expect(map.querySelectorAll('[data-outcome="goal"]')).toHaveLength(3);
    // The latest goal is shown first: Messi's in the second minute of added time (StatsBomb: 91:42).
    // The chosen shot's box has no role or name of its own (its heading is the player's).
    const details = () => within(screen.getByTestId('shot-details'));
    // Under the shot chart's heading (h2), one level down.
    expect(details().getByRole('heading', { level: 3, name: 'Lionel Messi' })).toBeInTheDocument();
    expect(details().getByText("90+2'")).toBeInTheDocument();
    expect(details().getByText('Left foot')).toBeInTheDocument();
    expect(details().getByText('0.27')).toBeInTheDocument();
    // Coutinho's best chance, 82:31, saved: 0.34 (StatsBomb).
    const shots = screen.getByRole('combobox', { name: 'Choose a shot' });
    await userEvent.selectOptions(shots, 'e61');
    expect(details().getByText('0.34')).toBeInTheDocument();
    expect(details().getByText('Saved')).toBeInTheDocument();
    // The shot type: open play for both of those; Messi's 64th-minute goal was a free kick.
    expect(details().getByText('Shot type').nextElementSibling).toHaveTextContent('Open play');
    await userEvent.selectOptions(shots, 'e42');
    expect(details().getByText('Shot type').nextElementSibling).toHaveTextContent('Free kick');
  });

  it('puts season averages first before kick-off and offers no live stats', async () => {
    feed.stage = 'preview';
    await renderWidgetAt('/stats?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stats/season-avg/summary');
    await screen.findByTestId('primary-tabs');
    expect(tabNames('primary-tabs')[0]).toBe('Season Avg');
    expect(tabNames('primary-tabs')).not.toContain('Live Stats');
  });
});
