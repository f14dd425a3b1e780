import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandThemeSchema, type BrandTheme } from '../../contract/brand-theme.ts';

/** A compiled brand from themes/ (run npm run build:tokens first), for tests. */
export function loadBrand(name = 'DEFAULT'): BrandTheme {
  const file = path.resolve(import.meta.dirname, '../../themes', `${name}.json`);
  return brandThemeSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
