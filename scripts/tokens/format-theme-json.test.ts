import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../src/testing/brand.ts';
import { themeJsonFile } from './format-theme-json.ts';

const theme = loadBrand('DEFAULT_LIGHT');

describe('themeJsonFile', () => {
  it('writes the theme as JSON indented by two spaces, ending in a newline', () => {
    const file = themeJsonFile(theme);
    expect(file.startsWith(`{\n  "name": "DEFAULT_LIGHT",\n  "mode": "light",`)).toBe(true);
    expect(file.endsWith('}\n')).toBe(true);
    expect(JSON.parse(file)).toEqual(theme);
  });
});
