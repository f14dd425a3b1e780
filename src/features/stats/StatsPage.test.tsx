import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetAt, serveFakeFeed, tabNames } from '../../testing/feed.tsx';

const feed = { stage: 'inPlay' as 'inPlay' | 'preview' };
serveFakeFeed(feed);

// The stats screens arrive with the stats issue; until then each page is its title and the spec's
// "no result found", in the section's own chunk, under the tab rows the catalogue gives it.
describe('the stats section (route level, feed mocked)', () => {
  it('leads /stats to live stats and its summary in play, with both tab rows in the live order', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stats/live-stats/summary');
    await screen.findByTestId('secondary-tabs');
    expect(tabNames('primary-tabs')).toEqual([
      'Live Stats',
      'Player Stats',
      'Player Assistant',
      'Team Assistant',
      'Season Avg',
      'Opta Points',
      'Top Scorers',
    ]);
    expect(tabNames('secondary-tabs')).toEqual(['Summary', 'Momentum', 'Attacking', 'Defence', 'Distribution', 'Discipline', 'xG']);
    expect(screen.getByRole('tab', { name: 'Summary', selected: true })).toBeInTheDocument();
  });

  it('hides the scroll on momentum (SPEC section 2 "Layout"), from the catalogue', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats/live-stats/momentum?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Momentum' })).toBeInTheDocument();
    expect(document.querySelector('[data-scroll="hidden"]')).not.toBeNull();
  });

  it('puts season averages first before kick-off and offers no live stats', async () => {
    feed.stage = 'preview';
    await renderWidgetAt('/stats?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stats/season-avg/summary');
    await screen.findByTestId('primary-tabs');
    expect(tabNames('primary-tabs')[0]).toBe('Season Avg');
    expect(tabNames('primary-tabs')).not.toContain('Live Stats');
    expect(within(screen.getByTestId('content')).getByTestId('empty-state')).toHaveTextContent('No result found');
  });
});
