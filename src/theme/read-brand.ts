import { brandThemeSchema, type BrandTheme } from '../../contract/brand-theme.ts';

export const brandThemeElementId = 'cpp-brand-theme';

export class MissingBrandError extends Error {
  override name = 'MissingBrandError';
}

/**
 * Reads the compiled theme the bundle's `index.html` carries. The document is a boundary, so
 * the JSON is parsed with the same schema the token build used.
 */
export function readBrandFromDocument(doc: Document): BrandTheme {
  const element = doc.getElementById(brandThemeElementId);
  if (!element?.textContent) {
    throw new MissingBrandError(
      `No #${brandThemeElementId} in the page: serve a bundle built by "npm run build -- --brand NAME", or run "npm run dev".`,
    );
  }
  const result = brandThemeSchema.safeParse(JSON.parse(element.textContent));
  if (!result.success) {
    throw new MissingBrandError(`The brand theme in the page is malformed: ${result.error.message}`);
  }
  return result.data;
}
