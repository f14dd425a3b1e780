import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Stage } from '../../contract/protocol.ts';
import {
  inPreStreamWindow,
  isStreamDisablingError,
  msUntilNextMinute,
  nextPreStreamCheckMs,
  streamCredentialsValid,
  streamOffered,
  type StreamCredentials,
} from './stream-rules.ts';

const valid: StreamCredentials = { token: 't0k', outletkey: 'outlet', stream: 's1', user: 'u1' };

describe('streamCredentialsValid (SPEC section 5)', () => {
  it('accepts four non-blank strings', () => {
    expect(streamCredentialsValid(valid)).toBe(true);
  });

  it.each(['token', 'outletkey', 'stream', 'user'] as const)('rejects a missing, empty or blank %s', (name) => {
    for (const bad of [undefined, '', '   ', '\t\n']) {
      expect(streamCredentialsValid({ ...valid, [name]: bad })).toBe(false);
    }
  });

  it('rejects a non-string that slipped through', () => {
    expect(streamCredentialsValid({ ...valid, user: 42 as unknown as string })).toBe(false);
  });
});

describe('streamOffered (SPEC section 2)', () => {
  const base = { available: true, disabled: false, credentialsValid: true, inPreStreamWindow: false };
  it.each<[string, Partial<typeof base> & { stage: Stage | undefined }, boolean]>([
    ['live and all good', { stage: 'inPlay' }, true],
    ['half time', { stage: 'halfTime' }, true],
    ['pre-match inside the window', { stage: 'momentsBeforeKO', inPreStreamWindow: true }, true],
    ['no stage inside the window', { stage: undefined, inPreStreamWindow: true }, true],
    ['pre-match outside the window', { stage: 'preview' }, false],
    ['finished', { stage: 'played' }, false],
    ['no stage outside the window', { stage: undefined }, false],
    ['not available', { stage: 'inPlay', available: false }, false],
    ['disabled', { stage: 'inPlay', disabled: true }, false],
    ['disabled inside the window', { stage: 'preview', inPreStreamWindow: true, disabled: true }, false],
    ['invalid credentials', { stage: 'inPlay', credentialsValid: false }, false],
  ])('%s -> %s', (_name, overrides, offered) => {
    expect(streamOffered({ ...base, ...overrides })).toBe(offered);
  });
});

describe('isStreamDisablingError (SPEC section 4)', () => {
  it.each([
    [10316, true],
    [10312, true],
    [10300, true],
    [10400, true],
    [10301, false],
    [400, false],
    ['10316', false],
    [undefined, false],
  ])('%j -> %s', (code, disabling) => {
    expect(isStreamDisablingError(code)).toBe(disabling);
  });
});

describe('inPreStreamWindow (SPEC section 4)', () => {
  const kickOff = new Date('2022-12-18T15:00:00Z');
  it.each([
    ['2022-12-18T14:44:59.999Z', false],
    ['2022-12-18T14:45:00.000Z', true],
    ['2022-12-18T14:52:30.000Z', true],
    ['2022-12-18T14:59:59.999Z', true],
    ['2022-12-18T15:00:00.000Z', false],
    ['2022-12-18T15:30:00.000Z', false],
    ['2022-12-17T14:50:00.000Z', false],
  ])('at %s -> %s', (now, inside) => {
    expect(inPreStreamWindow(kickOff, new Date(now))).toBe(inside);
  });

  it('is false for an invalid match start', () => {
    expect(inPreStreamWindow(new Date('nonsense'), new Date())).toBe(false);
  });
});

describe('msUntilNextMinute', () => {
  it.each([
    ['2022-12-18T14:30:00.000Z', 60_000],
    ['2022-12-18T14:30:00.001Z', 59_999],
    ['2022-12-18T14:30:15.250Z', 44_750],
    ['2022-12-18T14:30:59.999Z', 1],
    ['1969-12-31T23:59:30.000Z', 30_000],
  ])('at %s waits %d ms', (now, wait) => {
    expect(msUntilNextMinute(new Date(now))).toBe(wait);
  });

  it('lands on a minute boundary', () => {
    const now = new Date('2022-12-18T14:31:07.123Z');
    expect((now.getTime() + msUntilNextMinute(now)) % 60_000).toBe(0);
  });
});

describe('nextPreStreamCheckMs', () => {
  const kickOff = new Date('2022-12-18T15:00:00Z');
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['2022-12-18T14:30:20.000Z', 40_000],
    ['2022-12-18T14:44:59.000Z', 1000],
    ['2022-12-18T14:45:00.000Z', null],
    ['2022-12-18T15:10:00.000Z', null],
  ])('at %s -> %j', (now, next) => {
    expect(nextPreStreamCheckMs(kickOff, new Date(now))).toBe(next);
  });

  it('drives minute-aligned checks that stop once inside the window', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2022-12-18T14:42:10.500Z'));
    const checks: string[] = [];
    const check = () => {
      const now = new Date();
      checks.push(`${now.toISOString()} ${inPreStreamWindow(kickOff, now)}`);
      const next = nextPreStreamCheckMs(kickOff, now);
      if (next !== null) setTimeout(check, next);
    };
    check();
    vi.advanceTimersByTime(30 * 60_000);
    expect(checks).toEqual([
      '2022-12-18T14:42:10.500Z false',
      '2022-12-18T14:43:00.000Z false',
      '2022-12-18T14:44:00.000Z false',
      '2022-12-18T14:45:00.000Z true',
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
