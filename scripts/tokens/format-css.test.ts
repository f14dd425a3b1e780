import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandThemeSchema } from '../../contract/brand-theme.ts';
import { brandCss, brandCssFile } from './format-css.ts';

const theme = brandThemeSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../themes/DEFAULT_LIGHT.json'), 'utf8')),
);

describe('brandCss', () => {
  it('paints the page in the brand before any script runs', () => {
    const css = brandCss(theme);
    expect(css).toContain('color-scheme:light');
    expect(css).toContain(`--cpp-bg-default:${theme.colours.background.default};`);
    expect(css).toContain(`--cpp-text-primary:${theme.colours.text.primary};`);
    expect(css).toContain('--cpp-bg-image:none;');
    expect(css).toContain('font-size:14px;line-height:20px');
  });

  it("draws the frame's skeleton in the brand: the side header strip in its nav colour, the card in paper", () => {
    const css = brandCss(theme);
    expect(css).toContain(`--cpp-nav-bg:${theme.colours.nav.background};`);
    expect(css).toContain(`--cpp-radius-card:${theme.radius.card}px;`);
    expect(css).toContain('.cpp-sk-nav{width:40px;flex:none;background:var(--cpp-nav-bg)}');
    expect(css).toContain('.cpp-sk-card{height:96px;background:var(--cpp-bg-paper)}');
  });

  it("sets the card's score in h1, the scale's largest size, inline over the clock", () => {
    const css = brandCss(theme);
    const { fontSize, lineHeight } = theme.typography.variants.h1;
    expect(css).toContain(`--cpp-h1:${fontSize}px/${lineHeight}px ${theme.typography.fontFamily};`);
    expect(css).toContain('.cpp-sk-score{font:var(--cpp-h1);font-weight:800;white-space:nowrap}');
  });

  it("sets the script's match summary in the scoreboard summary's type: its title in large, bold; its sentences in the body's", () => {
    const css = brandCss(theme);
    const { fontSize, lineHeight } = theme.typography.variants.large;
    expect(css).toContain(`--cpp-large:${fontSize}px/${lineHeight}px ${theme.typography.fontFamily};`);
    expect(css).toContain('.cpp-sk-sum h2{margin:0;font:var(--cpp-large);font-weight:700}');
    expect(css).toContain('.cpp-sk-sum p{margin:4px 0 0}');
    const body = theme.typography.variants.default;
    expect(css).toContain(`font-size:${body.fontSize}px;line-height:${body.lineHeight}px`);
  });
});

describe('brandCssFile', () => {
  it('is the first-paint stylesheet ending in a newline', () => {
    expect(brandCssFile(theme)).toBe(`${brandCss(theme)}\n`);
  });
});
