import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '../lib/i18n/react.tsx';
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
    // Hidden or not: no status at all.
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
  });

  it("marks a stale last answer with when it arrived, in the fan's language", async () => {
    const i18n = await createI18n('de');
    const lastUpdatedAt = new Date(2026, 10, 22, 20, 15, 30).getTime();
    render(
      <I18nextProvider i18n={i18n}>
        <LiveStatus state="answerStale" onRetry={vi.fn()} lastUpdatedAt={lastUpdatedAt} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Zuletzt aktualisiert um 20:15:30');
  });

  it('says when it tries again after giving up', async () => {
    const i18n = await createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <LiveStatus state="gaveUp" onRetry={vi.fn()} nextRetryAt={new Date(2026, 10, 22, 20, 16, 0).getTime()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Live data paused · trying again at 0?8:16:00\sPM|20:16:00/);
  });

  it('says it is reconnecting', async () => {
    await renderState('reconnecting');
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry once the socket has given up', async () => {
    const onRetry = await renderState('gaveUp');
    expect(screen.getByRole('status')).toHaveTextContent('Live data paused');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says live data is paused when the feed has gone silent in play', async () => {
    await renderState('stale');
    expect(screen.getByRole('status')).toHaveTextContent('Live data paused');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
