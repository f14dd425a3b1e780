import type { FormatFn } from 'style-dictionary/types';
import type { BrandTheme } from '../../contract/brand-theme.ts';
import { toBrandTheme, type TokenTree } from './to-brand-theme.ts';

/**
 * The first-paint stylesheet inlined in a bundle's `index.html`: the page is in the brand's
 * colours before any JavaScript runs, so a slow phone never flashes white inside a dark brand.
 */
export function brandCss(theme: BrandTheme): string {
  const { colours, typography } = theme;
  const variables: Array<[string, string]> = [
    ['bg-default', colours.background.default],
    ['bg-paper', colours.background.paper],
    ['bg-image', theme.backgroundImage],
    ['text-primary', colours.text.primary],
    ['text-secondary', colours.text.secondary],
    ['gradient', theme.gradient.css],
    ['home', colours.team.home.main],
    ['away', colours.team.away.main],
    ['font-family', typography.fontFamily],
  ];
  return [
    `:root{color-scheme:${theme.mode};${variables.map(([name, value]) => `--cpp-${name}:${value};`).join('')}}`,
    'html{background-color:var(--cpp-bg-default);background-image:var(--cpp-bg-image);background-attachment:fixed;min-height:100%}',
    `body{margin:0;color:var(--cpp-text-primary);font-family:var(--cpp-font-family);font-size:${typography.variants.default.fontSize}px;line-height:${typography.variants.default.lineHeight}px}`,
  ].join('\n');
}

export const cssFormat: FormatFn = ({ dictionary, options }) =>
  `${brandCss(toBrandTheme(String(options.brand), dictionary.tokens as TokenTree))}\n`;
