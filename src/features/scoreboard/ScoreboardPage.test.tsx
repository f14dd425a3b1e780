import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';

const feed = { stage: 'inPlay' as const };
serveFakeFeed(feed);

// The scoreboard's screens arrive with the scoreboard issue; until then each page is its title and
// the spec's "no result found", loaded as the section's own chunk behind a skeleton.
describe('the scoreboard section (route level, feed mocked)', () => {
  it.each([
    ['/scoreboard', 'Scoreboard'],
    ['/scoreboard/scorers', 'Scorers'],
    ['/scoreboard/commentary', 'Commentary'],
  ])('%s shows its title and an honest empty state, inside the frame', async (path, title) => {
    await renderWidgetAt(`${path}?eventId=final&lang=en`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByTestId('content')).getByRole('status')).toHaveTextContent('No result found');
    expect(within(await screen.findByTestId('side-header')).getByTestId('side-item-scoreboard')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the scoreboard from the home route when a match is given', async () => {
    await renderWidgetAt('/?eventId=final&lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anzeigetafel' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/scoreboard');
  });
});
