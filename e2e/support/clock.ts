import type { Page } from 'playwright-core';

/*
 * Minutes of the page's time in seconds of ours. Install Playwright's clock before the page loads
 * (`await page.clock.install()`): the page's timers and `Date` then run on it, flowing as real time
 * does, and these helpers move it on. The feed and the sockets still answer in real time, so time
 * moves a step at a time, with a short real pause after each step for what the step set going
 * (a poll, a socket opened or closed) to arrive before the next timer is due.
 */

export interface PassTimeOptions {
  /** Page time per step; default 500 ms. Smaller steps follow short timers more closely. */
  stepMs?: number;
  /** Real time after each step for the network to answer; default 25 ms. */
  settleMs?: number;
}

const realPause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's `Date.now()`: its time on the clock, which these helpers move. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Stops the page's time where it is (give or take `marginMs` of page time jumped forward). The page's
 * time flows while we ask for it, so a pause at the time just read can already be in the past on a
 * busy machine ("Cannot fast-forward to the past"): the margin covers the round trip, and a pause
 * that lands in the past anyway is asked again at a fresh time.
 */
export async function pauseClock(page: Page, marginMs = 50): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await pageNow(page)) + marginMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Moves the page's clock on by at least `ms`, firing its timers on the way, step by step. */
export async function passTime(page: Page, ms: number, { stepMs = 500, settleMs = 25 }: PassTimeOptions = {}): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await page.clock.runFor(Math.min(stepMs, ms - passed));
    await realPause(settleMs);
  }
}

/**
 * Moves the page's clock on step by step until `condition` holds, for at most `withinMs` of page
 * time; says whether it held. The condition is checked before the first step and after each one.
 */
export async function passTimeUntil(
  page: Page,
  condition: () => boolean | Promise<boolean>,
  { withinMs, stepMs = 500, settleMs = 25 }: PassTimeOptions & { withinMs: number },
): Promise<boolean> {
  const until = (await pageNow(page)) + withinMs;
  while (!(await condition())) {
    if ((await pageNow(page)) >= until) return false;
    await page.clock.runFor(stepMs);
    await realPause(settleMs);
  }
  return true;
}
