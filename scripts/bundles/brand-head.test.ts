import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureFlags, renderBrandHead, renderFeatureFlagsMeta } from './brand-head.ts';

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
