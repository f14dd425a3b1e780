import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFactsDrawn } from './facts-drawn.ts';

afterEach(() => {
  delete window.cppDrawn;
  vi.useRealTimers();
});

describe('afterFactsDrawn', () => {
  it("waits for the facts-first script's card, then for a frame", async () => {
    vi.useFakeTimers();
    let draw = () => {};
    window.cppDrawn = new Promise<void>((resolve) => (draw = resolve));
    let done = false;
    void afterFactsDrawn().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    draw();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  it('waits no longer than its cap when the script never draws, and not at all without the script', async () => {
    vi.useFakeTimers();
    window.cppDrawn = new Promise<void>(() => {});
    let done = false;
    void afterFactsDrawn(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(101);
    expect(done).toBe(true);

    delete window.cppDrawn;
    done = false;
    void afterFactsDrawn(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});
