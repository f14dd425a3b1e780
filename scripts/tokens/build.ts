import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesignTokens } from 'style-dictionary/types';
import { brandNamePattern, type BrandTheme } from '../../contract/brand-theme.ts';
import { contrastFailures } from './contrast.ts';
import { formatProblems, validateBrandFile, type TokenProblem } from './brand-file-schema.ts';
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
      const json = JSON.parse(await readFile(at, 'utf8')) as Tree;
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
      missing.map((brand) => ({ file: path.join(brandsDir, `${brand}.json`), token: '(file)', message: 'no such brand token file' })),
    );
  }
  const brands = only ?? allBrands;
  const problems: TokenProblem[] = [];
  const relative = (brand: string) => path.relative(process.cwd(), path.join(brandsDir, `${brand}.json`));

  if (brands.length === 0) problems.push({ file: brandsDir, token: '(none)', message: 'no brand token files found' });

  const shared = await readSharedLayers(tokensDir);
  const themes: BrandTheme[] = [];
  for (const brand of brands) {
    const file = relative(brand);
    if (!brandNamePattern.test(brand)) {
      problems.push({ file, token: '(file name)', message: 'brand names are upper case letters, digits and _' });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(brandsDir, `${brand}.json`), 'utf8'));
    } catch (error) {
      problems.push({ file, token: '(file)', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const fileProblems = validateBrandFile(file, json);
    if (fileProblems.length > 0) {
      problems.push(...fileProblems);
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
