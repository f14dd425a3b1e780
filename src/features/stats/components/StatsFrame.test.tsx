import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { I18nextProvider } from '../../../lib/i18n/react.tsx';
import { createBrandTheme } from '../../../theme/create-brand-theme.ts';
import { loadBrand } from '../../../testing/brand.ts';
import { StatsFrame, type FramedAnswer } from './StatsFrame.tsx';

async function renderFrame(answer: FramedAnswer, eventId: string | undefined) {
  const i18n = await createI18n('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createBrandTheme(loadBrand())}>
        <StatsFrame titleKey="areas.momentum" answer={answer} eventId={eventId} empty={!answer.data}>
          <p>Turkey 0 - 3 Italy</p>
        </StatsFrame>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('a stats page of one answer', () => {
  it('shows a skeleton while the answer asked for the match is on its way', async () => {
    await renderFrame({ isPending: true }, 'euro2020-tur-ita');
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('is empty, not pending, when there is no match to ask about', async () => {
    await renderFrame({ isPending: true }, undefined);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No result found');
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });

  it("credits the answer's provider under the content", async () => {
    await renderFrame({ isPending: false, data: { credit: 'StatsBomb' } }, 'euro2020-tur-ita');
    expect(screen.getByText('Turkey 0 - 3 Italy')).toBeInTheDocument();
    expect(screen.getByTestId('powered-by')).toHaveTextContent('Powered by StatsBomb');
  });
});
