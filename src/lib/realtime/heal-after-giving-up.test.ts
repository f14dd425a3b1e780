import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/query-keys.ts';
import { healAfterGivingUp } from './heal-after-giving-up.ts';
import type { SocketState } from './reconnecting-socket.ts';

/** A socket that is told its state, and counts the bursts it is asked for. */
function fakeSocket() {
  const listeners = new Set<(state: SocketState) => void>();
  const socket = {
    state: 'open' as SocketState,
    retry: vi.fn(() => socket.set('reconnecting')),
    onStateChange: (listener: (state: SocketState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(state: SocketState) {
      socket.state = state;
      for (const listener of listeners) listener(state);
    },
  };
  return socket;
}

function fakePage() {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    fire: (type: string) => target.dispatchEvent(new Event(type)),
  };
  return page;
}

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-22T20:00:00Z'));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

/** A status poll that succeeded, as the query cache reports it. */
async function statusPolled(eventId = 'final') {
  await queryClient.fetchQuery({
    queryKey: queryKeys.eventStatus(eventId, 'inPlay'),
    queryFn: () => ({ status: 'inPlay', periods: [] }),
    staleTime: 0,
  });
}

describe('healAfterGivingUp', () => {
  it('starts a new burst on a good status poll a minute after giving up, and says when', async () => {
    const socket = fakeSocket();
    const page = fakePage();
    const nextRetryAt = vi.fn();
    healAfterGivingUp(socket, queryClient, 'final', nextRetryAt, { document: page, window: page });
    socket.set('gaveUp');
    expect(nextRetryAt).toHaveBeenLastCalledWith(Date.now() + 60_000);
    vi.advanceTimersByTime(30_000);
    await statusPolled();
    // Too early: kept, and acted on when the minute is up (a minute after giving up).
    expect(socket.retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(29_999);
    expect(socket.retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.retry).toHaveBeenCalledTimes(1);
    expect(nextRetryAt).toHaveBeenLastCalledWith(null);
  });

  it('bound after the socket gave up (its code loads then), counts that burst: it says when, and waits the minute', () => {
    const socket = fakeSocket();
    const page = fakePage();
    const nextRetryAt = vi.fn();
    socket.set('gaveUp');
    healAfterGivingUp(socket, queryClient, 'final', nextRetryAt, { document: page, window: page });
    expect(nextRetryAt).toHaveBeenLastCalledWith(Date.now() + 60_000);
    page.fire('online');
    expect(socket.retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(socket.retry).toHaveBeenCalledTimes(1);
  });

  it('acts on no sign at all: without one, it does not retry by itself', () => {
    const socket = fakeSocket();
    const page = fakePage();
    healAfterGivingUp(socket, queryClient, 'final', vi.fn(), { document: page, window: page });
    socket.set('gaveUp');
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.retry).not.toHaveBeenCalled();
  });

  it('heals when the page becomes visible or the browser comes back online, at most once a minute', () => {
    const socket = fakeSocket();
    const page = fakePage();
    healAfterGivingUp(socket, queryClient, 'final', vi.fn(), { document: page, window: page });
    socket.set('gaveUp');
    vi.advanceTimersByTime(60_000);
    page.fire('visibilitychange');
    expect(socket.retry).toHaveBeenCalledTimes(1);
    socket.set('gaveUp');
    page.fire('online');
    page.fire('online');
    expect(socket.retry).toHaveBeenCalledTimes(1);
    // The early signs make one burst when the minute is up, not one each.
    vi.advanceTimersByTime(60_000);
    expect(socket.retry).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the socket is connected or reconnecting, for a hidden page, or for another event', async () => {
    const socket = fakeSocket();
    const page = fakePage();
    healAfterGivingUp(socket, queryClient, 'final', vi.fn(), { document: page, window: page });
    page.fire('online');
    await statusPolled();
    expect(socket.retry).not.toHaveBeenCalled();
    socket.set('gaveUp');
    vi.advanceTimersByTime(60_000);
    page.visibilityState = 'hidden';
    page.fire('visibilitychange');
    await statusPolled('another-match');
    expect(socket.retry).not.toHaveBeenCalled();
  });

  it('lets go of every listener when unbound', () => {
    const socket = fakeSocket();
    const page = fakePage();
    const unbind = healAfterGivingUp(socket, queryClient, 'final', vi.fn(), { document: page, window: page });
    unbind();
    socket.set('gaveUp');
    vi.advanceTimersByTime(60_000);
    page.fire('online');
    expect(socket.retry).not.toHaveBeenCalled();
  });
});
