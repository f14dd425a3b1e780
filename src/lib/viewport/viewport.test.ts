import { describe, expect, it } from 'vitest';
import { isMobileWidth, isTouchDevice, unmeasuredViewport } from './viewport.ts';

describe('viewport rules', () => {
  it.each([
    [320, true],
    [752, true],
    [753, false],
    [1280, false],
  ])('%i px is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
  it('assumes a 320 by 375 phone before measuring', () => {
    expect(unmeasuredViewport).toEqual({ width: 320, height: 375, isMobile: true });
  });
  it('detects touch from the number of touch points', () => {
    expect(isTouchDevice({ maxTouchPoints: 5 })).toBe(true);
    expect(isTouchDevice({ maxTouchPoints: 0 })).toBe(false);
  });
});
