import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featureFlagsOff } from '../../rules/feature-flags.ts';
import { readFeatureFlags } from '../../rules/feature-flags.ts';
import { useFeatureFlags } from './feature-flags-context.tsx';

const documentWith = (head: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');

describe('readFeatureFlags', () => {
  it('reads the flags the bundle was built with', () => {
    expect(readFeatureFlags(documentWith('<meta name="cpp-flags" content="customLayout">'))).toEqual({
      ...featureFlagsOff,
      customLayout: true,
    });
  });

  it('keeps every flag off without the meta tag, and ignores names it does not know', () => {
    expect(readFeatureFlags(documentWith(''))).toEqual(featureFlagsOff);
    expect(readFeatureFlags(documentWith('<meta name="cpp-flags" content="everything,true">'))).toEqual(featureFlagsOff);
  });
});

describe('useFeatureFlags', () => {
  it('throws a developer error outside its provider', () => {
    function Probe() {
      useFeatureFlags();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/inside <FeatureFlagsProvider>/);
  });
});
