import type { BrandTheme } from '../../contract/brand-theme.ts';
import { tabRowHeightPx } from '../../src/rules/layout.ts';

/**
 * The frame's skeleton in `index.html` (`#cpp-skeleton`): the side header's strip, a score card and
 * the first rows, in the brand's colours, shown until the app replaces the root's children. The
 * same rules for every brand; only the variables differ.
 */
const skeletonCss = [
  '.cpp-sk{display:flex;min-height:100vh}',
  '.cpp-sk-nav{width:40px;flex:none;background:var(--cpp-nav-bg)}',
  '.cpp-sk-main{flex:1;min-width:0;max-width:480px;margin:0 auto;padding:12px;box-sizing:border-box}',
  '.cpp-sk-card,.cpp-sk-row{border-radius:var(--cpp-radius-card);background:color-mix(in srgb,var(--cpp-text-primary) 8%,transparent)}',
  '.cpp-sk-card{height:96px;background:var(--cpp-bg-paper)}',
  '.cpp-sk-row{height:40px;margin-top:8px}',
  '.cpp-sk-card+.cpp-sk-row{margin-top:20px}',
  '.cpp-sk-noscript{margin:16px 0;color:var(--cpp-text-secondary)}',
  // The places of a page's tab rows above the card (src/rules/tab-row-places.ts), where the app's
  // placeholders come (TabRowPlaceholder.tsx, 8 px below the frame's top, 12 px above the content).
  // One row or two: `cpp-sk-tabs1` or `cpp-sk-tabs2`.
  '.cpp-sk-tabs{display:flow-root;margin:-4px 0 12px}',
  `.cpp-sk-tabs::before,.cpp-sk-tabs2::after{content:"";display:block;height:${tabRowHeightPx}px;margin-bottom:8px;border-radius:var(--cpp-radius-tab);background:var(--cpp-tab-bg)}`,
  // What the facts-first script (src/facts-first/) writes into the strip and the card: the side
  // header's first item and the score card, laid out as the app draws them, in the same boxes.
  '.cpp-sk-item{display:grid;gap:2px;align-content:center;text-align:center;min-height:44px;box-sizing:border-box;margin-top:4px;padding:6px 0;border-left:3px solid transparent;font:var(--cpp-small);color:var(--cpp-nav-inactive)}',
  '.cpp-sk-on{color:var(--cpp-nav-active);border-color:currentColor}',
  '.cpp-sk-facts{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);align-items:center;column-gap:8px;padding:12px;box-sizing:border-box;overflow:hidden;text-align:center;font:var(--cpp-small);background:var(--cpp-scoreboard-bg);color:var(--cpp-scoreboard-text)}',
  '.cpp-sk-b{font-weight:700;overflow-wrap:anywhere}',
  // The score over the clock in one block of text: what a fan reads first, and the largest text the
  // first view paints (its largest contentful paint; docs/adr/021-facts-first.md).
  '.cpp-sk-mid{min-width:72px}',
  '.cpp-sk-score{font:var(--cpp-h1);font-weight:800;white-space:nowrap}',
  // The half-time or post-match summary the script writes under the card, in the type of the
  // scoreboard's own (MatchSummary.tsx): the title in large, the sentences in the body's type.
  '.cpp-sk-sum{margin-top:12px}',
  '.cpp-sk-sum h2{margin:0;font:var(--cpp-large);font-weight:700}',
  '.cpp-sk-sum p{margin:4px 0 0}',
];

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
    ['nav-bg', colours.nav.background],
    ['radius-card', `${theme.radius.card}px`],
    ['radius-tab', `${Math.min(theme.radius.tab, tabRowHeightPx / 2)}px`],
    ['tab-bg', colours.tab.background],
    ['home', colours.team.home.main],
    ['away', colours.team.away.main],
    ['font-family', typography.fontFamily],
    ['nav-active', colours.nav.active],
    ['nav-inactive', colours.nav.inactive],
    ['scoreboard-bg', colours.scoreboard.background],
    ['scoreboard-text', colours.scoreboard.text],
    // Three type variants as `font` values, for the facts the facts-first script writes.
    ['small', `${typography.variants.small.fontSize}px/${typography.variants.small.lineHeight}px ${typography.fontFamily}`],
    ['h1', `${typography.variants.h1.fontSize}px/${typography.variants.h1.lineHeight}px ${typography.fontFamily}`],
    ['large', `${typography.variants.large.fontSize}px/${typography.variants.large.lineHeight}px ${typography.fontFamily}`],
  ];
  return [
    `:root{color-scheme:${theme.mode};${variables.map(([name, value]) => `--cpp-${name}:${value};`).join('')}}`,
    'html{background-color:var(--cpp-bg-default);background-image:var(--cpp-bg-image);background-attachment:fixed;min-height:100%}',
    `body{margin:0;color:var(--cpp-text-primary);font-family:var(--cpp-font-family);font-size:${typography.variants.default.fontSize}px;line-height:${typography.variants.default.lineHeight}px}`,
    ...skeletonCss,
  ].join('\n');
}

/** `themes/<BRAND>.css`: the same stylesheet as a file, to read or diff. */
export function brandCssFile(theme: BrandTheme): string {
  return `${brandCss(theme)}\n`;
}
