import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems, validateBrandFile } from './brand-file-schema.ts';

const tokensDir = path.resolve(import.meta.dirname, '../../tokens');
const load = (brand: string) => JSON.parse(readFileSync(path.join(tokensDir, 'brands', `${brand}.json`), 'utf8'));
const file = 'tokens/brands/TEST.json';

describe('validateBrandFile', () => {
  it('accepts the house brands', () => {
    expect(validateBrandFile(file, load('DEFAULT'))).toEqual([]);
    expect(validateBrandFile(file, load('DEFAULT_LIGHT'))).toEqual([]);
  });

  it('names the file and the token of a bad colour', () => {
    const brand = load('DEFAULT');
    brand.color.tab.active.$value = '#12345G';
    expect(formatProblems(validateBrandFile(file, brand))).toBe(
      'tokens/brands/TEST.json: color.tab.active: "#12345G" is not a colour: use #rrggbb or a {token.reference}',
    );
  });

  it("refuses a font family that would break out of the head's <style>", () => {
    const brand = load('DEFAULT');
    brand.font.family.$value = 'Inter</style><script>alert(1)</script>';
    expect(validateBrandFile(file, brand)).toEqual([{ file, token: 'font.family', message: expect.stringContaining('never CSS') }]);
    // In a list, the entry at fault is named.
    brand.font.family.$value = ['Inter', 'sans-serif;}body{display:none'];
    expect(validateBrandFile(file, brand)).toEqual([
      { file, token: 'font.family.$value.1', message: expect.stringContaining('never CSS') },
    ]);
    brand.font.family.$value = ['"Noto Sans"', 'Arial Narrow', 'sans-serif'];
    expect(validateBrandFile(file, brand)).toEqual([]);
  });

  it('names a missing required token', () => {
    const brand = load('DEFAULT');
    delete brand.color.incident.var;
    expect(validateBrandFile(file, brand)).toEqual([{ file, token: 'color.incident.var', message: 'required token is missing' }]);
  });

  it('rejects an unknown key with its full path', () => {
    const brand = load('DEFAULT');
    brand.color.team.home.mian = { $value: '#ffffff' };
    expect(validateBrandFile(file, brand)).toEqual([
      { file, token: 'color.team.home.mian', message: expect.stringContaining('unknown token') },
    ]);
  });

  it('requires the colours a painted background paints with', () => {
    const brand = load('DEFAULT');
    delete brand.color.background.accentAlt;
    expect(validateBrandFile(file, brand)).toEqual([
      { file, token: 'color.background.accentAlt', message: expect.stringContaining('background type "mesh"') },
    ]);
    brand.background.type.$value = 'solid';
    delete brand.color.background.accent;
    expect(validateBrandFile(file, brand)).toEqual([]);
  });

  it('rejects an unknown background type, mode and a bad dimension', () => {
    const brand = load('DEFAULT');
    brand.background.type.$value = 'plaid';
    brand.mode.$value = 'dim';
    brand.radius.card.$value = '12em';
    const tokens = validateBrandFile(file, brand).map((problem) => problem.token);
    expect(tokens).toEqual(expect.arrayContaining(['background.type', 'mode', 'radius.card']));
  });

  it('accepts every functional colour as an optional override, and only those', () => {
    const functional = JSON.parse(readFileSync(path.join(tokensDir, 'functional/color.json'), 'utf8'));
    // Every token path under color in the functional layer, but onFill, which lists candidates.
    const paths: string[][] = [];
    const walk = (node: Record<string, unknown>, at: string[]) => {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith('$') || value === null || typeof value !== 'object') continue;
        if ('$value' in value) paths.push([...at, key]);
        else walk(value as Record<string, unknown>, [...at, key]);
      }
    };
    walk(functional.color, ['color']);
    const overridable = paths.filter((at) => at.join('.') !== 'color.onFill');
    expect(overridable.map((at) => at.join('.'))).toEqual(
      expect.arrayContaining(['color.focus', 'color.tab.focus', 'color.chart.onHome', 'color.onIncident.var', 'color.pitch.stripe']),
    );
    for (const at of overridable) {
      const brand = load('DEFAULT');
      let node = brand;
      for (const key of at.slice(0, -1)) node = node[key] ??= {};
      node[at.at(-1)!] = { $value: '#123456' };
      expect(validateBrandFile(file, brand), at.join('.')).toEqual([]);
    }
    const brand = load('DEFAULT');
    brand.color.onFill = { $value: '#123456' };
    expect(validateBrandFile(file, brand)).toEqual([{ file, token: 'color.onFill', message: expect.stringContaining('unknown token') }]);
  });
});
