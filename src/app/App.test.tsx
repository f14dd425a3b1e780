import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { loadBrand } from '../testing/brand.ts';
import { createBrandTheme } from '../theme/create-brand-theme.ts';
import { App } from './App.tsx';

async function renderAt(url: string, language: Parameters<typeof createI18n>[0] = 'en') {
  window.history.replaceState(null, '', url);
  const i18n = await createI18n(language);
  render(
    <App
      theme={createBrandTheme(loadBrand())}
      i18n={i18n}
      queryClient={createQueryClient()}
      feed={{ origin: 'http://feed.test', socketBase: 'ws://feed.test' }}
    />,
  );
}

describe('App', () => {
  it('shows the brand preview on the home route', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEFAULT' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team colours' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stats', selected: true })).toBeInTheDocument();
  });

  it('serves a deep link with its title and an honest empty state', async () => {
    await renderAt('/stats/live-stats/momentum?eventId=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Momentum' })).toBeInTheDocument();
    expect(await screen.findByTestId('empty-state', {}, { timeout: 5000 })).toHaveTextContent('No result found');
    expect(screen.getByTestId('content')).toBeInTheDocument();
  });

  it('renders in the language asked for and sets <html lang>', async () => {
    await renderAt('/info/table', 'de');
    expect(document.documentElement.lang).toBe('de');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Table');
  });

  it('shows the home screen for an unknown path rather than a blank page', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'DEFAULT' })).toBeInTheDocument();
  });
});
