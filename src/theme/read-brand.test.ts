import { afterEach, describe, expect, it } from 'vitest';
import { loadBrand } from '../testing/brand.ts';
import { MissingBrandError, readBrandFromDocument } from './read-brand.ts';

function setThemeScript(text: string | null) {
  document.getElementById('cpp-brand-theme')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.id = 'cpp-brand-theme';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => setThemeScript(null));

describe('readBrandFromDocument', () => {
  it('reads the theme the bundle carries', () => {
    setThemeScript(JSON.stringify(loadBrand('DEFAULT')));
    expect(readBrandFromDocument(document).name).toBe('DEFAULT');
  });

  it('explains a page without a brand', () => {
    expect(() => readBrandFromDocument(document)).toThrow(MissingBrandError);
    expect(() => readBrandFromDocument(document)).toThrow(/npm run build -- --brand NAME/);
  });

  it('rejects a malformed theme', () => {
    setThemeScript(JSON.stringify({ ...loadBrand('DEFAULT'), mode: 'dim' }));
    expect(() => readBrandFromDocument(document)).toThrow(/malformed/);
  });
});
