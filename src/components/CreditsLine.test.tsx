import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { supportedLanguages, type Language } from '../../contract/languages.ts';
import { createI18n } from '../lib/i18n/i18n.ts';
import { I18nextProvider } from '../lib/i18n/react.tsx';
import { createBrandTheme } from '../theme/create-brand-theme.ts';
import { loadBrand } from '../testing/brand.ts';
import { CreditsLine } from './CreditsLine.tsx';

const locales = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' });

/** Every string of a locale with its key, nested namespaces flattened. */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, prefix ? `${prefix}.${key}` : key));
}

async function renderLine(line: ReactElement, lang: Language = 'en') {
  const i18n = await createI18n(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={createBrandTheme(loadBrand())}>{line}</ThemeProvider>
    </I18nextProvider>,
  );
}

describe('the credits line', () => {
  it('is the powered-by badge, one line of its parts and then its provider, at 12 px or more', async () => {
    await renderLine(<CreditsLine parts={['Results: openfootball']} provider="StatsBomb" />);
    const line = screen.getByTestId('powered-by');
    expect(line).toHaveTextContent(/^Results: openfootball · Powered by StatsBomb$/);
    const size = getComputedStyle(line).fontSize;
    const px = size.endsWith('rem') ? parseFloat(size) * 16 : parseFloat(size);
    expect(px).toBeGreaterThanOrEqual(12);
  });

  it('words the provider with the poweredBy entry of the fan’s language', async () => {
    await renderLine(<CreditsLine provider="StatsBomb" />, 'de');
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Bereitgestellt von StatsBomb$/);
  });

  it('draws nothing without a source to credit', async () => {
    const { container } = await renderLine(<CreditsLine parts={[]} provider="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves licence words out of every sentence a fan reads, in all 24 languages: sources belong to the credits line', () => {
    expect(Object.keys(locales)).toHaveLength(supportedLanguages.length);
    const offenders = Object.entries(locales).flatMap(([file, locale]) =>
      strings(locale)
        // The credits line's own words, and the names of the sources the assistants' credits line lists.
        .filter(([key]) => !key.startsWith('credits.') && !key.startsWith('stats.recordSourceNames.'))
        .filter(([, text]) => /\bCC0\b|openfootball|licen[cs]e|public domain|creative commons/i.test(text))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(offenders).toEqual([]);
  });
});
