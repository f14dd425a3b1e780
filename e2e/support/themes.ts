import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandTheme } from '../../contract/brand-theme.ts';

const themesDir = path.resolve(import.meta.dirname, '../../themes');

/** Whether a brand has a compiled theme of its own (the custom-layout copy serves DEFAULT's files). */
export const hasTheme = (brand: string) => existsSync(path.join(themesDir, `${brand}.json`));

/** A brand's compiled theme, as `npm run build:tokens` wrote it. */
export const themeOf = (brand: string) => JSON.parse(readFileSync(path.join(themesDir, `${brand}.json`), 'utf8')) as BrandTheme;

/** `#rrggbb` as getComputedStyle writes it. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
