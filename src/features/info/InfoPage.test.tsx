import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetAt, serveFakeFeed, tabNames } from '../../testing/feed.tsx';

const feed = { stage: 'inPlay' as 'inPlay' | 'preview' };
serveFakeFeed(feed);

// The info screens arrive with the info issue; until then each page is its title and the spec's
// "no result found", in the section's own chunk, under the tab rows the catalogue gives it.
describe('the info section (route level, feed mocked)', () => {
  it('orders the info tabs for live stages and leads /info to the line-ups', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/info?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lineups' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/info/teams/lineups');
    await screen.findByTestId('primary-tabs');
    expect(tabNames('primary-tabs')).toEqual(['Teams', 'Table', 'Insights', 'Form', 'H2H', 'Preview', 'Fixtures']);
  });

  it('hides the scroll on the table and shows it in German', async () => {
    feed.stage = 'preview';
    await renderWidgetAt('/info/table?eventId=final&lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabelle' })).toBeInTheDocument();
    expect(within(screen.getByTestId('content')).getByTestId('empty-state')).toHaveTextContent('Kein Ergebnis gefunden');
    expect(document.querySelector('[data-scroll="hidden"]')).not.toBeNull();
  });
});
