import type { BrandTheme } from '../contract/brand-theme.ts';

/** Every compiled brand (npm run build:tokens), for the toolbar and the all-brands grid. */
const modules = import.meta.glob<{ default: BrandTheme }>('../themes/*.ts', { eager: true });

export const brandThemes: Record<string, BrandTheme> = Object.fromEntries(
  Object.entries(modules)
    .filter(([file]) => !file.endsWith('/brands.ts'))
    .map(([, module]) => [module.default.name, module.default])
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
);

export const brandNames = Object.keys(brandThemes);
