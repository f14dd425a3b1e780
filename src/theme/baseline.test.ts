import { describe, expect, it } from 'vitest';
import { loadBrand } from '../testing/brand.ts';
import { baselineStyles } from './baseline.ts';
import { createBrandTheme } from './create-brand-theme.ts';

describe('baselineStyles', () => {
  it.each(['DEFAULT', 'DEFAULT_LIGHT'])('gives %s its colours, its colour scheme, border-box sizing and no body margin', (name) => {
    const brand = loadBrand(name);
    const theme = createBrandTheme(brand);
    const styles = baselineStyles(theme);
    expect(styles.html).toMatchObject({ boxSizing: 'border-box', colorScheme: brand.mode });
    expect(styles['*, *::before, *::after']).toEqual({ boxSizing: 'inherit' });
    expect(styles.body).toMatchObject({
      margin: 0,
      color: (theme.vars ?? theme).palette.text.primary,
      backgroundColor: (theme.vars ?? theme).palette.background.default,
      fontFamily: theme.typography.body1.fontFamily,
    });
  });

  it('draws the keyboard focus ring of every link and native control from the focus token', () => {
    const theme = createBrandTheme(loadBrand('DEFAULT'));
    expect(baselineStyles(theme)[':focus-visible']).toEqual({ outline: `2px solid ${theme.vars?.palette.focus}`, outlineOffset: 2 });
  });
});
