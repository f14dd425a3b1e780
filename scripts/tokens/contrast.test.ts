import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandThemeSchema } from '../../contract/brand-theme.ts';
import { contrastFailures, contrastRatio } from './contrast.ts';

const themesDir = path.resolve(import.meta.dirname, '../../themes');
const theme = () => brandThemeSchema.parse(JSON.parse(readFileSync(path.join(themesDir, 'DEFAULT.json'), 'utf8')));

describe('contrastRatio (WCAG 2.1)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
  });
});

describe('contrastFailures', () => {
  it('passes the compiled DEFAULT brand', () => {
    expect(contrastFailures(theme())).toEqual([]);
  });

  it('reports a low-contrast inactive tab with the pair and the ratio', () => {
    const brand = theme();
    brand.colours.tab.inactive = '#333333';
    expect(contrastFailures(brand)).toEqual([
      {
        foreground: 'color.tab.inactive #333333',
        background: `color.tab.background ${brand.colours.tab.background}`,
        ratio: expect.any(Number),
        minimum: 4.5,
      },
    ]);
    expect(contrastFailures(brand)[0]!.ratio).toBeLessThan(4.5);
  });

  it('holds team colours to 3:1 against both surfaces', () => {
    const brand = theme();
    brand.colours.team.away.main = brand.colours.background.paper;
    const failing = contrastFailures(brand).map((failure) => `${failure.foreground} / ${failure.background.split(' ')[0]}`);
    expect(failing).toEqual([
      `color.team.away.main ${brand.colours.background.paper} / color.background.default`,
      `color.team.away.main ${brand.colours.background.paper} / color.background.paper`,
    ]);
  });
});
