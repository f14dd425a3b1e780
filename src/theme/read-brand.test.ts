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

  it.each(['DEFAULT', 'DEFAULT_LIGHT'])('reads every compiled %s theme as it is', (name) => {
    setThemeScript(JSON.stringify(loadBrand(name)));
    expect(readBrandFromDocument(document)).toEqual(loadBrand(name));
  });

  it.each<[string, (theme: Record<string, any>) => unknown]>([
    ['a mode that is not dark or light', (theme) => ({ ...theme, mode: 'dim' })],
    [
      'a colour that is not #rrggbb',
      (theme) => ({ ...theme, colours: { ...theme.colours, text: { ...theme.colours.text, primary: 'red' } } }),
    ],
    ['a lower-case name', (theme) => ({ ...theme, name: 'default' })],
    ['no typography variants', (theme) => ({ ...theme, typography: { fontFamily: 'x' } })],
    ['an array', () => []],
  ])('rejects a theme with %s', (_case, edit) => {
    setThemeScript(JSON.stringify(edit(loadBrand('DEFAULT'))));
    expect(() => readBrandFromDocument(document)).toThrow(/malformed/);
  });

  it('rejects a page whose theme is not JSON', () => {
    setThemeScript('{ "name": ');
    expect(() => readBrandFromDocument(document)).toThrow(/malformed/);
  });
});
