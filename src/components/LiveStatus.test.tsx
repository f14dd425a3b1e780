import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n/i18n.ts';
import { LiveStatus } from './LiveStatus.tsx';

async function renderState(state: Parameters<typeof LiveStatus>[0]['state'], onRetry = vi.fn()) {
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <LiveStatus state={state} onRetry={onRetry} />
    </I18nextProvider>,
  );
  return onRetry;
}

describe('LiveStatus', () => {
  it('says nothing while the socket is open', async () => {
    await renderState('open');
    expect(screen.queryByTestId('live-status')).toBeNull();
  });

  it('says it is reconnecting', async () => {
    await renderState('reconnecting');
    expect(screen.getByTestId('live-status')).toHaveTextContent('Reconnecting…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry once the socket has given up', async () => {
    const onRetry = await renderState('gaveUp');
    expect(screen.getByTestId('live-status')).toHaveTextContent('Live data paused');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says live data is paused when the feed has gone silent in play', async () => {
    await renderState('stale');
    expect(screen.getByTestId('live-status')).toHaveTextContent('Live data paused');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
