import { describe, expect, it } from 'vitest';
import { loadBrand } from '../testing/brand.ts';
import { createBrandTheme } from './create-brand-theme.ts';

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
});
