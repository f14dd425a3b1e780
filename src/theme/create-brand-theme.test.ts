import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { incidentColourNames } from '../../contract/brand-theme.ts';
import { loadBrand } from '../testing/brand.ts';
import { createBrandTheme } from './create-brand-theme.ts';

type StyleOverride = (props: { theme: Theme }) => Record<string, unknown>;

describe('createBrandTheme', () => {
  it('carries the team, incident, tab and nav colours as typed palette entries', () => {
    const brand = loadBrand('DEFAULT');
    const theme = createBrandTheme(brand);
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.home.main).toBe(brand.colours.team.home.main);
    expect(theme.palette.away.dark).toBe(brand.colours.team.away.dark);
    expect(theme.palette.incident.var).toBe(brand.colours.incident.var);
    expect(theme.palette.tab.inactive).toBe(brand.colours.tab.inactive);
    expect(theme.palette.nav.active).toBe(brand.colours.nav.active);
    expect(theme.palette.brand.gradient).toBe(brand.gradient.css);
    expect(theme.shape.borderRadius).toBe(brand.radius.card);
  });

  it('uses the type scale of SPEC section 9', () => {
    const theme = createBrandTheme(loadBrand('DEFAULT_LIGHT'));
    expect(theme.palette.mode).toBe('light');
    const sizes = Object.fromEntries(
      (['h1', 'h2', 'h3', 'h4', 'xLarge', 'large', 'default', 'small', 'tiny', 'xTiny', 'xxTiny'] as const).map((name) => [
        name,
        [theme.typography[name].fontSize, theme.typography[name].lineHeight],
      ]),
    );
    expect(sizes).toEqual({
      h1: ['2rem', '40px'],
      h2: ['1.5rem', '32px'],
      h3: ['1.25rem', '28px'],
      h4: ['1rem', '24px'],
      xLarge: ['1.25rem', '24px'],
      large: ['1rem', '20px'],
      default: ['0.875rem', '20px'],
      small: ['0.75rem', '16px'],
      tiny: ['0.625rem', '12px'],
      xTiny: ['0.5rem', '10px'],
      xxTiny: ['0.375rem', '10px'],
    });
  });

  it.each(['DEFAULT', 'DEFAULT_LIGHT'])('carries the functional colours of %s as typed palette entries', (name) => {
    const brand = loadBrand(name);
    const { palette } = createBrandTheme(brand);
    const { colours } = brand;
    expect(palette.focus).toBe(colours.focus);
    expect(palette.tab.focus).toBe(colours.tab.focus);
    expect(palette.nav.focus).toBe(colours.nav.focus);
    expect(palette.chart).toEqual(colours.chart);
    for (const incident of incidentColourNames) {
      expect(palette.incident[incident]).toBe(colours.incident[incident]);
      expect(palette.onIncident[incident]).toBe(colours.onIncident[incident]);
    }
    expect(palette.scoreboard).toEqual(colours.scoreboard);
    expect(palette.pitch).toEqual(colours.pitch);
    expect(palette.scrim).toBe(colours.scrim);
    expect(palette.video.background).toBe(colours.video.background);
  });

  it('exposes the functional colours as CSS variables, as overrides read them', () => {
    const theme = createBrandTheme(loadBrand('DEFAULT'));
    expect(theme.vars?.palette.pitch.grass).toMatch(/^var\(--cpp-palette-pitch-grass\b/);
    expect(theme.vars?.palette.chart.onHome).toMatch(/^var\(--cpp-palette-chart-onHome\b/);
    expect(theme.vars?.palette.focus).toMatch(/^var\(--cpp-palette-focus\b/);
    // The stylesheet MUI writes for cssVariables (the Theme type only lists it when the CssThemeVariables augmentation is on).
    const { generateStyleSheets } = theme as Theme & { generateStyleSheets: () => object[] };
    const declared = JSON.stringify(generateStyleSheets());
    expect(declared).toContain(`"--cpp-palette-pitch-grass":"${theme.palette.pitch.grass}"`);
    expect(declared).toContain(`"--cpp-palette-focus":"${theme.palette.focus}"`);
  });

  it('draws the keyboard focus ring from the focus tokens', () => {
    const theme = createBrandTheme(loadBrand('DEFAULT'));
    const buttonRoot = theme.components?.MuiButtonBase?.styleOverrides?.root as StyleOverride;
    expect(buttonRoot({ theme })['&.Mui-focusVisible, &:focus-visible']).toEqual({
      outline: `2px solid ${theme.vars?.palette.focus}`,
      outlineOffset: 2,
    });
    const tabRoot = theme.components?.MuiTab?.styleOverrides?.root as StyleOverride;
    expect(tabRoot({ theme })['&.Mui-focusVisible, &:focus-visible']).toEqual({
      outline: `2px solid ${theme.vars?.palette.tab.focus}`,
      outlineOffset: -2,
    });
  });
});
