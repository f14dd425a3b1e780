import type { BrandTheme } from '../../contract/brand-theme.ts';

/** `themes/<BRAND>.json`: the compiled theme, as the dev server and a bundle's head carry it. */
export function themeJsonFile(theme: BrandTheme): string {
  return `${JSON.stringify(theme, null, 2)}\n`;
}
