import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brandThemeSchema, type BrandTheme } from '../../contract/brand-theme.ts';
import { defaultFeedOrigin } from '../../src/lib/api/feed-origin.ts';
import { featureFlagNames, parseFeatureFlags, type FeatureFlagName } from '../../src/rules/feature-flags.ts';
import { cspNoncePlaceholder } from '../lib/content-security-policy.ts';
import { brandCss, brandCssFile } from '../tokens/format-css.ts';

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
  /**
   * Where the bundle serves the brand's stylesheet (`brandStylesheet`), base path included. Only
   * the dev server leaves it out: it inlines the stylesheet as a `<style>` with the nonce.
   */
  stylesheetHref?: string;
  /**
   * Where the bundle serves the facts-first script (src/facts-first/), base path included: the
   * head names it before the app's bundle, so it asks the feed and fills the skeleton first.
   */
  factsFirstSrc?: string;
}

/**
 * A brand's first-paint stylesheet as a file of its bundle, named by its content's hash like
 * Vite's assets (cached a year, immutable): a page under a strict Content-Security-Policy takes a
 * stylesheet from its own origin, where an inline `<style>` would need the nonce to be trusted.
 */
export function brandStylesheet(theme: BrandTheme): { path: string; css: string } {
  const css = brandCssFile(theme);
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { path: `assets/brand-${hash}.css`, css };
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
 * build passes the theme `buildTokens` compiled and returned. Every script, stylesheet and style
 * tag carries the nonce placeholder, as Vite's own tags do (vite.config.ts).
 */
export function brandHead(theme: BrandTheme, { feedOrigin, flags, stylesheetHref, factsFirstSrc }: BrandHeadOptions = {}): string {
  const feed = feedOrigin ? new URL(feedOrigin).origin : null;
  const flagsMeta = renderFeatureFlagsMeta(flags);
  const nonce = `nonce="${cspNoncePlaceholder}"`;
  return [
    `<meta name="cpp-brand" content="${theme.name}" />`,
    ...(feed ? [`<meta name="cpp-feed-origin" content="${feed}" />`] : []),
    ...(flagsMeta ? [flagsMeta] : []),
    stylesheetHref
      ? `<link rel="stylesheet" id="cpp-brand-css" href="${stylesheetHref}" ${nonce} />`
      : `<style id="cpp-brand-css" ${nonce}>${brandCss(theme)}</style>`,
    `<script id="cpp-brand-theme" type="application/json" ${nonce}>${jsonForScript(JSON.stringify(theme))}</script>`,
    // The feed's connection opened while the scripts download: its first answers are asked without
    // the DNS, TCP and TLS round trips (fetch asks without credentials, hence crossorigin).
    `<link rel="preconnect" href="${feed ?? defaultFeedOrigin}" crossorigin />`,
    ...(factsFirstSrc ? [`<script type="module" crossorigin src="${factsFirstSrc}" ${nonce}></script>`] : []),
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
