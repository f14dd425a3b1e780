import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from './react.tsx';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/languages.ts';
import { createI18n } from './i18n.ts';
import { useTeamName } from './use-team-name.ts';

async function teamNameIn(language: Language) {
  const i18n = await createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useTeamName(), { wrapper }).result.current;
}

describe('useTeamName', () => {
  it('names national teams in the active language', async () => {
    const german = await teamNameIn('de');
    expect(german({ name: 'Argentina', country: 'AR' })).toBe('Argentinien');
    expect(german({ name: 'France', country: 'FR' })).toBe('Frankreich');
    const greek = await teamNameIn('el');
    expect(greek({ name: 'Argentina', country: 'AR' })).toBe('Αργεντινή');
    expect((await teamNameIn('ja'))({ name: 'Italy', country: 'IT' })).toBe('イタリア');
  });

  it('names the home nations from the locale', async () => {
    expect((await teamNameIn('it'))({ name: 'England', country: 'GB-ENG' })).toBe('Inghilterra');
    expect((await teamNameIn('el'))({ name: 'Scotland', country: 'GB-SCT' })).toBe('Σκωτία');
  });

  it('keeps clubs, English, and codes it cannot name as the feed gives them', async () => {
    const german = await teamNameIn('de');
    expect(german({ name: 'Deportivo Alavés' })).toBe('Deportivo Alavés');
    expect(german({ name: 'Nowhere', country: 'GB-XXX' })).toBe('Nowhere');
    expect((await teamNameIn('en'))({ name: 'Turkey', country: 'TR' })).toBe('Turkey');
  });
});
