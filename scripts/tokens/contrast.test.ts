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

  it('holds text on chart bars and incident badges to 4.5:1', () => {
    const brand = theme();
    brand.colours.onIncident.yellowCard = brand.colours.incident.yellowCard;
    brand.colours.chart.onAway = brand.colours.chart.away;
    expect(
      contrastFailures(brand).map(
        (failure) => `${failure.foreground.split(' ')[0]} / ${failure.background.split(' ')[0]} / ${failure.minimum}`,
      ),
    ).toEqual(['color.chart.onAway / color.chart.away / 4.5', 'color.onIncident.yellowCard / color.incident.yellowCard / 4.5']);
  });

  it('holds the focus ring to 3:1 on every surface it is drawn on', () => {
    const brand = theme();
    brand.colours.focus = brand.colours.background.paper;
    brand.colours.tab.focus = brand.colours.tab.background;
    brand.colours.nav.focus = brand.colours.nav.background;
    const failing = contrastFailures(brand).map((failure) => `${failure.foreground.split(' ')[0]} / ${failure.background.split(' ')[0]}`);
    expect(failing).toEqual(
      expect.arrayContaining([
        'color.tab.focus / color.tab.background',
        'color.nav.focus / color.nav.background',
        'color.focus / color.background.default',
        'color.focus / color.background.paper',
      ]),
    );
    expect(contrastFailures(brand).every((failure) => failure.minimum === 3)).toBe(true);
  });

  it('holds the pitch lines to 3:1 on both shades of grass', () => {
    const brand = theme();
    brand.colours.pitch.line = brand.colours.pitch.stripe;
    expect(contrastFailures(brand).map((failure) => failure.background.split(' ')[0])).toEqual(['color.pitch.grass', 'color.pitch.stripe']);
  });
});
