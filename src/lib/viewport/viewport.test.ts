import { describe, expect, it } from 'vitest';
import { isTouchDevice } from './viewport.ts';

describe('isTouchDevice', () => {
  it('detects touch from the number of touch points', () => {
    expect(isTouchDevice({ maxTouchPoints: 5 })).toBe(true);
    expect(isTouchDevice({ maxTouchPoints: 0 })).toBe(false);
  });
});
