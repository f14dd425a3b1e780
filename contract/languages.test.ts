import { describe, expect, it } from 'vitest';
import { resolveLanguage, supportedLanguages } from './languages.ts';

describe('resolveLanguage', () => {
  it('knows exactly the 24 languages of the spec', () => {
    expect(supportedLanguages).toHaveLength(24);
    expect(new Set(supportedLanguages).size).toBe(24);
  });

  it.each(supportedLanguages)('accepts %s', (code) => {
    expect(resolveLanguage(code)).toBe(code);
  });

  it.each([
    ['PT-BR', 'pt-br'],
    [' de ', 'de'],
    ['ZH-TW', 'zh-tw'],
  ])('accepts %j case-insensitively as %s', (raw, code) => {
    expect(resolveLanguage(raw)).toBe(code);
  });

  it.each([null, undefined, '', 'xx', 'en-GB', 'es-419', '<script>', 'de,fr'])('falls back to English for %j', (raw) => {
    expect(resolveLanguage(raw)).toBe('en');
  });
});
