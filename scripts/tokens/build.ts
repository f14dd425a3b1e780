import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesignTokens } from 'style-dictionary/types';
import { brandNamePattern, type BrandTheme } from '../../contract/brand-theme.ts';
import { contrastFailures } from './contrast.ts';
import { formatProblems, validateBrandFile, type TokenProblem } from './brand-file-schema.ts';
import { parseTokenJson } from './json-syntax.ts';
import { brandCssFile } from './format-css.ts';
import { themeJsonFile } from './format-theme-json.ts';
import { themeModuleFile } from './format-theme-ts.ts';
import { resolveBrandTokens } from './resolve-tokens.ts';
import { toBrandTheme } from './to-brand-theme.ts';

export class TokenBuildError extends Error {
  constructor(readonly problems: TokenProblem[]) {
    super(`Token build failed:\n${formatProblems(problems)}`);
    this.name = 'TokenBuildError';
  }
}

export interface BuildTokensOptions {
  /** The folder holding base/, functional/ and brands/. */
  tokensDir: string;
  /** Where themes are written; it is emptied first. */
  outDir: string;
  /** Compile only these brands (a single-brand bundle build); every brand when omitted. */
  only?: string[];
}

/** The files each brand compiles to, each rendered from the brand's one compiled theme. */
const themeFiles: Array<{ extension: string; render: (theme: BrandTheme) => string }> = [
  { extension: 'json', render: themeJsonFile },
  { extension: 'ts', render: themeModuleFile },
  { extension: 'css', render: brandCssFile },
];

/** A token tree as the files hold it: groups of groups and tokens (DTCG). */
type Tree = DesignTokens;
const isGroup = (value: unknown): value is Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('$value' in value);

/**
 * Merges token trees; a token defined twice is an error rather than a silent override, except a
 * token of `overridable` (the functional layer), which a brand may set under the same name.
 */
export function mergeTokenTrees(target: Tree, source: Tree, file: string, at: string[] = [], overridable?: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    const functional = overridable?.[key];
    if (existing === undefined) target[key] = structuredClone(value);
    else if (isGroup(existing) && isGroup(value)) {
      mergeTokenTrees(existing, value, file, [...at, key], isGroup(functional) ? functional : undefined);
    } else if (!key.startsWith('$')) {
      if (functional !== undefined && !isGroup(functional) && !isGroup(value)) target[key] = structuredClone(value);
      else {
        throw new TokenBuildError([
          {
            file,
            token: [...at, key].join('.'),
            message: 'defined twice: a brand may override functional tokens, nothing else is defined twice',
          },
        ]);
      }
    }
  }
  return target;
}

interface SharedLayers {
  /** base/ and functional/ merged: what every brand starts from. */
  tokens: Tree;
  /** functional/ alone: the names a brand may override. */
  functional: Tree;
}

/** base/ then functional/, read once for every brand. */
async function readSharedLayers(tokensDir: string): Promise<SharedLayers> {
  const shared: SharedLayers = { tokens: {}, functional: {} };
  for (const layer of ['base', 'functional'] as const) {
    const files = (await readdir(path.join(tokensDir, layer))).filter((file) => file.endsWith('.json')).sort();
    for (const file of files) {
      const at = path.join(tokensDir, layer, file);
      let json: Tree;
      try {
        json = parseTokenJson(await readFile(at, 'utf8')) as Tree;
      } catch (error) {
        throw new TokenBuildError([{ file: path.relative(process.cwd(), at), token: '(file)', message: (error as Error).message }]);
      }
      mergeTokenTrees(shared.tokens, json, path.relative(process.cwd(), at));
      if (layer === 'functional') mergeTokenTrees(shared.functional, json, path.relative(process.cwd(), at));
    }
  }
  return shared;
}

async function listBrands(brandsDir: string): Promise<string[]> {
  const files = (await readdir(brandsDir)).filter((file) => file.endsWith('.json')).sort();
  return files.map((file) => file.slice(0, -'.json'.length));
}

/** Edits (insert, delete, replace one letter) from one name to another. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** What a misspelt brand name is told: the closest brand when one is near, and every brand. */
export function unknownBrandMessage(name: string, brands: readonly string[]): string {
  const upper = name.toUpperCase();
  const [closest] = brands
    .map((brand) => ({ brand, distance: editDistance(upper, brand) }))
    .filter(({ brand, distance }) => distance <= Math.max(2, Math.floor(upper.length / 3)) || brand.startsWith(upper))
    .sort((a, b) => a.distance - b.distance);
  const guess = closest ? `did you mean ${closest.brand}? ` : '';
  return `no such brand token file: ${guess}the brands are ${brands.join(', ')}`;
}

/**
 * A brand's colours as a comparable key: every colour token it sets, descriptions and types left
 * out, hex in lower case. Two brands with the same key would draw the same widget.
 */
function colourKey(colours: unknown): string {
  if (typeof colours === 'string') return colours.toLowerCase();
  if (colours === null || typeof colours !== 'object' || Array.isArray(colours)) return JSON.stringify(colours);
  const entries = Object.entries(colours)
    .filter(([key]) => key !== '$description' && key !== '$type')
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, value]) => `${key}:${colourKey(value)}`).join(',')}}`;
}

/** Every brand file's colour key, by brand; a file that is not JSON is left out (it is reported on its own). */
async function colourKeys(brandsDir: string, brands: readonly string[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const brand of brands) {
    try {
      const json = JSON.parse(await readFile(path.join(brandsDir, `${brand}.json`), 'utf8')) as { color?: unknown };
      if (json && typeof json === 'object' && json.color !== undefined) keys.set(brand, colourKey(json.color));
    } catch {
      // Not JSON: its own check says where.
    }
  }
  return keys;
}

/**
 * Validates every brand file, resolves each with style-dictionary, compiles its theme once and
 * checks its contrast, and only then writes `themes/`, every file rendered from that one theme.
 * Any problem in any brand stops the build with every problem listed. Returns the compiled
 * themes, so the bundle build takes each brand's head from here rather than reading `themes/` back.
 */
export async function buildTokens({ tokensDir, outDir, only }: BuildTokensOptions): Promise<BrandTheme[]> {
  const brandsDir = path.join(tokensDir, 'brands');
  const allBrands = await listBrands(brandsDir);
  const missing = (only ?? []).filter((brand) => !allBrands.includes(brand));
  if (missing.length > 0) {
    throw new TokenBuildError(
      missing.map((brand) => ({
        file: path.relative(process.cwd(), path.join(brandsDir, `${brand}.json`)),
        token: '(file)',
        message: unknownBrandMessage(brand, allBrands),
      })),
    );
  }
  const brands = only ?? allBrands;
  const problems: TokenProblem[] = [];
  const relative = (brand: string) => path.relative(process.cwd(), path.join(brandsDir, `${brand}.json`));

  if (brands.length === 0) problems.push({ file: brandsDir, token: '(none)', message: 'no brand token files found' });

  const shared = await readSharedLayers(tokensDir);
  // Every brand's colours, the brands not built included: a copy of another brand is refused.
  const colourKeyOf = await colourKeys(brandsDir, allBrands);
  const themes: BrandTheme[] = [];
  for (const brand of brands) {
    const file = relative(brand);
    if (!brandNamePattern.test(brand)) {
      problems.push({ file, token: '(file name)', message: 'brand names are upper case letters, digits and _' });
      continue;
    }
    let json: unknown;
    try {
      json = parseTokenJson(await readFile(path.join(brandsDir, `${brand}.json`), 'utf8'));
    } catch (error) {
      problems.push({ file, token: '(file)', message: (error as Error).message });
      continue;
    }
    const fileProblems = validateBrandFile(file, json);
    if (fileProblems.length > 0) {
      problems.push(...fileProblems);
      continue;
    }
    const twins = allBrands.filter((other) => other !== brand && colourKeyOf.get(other) === colourKeyOf.get(brand));
    if (twins.length > 0) {
      problems.push({
        file,
        token: 'color',
        message: `the same colours as ${twins.join(', ')}: a brand needs colours of its own (its bundle would be the other brand's)`,
      });
      continue;
    }
    let tokens: Tree;
    try {
      tokens = mergeTokenTrees(structuredClone(shared.tokens), json as Tree, file, [], shared.functional);
    } catch (error) {
      if (!(error instanceof TokenBuildError)) throw error;
      problems.push(...error.problems);
      continue;
    }
    try {
      const theme = toBrandTheme(brand, await resolveBrandTokens(tokens));
      for (const failure of contrastFailures(theme)) {
        problems.push({
          file,
          token: failure.foreground.split(' ')[0]!,
          message: `contrast ${failure.ratio}:1 of ${failure.foreground} on ${failure.background} is below ${failure.minimum}:1`,
        });
      }
      themes.push(theme);
    } catch (error) {
      problems.push({ file, token: '(resolution)', message: (error as Error).message.trim() });
    }
  }
  if (problems.length > 0) throw new TokenBuildError(problems);

  // A full build starts from an empty themes/ so a removed brand leaves nothing behind.
  if (!only) await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await Promise.all(
    themes.flatMap((theme) =>
      themeFiles.map(({ extension, render }) => writeFile(path.join(outDir, `${theme.name}.${extension}`), render(theme))),
    ),
  );
  if (only) return themes;
  await writeFile(
    path.join(outDir, 'brands.ts'),
    [
      '// Generated by npm run build:tokens from tokens/brands. Do not edit.',
      `export const brandNames = ${JSON.stringify(brands)} as const;`,
      'export type BrandName = (typeof brandNames)[number];',
      '',
    ].join('\n'),
  );
  return themes;
}
