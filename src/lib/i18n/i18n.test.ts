import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

describe('createI18n', () => {
  it('loads the active language only, and sets <html lang>', async () => {
    const i18n = await createI18n('de');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.t('nav.table')).not.toBe('Table');
    expect(document.documentElement.lang).toBe('de');
  });

  it('loads English alone for English', async () => {
    const i18n = await createI18n('en');
    expect(i18n.languages).toEqual(['en']);
    expect(i18n.t('nav.table')).toBe('Table');
  });
});
