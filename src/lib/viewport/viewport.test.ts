import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isMobileWidth, isTouchDevice, measureViewport, useViewport } from './viewport.ts';

describe('isTouchDevice', () => {
  it('detects touch from the number of touch points', () => {
    expect(isTouchDevice({ maxTouchPoints: 5 })).toBe(true);
    expect(isTouchDevice({ maxTouchPoints: 0 })).toBe(false);
  });
});

describe('isMobileWidth', () => {
  it.each([
    [320, true],
    [480, true],
    [752, true],
    [753, false],
    [1280, false],
  ])('%i px is mobile: %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});

describe('measureViewport', () => {
  it('reads the window once it has a size', () => {
    expect(measureViewport({ innerWidth: 414, innerHeight: 896 })).toEqual({ width: 414, height: 896 });
  });

  it('assumes 320 x 375 before the window can be measured', () => {
    expect(measureViewport(undefined)).toEqual({ width: 320, height: 375 });
    expect(measureViewport({ innerWidth: 0, innerHeight: 0 })).toEqual({ width: 320, height: 375 });
  });
});

describe('useViewport', () => {
  const resizeTo = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  afterEach(() => resizeTo(1024, 768));

  it('follows the window across the mobile breakpoint', () => {
    resizeTo(1024, 768);
    const { result } = renderHook(() => useViewport());
    expect(result.current).toEqual({ width: 1024, height: 768, isMobile: false });
    act(() => resizeTo(752, 600));
    expect(result.current).toEqual({ width: 752, height: 600, isMobile: true });
  });
});
