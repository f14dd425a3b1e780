import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The placeholder in `index.html` that each brand's `<head>` fragment replaces. */
export const brandHeadPlaceholder = '<!--cpp:brand-head-->';

/** `<` and `>` escaped so a theme string can never close the script element it sits in. */
function jsonForScript(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The brand's part of the document head: the first-paint stylesheet and the compiled theme as
 * inert JSON. The JavaScript is the same for every brand; only this fragment differs.
 */
export async function renderBrandHead(themesDir: string, brand: string, feedOrigin?: string): Promise<string> {
  const [css, json] = await Promise.all([
    readFile(path.join(themesDir, `${brand}.css`), 'utf8'),
    readFile(path.join(themesDir, `${brand}.json`), 'utf8'),
  ]);
  const compact = JSON.stringify(JSON.parse(json));
  const feed = feedOrigin ? new URL(feedOrigin).origin : null;
  return [
    `<meta name="cpp-brand" content="${brand}" />`,
    ...(feed ? [`<meta name="cpp-feed-origin" content="${feed}" />`] : []),
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
