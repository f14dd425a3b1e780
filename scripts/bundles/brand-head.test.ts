import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../src/testing/brand.ts';
import { cspNoncePlaceholder } from '../lib/content-security-policy.ts';
import { brandCss, brandCssFile } from '../tokens/format-css.ts';
import { brandHead, brandStylesheet, checkFeatureFlags, renderBrandHead, renderFeatureFlagsMeta } from './brand-head.ts';

const themesDir = path.resolve(import.meta.dirname, '../../themes');

describe('feature flags in the bundle head', () => {
  it('writes no meta tag when every flag is off', () => {
    expect(renderFeatureFlagsMeta()).toBeNull();
    expect(renderFeatureFlagsMeta([])).toBeNull();
  });

  it('writes the flags turned on, once each', () => {
    expect(renderFeatureFlagsMeta(['customLayout', 'customLayout', 'headerlessMode'])).toBe(
      '<meta name="cpp-flags" content="customLayout,headerlessMode" />',
    );
  });

  it('refuses a flag it does not know, naming the known ones', () => {
    expect(() => checkFeatureFlags(['customLayout', 'darkMode'])).toThrow(
      'unknown feature flag(s) "darkMode": the flags are customLayout, headerlessMode',
    );
  });

  it('puts the flags into the brand head beside the feed origin', async () => {
    const head = await renderBrandHead(themesDir, 'DEFAULT', { feedOrigin: 'https://feed.example/path', flags: ['customLayout'] });
    expect(head).toContain('<meta name="cpp-feed-origin" content="https://feed.example" />');
    expect(head).toContain('<meta name="cpp-flags" content="customLayout" />');
    expect(await renderBrandHead(themesDir, 'DEFAULT')).not.toContain('cpp-flags');
  });
});

describe('brandHead', () => {
  const theme = loadBrand('DEFAULT');

  it('opens the connection to the feed early, and names the facts-first script before the app only when asked', () => {
    const head = brandHead(theme, { feedOrigin: 'https://feed.example/path', factsFirstSrc: '/mc/assets/facts-first-Ab12Cd34.js' });
    expect(head).toContain('<link rel="preconnect" href="https://feed.example" crossorigin />');
    expect(head).toContain(
      `<script type="module" crossorigin src="/mc/assets/facts-first-Ab12Cd34.js" nonce="${cspNoncePlaceholder}"></script>`,
    );
    const plain = brandHead(theme);
    expect(plain).toContain('<link rel="preconnect" href="http://127.0.0.1:4000" crossorigin />');
    expect(plain).not.toContain('facts-first');
  });

  it("carries the brand's name, links its first-paint stylesheet and holds its theme as one line of JSON, each tag with the nonce", () => {
    const head = brandHead(theme, { stylesheetHref: '/widgets/mc/assets/brand-Ab12Cd34.css' });
    expect(head).toContain('<meta name="cpp-brand" content="DEFAULT" />');
    expect(head).toContain(
      `<link rel="stylesheet" id="cpp-brand-css" href="/widgets/mc/assets/brand-Ab12Cd34.css" nonce="${cspNoncePlaceholder}" />`,
    );
    // Nothing inline a strict Content-Security-Policy would have to trust.
    expect(head).not.toContain('<style');
    expect(head).toContain(
      `<script id="cpp-brand-theme" type="application/json" nonce="${cspNoncePlaceholder}">${JSON.stringify(theme)}</script>`,
    );
  });

  it('inlines the stylesheet with the nonce only where no file is served (the dev server)', () => {
    expect(brandHead(theme)).toContain(`<style id="cpp-brand-css" nonce="${cspNoncePlaceholder}">${brandCss(theme)}</style>`);
  });

  it("names the brand's stylesheet file by its content, as Vite names its assets", () => {
    const stylesheet = brandStylesheet(theme);
    expect(stylesheet.css).toBe(brandCssFile(theme));
    expect(stylesheet.path).toMatch(/^assets\/brand-[A-Za-z0-9_-]{8}\.css$/);
    expect(brandStylesheet(theme).path).toBe(stylesheet.path);
    expect(brandStylesheet(loadBrand('DEFAULT_LIGHT')).path).not.toBe(stylesheet.path);
  });

  it('keeps a theme string from closing the script element it sits in', () => {
    const head = brandHead({ ...theme, typography: { ...theme.typography, fontFamily: '</script><b>' } });
    expect(head).toContain('\\u003c/script\\u003e\\u003cb\\u003e');
    const script = head.slice(head.indexOf('<script id="cpp-brand-theme"'));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });

  it('is the head the dev server renders from themes/', async () => {
    const options = { feedOrigin: 'https://feed.example', flags: ['headerlessMode'] as const };
    expect(await renderBrandHead(themesDir, 'DEFAULT', options)).toBe(brandHead(theme, options));
  });
});
