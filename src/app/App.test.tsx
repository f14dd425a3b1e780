import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidgetAt, serveFakeFeed } from '../testing/feed.tsx';

// The final, finished, and nothing else: a page whose answer the feed does not have is empty, not an outage.
serveFakeFeed({ stage: 'played' });

describe('App', () => {
  it('shows the brand preview on the home route', async () => {
    await renderWidgetAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEFAULT' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team colours' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stats', selected: true })).toBeInTheDocument();
  });

  it('serves a deep link with its title and an honest empty state', async () => {
    await renderWidgetAt('/stats/live-stats/momentum?eventId=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Momentum' })).toBeInTheDocument();
    // The empty state is a status; the page's loading skeleton is a busy one.
    expect(await within(screen.getByRole('main')).findByRole('status', { busy: false }, { timeout: 5000 })).toHaveTextContent(
      'No result found',
    );
    expect(screen.getByTestId('content')).toBeInTheDocument();
  });

  it('renders in the language asked for and sets <html lang>', async () => {
    await renderWidgetAt('/info/table?lang=de');
    expect(document.documentElement.lang).toBe('de');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Table');
  });

  it("leaves the fan's storage alone: the brand's one colour scheme is fixed by its bundle", async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const written = vi.spyOn(Storage.prototype, 'setItem');
    await renderWidgetAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEFAULT' })).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    expect(written).not.toHaveBeenCalled();
    read.mockRestore();
    written.mockRestore();
  });

  it('matches paths as written: a page asked for in another case leads home, and home to the match', async () => {
    await renderWidgetAt('/Stats/live-stats/summary?eventId=1');
    await waitFor(() => expect(document.querySelector('[data-location]')?.getAttribute('data-location')).toBe('/scoreboard?eventId=1'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Summary' })).not.toBeInTheDocument();
  });

  it('shows the home screen for an unknown path rather than a blank page', async () => {
    await renderWidgetAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEFAULT' })).toBeInTheDocument();
  });
});
