import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandThemeSchema, type BrandTheme } from '../../contract/brand-theme.ts';
import { featureFlagNames, parseFeatureFlags, type FeatureFlagName } from '../../src/rules/feature-flags.ts';
import { brandCss } from '../tokens/format-css.ts';

/** The placeholder in `index.html` that each brand's `<head>` fragment replaces. */
export const brandHeadPlaceholder = '<!--cpp:brand-head-->';

/** `<` and `>` escaped so a theme string can never close the script element it sits in. */
function jsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export interface BrandHeadOptions {
  /** The feed the bundle talks to; the local demo feed when omitted. */
  feedOrigin?: string;
  /** Feature flags turned on for this bundle (SPEC section 9: all off by default). */
  flags?: readonly FeatureFlagName[];
}

/**
 * Flag names from the command line or FLAGS (comma-joined, or a list), read by the widget's own
 * parser; an unknown name stops the build and lists the known ones.
 */
export function checkFeatureFlags(names: string | readonly string[]): FeatureFlagName[] {
  const { flags, unknown } = parseFeatureFlags(typeof names === 'string' ? names : names.join(','));
  if (unknown.length > 0) {
    throw new Error(
      `unknown feature flag(s) ${unknown.map((name) => JSON.stringify(name)).join(', ')}: the flags are ${featureFlagNames.join(', ')}`,
    );
  }
  return featureFlagNames.filter((name) => flags[name]);
}

/** The meta tag that carries a bundle's flags; nothing when every flag is off. */
export function renderFeatureFlagsMeta(flags: readonly FeatureFlagName[] = []): string | null {
  return flags.length > 0 ? `<meta name="cpp-flags" content="${[...new Set(flags)].join(',')}" />` : null;
}

/**
 * The brand's part of the document head: the first-paint stylesheet and the compiled theme as
 * inert JSON. The JavaScript is the same for every brand; only this fragment differs. The bundle
 * build passes the theme `buildTokens` compiled and returned.
 */
export function brandHead(theme: BrandTheme, { feedOrigin, flags }: BrandHeadOptions = {}): string {
  const feed = feedOrigin ? new URL(feedOrigin).origin : null;
  const flagsMeta = renderFeatureFlagsMeta(flags);
  return [
    `<meta name="cpp-brand" content="${theme.name}" />`,
    ...(feed ? [`<meta name="cpp-feed-origin" content="${feed}" />`] : []),
    ...(flagsMeta ? [flagsMeta] : []),
    `<style id="cpp-brand-css">${brandCss(theme)}</style>`,
    `<script id="cpp-brand-theme" type="application/json">${jsonForScript(JSON.stringify(theme))}</script>`,
  ].join('\n    ');
}

/** The same head from the theme in `themes/`, for the dev server (`npm run dev` builds the tokens first). */
export async function renderBrandHead(themesDir: string, brand: string, options: BrandHeadOptions = {}): Promise<string> {
  const theme = brandThemeSchema.parse(JSON.parse(await readFile(path.join(themesDir, `${brand}.json`), 'utf8')));
  return brandHead(theme, options);
}

export function injectBrandHead(html: string, head: string): string {
  if (!html.includes(brandHeadPlaceholder)) {
    throw new Error(`index.html has no ${brandHeadPlaceholder} placeholder: the brand cannot be injected`);
  }
  return html.replace(brandHeadPlaceholder, () => head);
}
