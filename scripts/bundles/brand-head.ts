import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { featureFlagNames, parseFeatureFlags, type FeatureFlagName } from '../../src/rules/feature-flags.ts';

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
 * inert JSON. The JavaScript is the same for every brand; only this fragment differs.
 */
export async function renderBrandHead(themesDir: string, brand: string, { feedOrigin, flags }: BrandHeadOptions = {}): Promise<string> {
  const [css, json] = await Promise.all([
    readFile(path.join(themesDir, `${brand}.css`), 'utf8'),
    readFile(path.join(themesDir, `${brand}.json`), 'utf8'),
  ]);
  const compact = JSON.stringify(JSON.parse(json));
  const feed = feedOrigin ? new URL(feedOrigin).origin : null;
  const flagsMeta = renderFeatureFlagsMeta(flags);
  return [
    `<meta name="cpp-brand" content="${brand}" />`,
    ...(feed ? [`<meta name="cpp-feed-origin" content="${feed}" />`] : []),
    ...(flagsMeta ? [flagsMeta] : []),
    `<style id="cpp-brand-css">${css.trim()}</style>`,
    `<script id="cpp-brand-theme" type="application/json">${jsonForScript(compact)}</script>`,
  ].join('\n    ');
}

export function injectBrandHead(html: string, head: string): string {
  if (!html.includes(brandHeadPlaceholder)) {
    throw new Error(`index.html has no ${brandHeadPlaceholder} placeholder: the brand cannot be injected`);
  }
  return html.replace(brandHeadPlaceholder, () => head);
}
