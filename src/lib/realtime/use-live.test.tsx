import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventStatus } from '../../../contract/protocol.ts';
import { createI18n } from '../i18n/i18n.ts';
import { I18nextProvider } from '../i18n/react.tsx';
import { useMatchClock } from './use-live.ts';

// 20:30 on the wall clock; the second half began 21 minutes and 600 ms before: 66:00, the next tick 400 ms away.
const now = Date.parse('2021-06-11T20:30:00.000Z');
const secondHalf = (): EventStatus => ({
  status: 'inPlay',
  periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }],
  periodStartTime: new Date(now - 21 * 60_000 - 600).toISOString(),
});

describe('useMatchClock', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks on the match’s seconds and renders no more for a new status with the same period start', async () => {
    const i18n = await createI18n('en');
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ status }: { status: EventStatus }) => {
        renders += 1;
        return useMatchClock(status);
      },
      { wrapper, initialProps: { status: secondHalf() } },
    );
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.text).toBe('66:00');

    // 100 ms on, the feed's status again, as at speed 20 every few seconds: the same period start in a new object.
    act(() => vi.advanceTimersByTime(100));
    const before = renders;
    rerender({ status: secondHalf() });
    act(() => vi.advanceTimersByTime(10));
    expect(renders - before).toBe(1);
    expect(result.current.text).toBe('66:00');

    // The match's next second, 400 ms after the first: one tick, one render.
    act(() => vi.advanceTimersByTime(290));
    expect(result.current.text).toBe('66:01');
    expect(renders - before).toBe(2);

    // A moved period start (the feed's clock corrected): the clock reads it at once.
    rerender({ status: { ...secondHalf(), periodStartTime: new Date(now - 22 * 60_000).toISOString() } });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.text).toBe('67:00');
  });
});
