import type { BrandTheme } from '../../contract/brand-theme.ts';
import { brandNamePattern, hexColourPattern } from '../../contract/brand-vocabulary.ts';
import { isRecord } from '../../contract/first-paint-parsers.ts';

export const brandThemeElementId = 'cpp-brand-theme';

export class MissingBrandError extends Error {
  override name = 'MissingBrandError';
}

/** Every leaf of the colours tree is a #rrggbb colour (optional accents may be absent). */
function coloursAreHex(value: unknown): boolean {
  if (typeof value === 'string') return hexColourPattern.test(value);
  return isRecord(value) && Object.values(value).every((leaf) => leaf === undefined || coloursAreHex(leaf));
}

/**
 * What the frame needs of a compiled theme to paint, checked without zod (the first paint's
 * budget, docs/adr/009-contract-and-page-catalogue.md). The full schema (contract/brand-theme.ts)
 * checked this JSON when the token build wrote it into the bundle; here a page that carries a
 * theme of another shape (a hand-edited or truncated index.html) is refused with a clear error.
 */
function looksLikeBrandTheme(value: unknown): value is BrandTheme {
  if (!isRecord(value) || typeof value.name !== 'string' || !brandNamePattern.test(value.name)) return false;
  if (value.mode !== 'dark' && value.mode !== 'light') return false;
  if (!isRecord(value.colours) || !coloursAreHex(value.colours)) return false;
  if (!isRecord(value.gradient) || !isRecord(value.radius) || !isRecord(value.layout)) return false;
  if (!isRecord(value.typography) || typeof value.typography.fontFamily !== 'string' || !isRecord(value.typography.variants)) return false;
  return Object.values(value.typography.variants).every(
    (variant) => isRecord(variant) && typeof variant.fontSize === 'number' && typeof variant.lineHeight === 'number',
  );
}

/** Reads the compiled theme the bundle's `index.html` carries. */
export function readBrandFromDocument(doc: Document): BrandTheme {
  const element = doc.getElementById(brandThemeElementId);
  if (!element?.textContent) {
    throw new MissingBrandError(
      `No #${brandThemeElementId} in the page: serve a bundle built by "npm run build -- --brand NAME", or run "npm run dev".`,
    );
  }
  let theme: unknown;
  try {
    theme = JSON.parse(element.textContent);
  } catch {
    theme = null;
  }
  if (!looksLikeBrandTheme(theme)) {
    throw new MissingBrandError(`The brand theme in the page is malformed: rebuild the bundle with "npm run build -- --brand NAME".`);
  }
  return theme;
}
