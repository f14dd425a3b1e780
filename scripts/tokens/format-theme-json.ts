import type { FormatFn } from 'style-dictionary/types';
import { toBrandTheme, type TokenTree } from './to-brand-theme.ts';

/** `themes/<BRAND>.json`: the compiled theme a bundle carries in its HTML. */
export const themeJsonFormat: FormatFn = ({ dictionary, options }) =>
  `${JSON.stringify(toBrandTheme(String(options.brand), dictionary.tokens as TokenTree), null, 2)}\n`;
