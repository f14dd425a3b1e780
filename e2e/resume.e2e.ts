import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/browser.ts';
import { overlayShows, recordSockets, watchOverlay } from './support/goal-overlay.ts';
import { pauseClock } from './support/clock.ts';

// A fan whose socket drops while a goal is scored: the widget resumes with the last seq it applied
// (docs/feed-protocol.md, "Resume") and plays the goal it missed once, against the real feed.
const widget = inject('widgetUrls').DEFAULT!;
const feed = inject('feedUrl');
// Played: nothing happens in it but the goals fired here (other browser tests may fire theirs, before or after).
const eventId = 'demo-finished';
const chromium = chromiumForFile();

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${feed}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

const shows = overlayShows;

describe('the widget resuming after a dropped socket', () => {
  it('plays the goal scored while its socket was down once, with its score, and asks to resume after its last seq', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 480, height: 640 } });
    await page.clock.install();
    const { socketUrls, frames } = recordSockets(page);
    await page.goto(`${widget}/scoreboard?eventId=${eventId}&lang=en`);
    await page.getByTestId('side-header').waitFor();
    await expect.poll(() => frames.length).toBeGreaterThan(0);
    await watchOverlay(page);
    const lastSeq = () =>
      Math.max(
        ...frames.flatMap((frame) => JSON.stringify(JSON.parse(frame)).match(/"seq":\d+/g) ?? []).map((seq) => Number(seq.slice(6))),
      );
    const before = lastSeq();

    // The page's time stands still while its socket is dropped and the goal fired, so the widget
    // cannot reconnect before the goal: it must come back with it.
    await pauseClock(page);
    const dropped = (await post('/control/sockets/drop', { eventId })) as { dropped: number };
    expect(dropped.dropped).toBeGreaterThan(0);
    const scored = (await post(`/control/events/${eventId}/goal`, { side: 'away' })) as { home: number; away: number };
    await page.clock.resume();

    await page.getByTestId('goal-overlay').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('side-score').textContent(), { timeout: 10_000 }).toBe(`${scored.home}-${scored.away}`);
    expect(new URL(socketUrls.at(-1)!).searchParams.get('since')).toBe(String(before));
    // Past the overlay's 3 s and its 5 s guard: a goal sent twice would show again.
    await page.clock.fastForward(6000);
    await page.getByTestId('goal-overlay').waitFor({ state: 'detached' });
    await page.clock.fastForward(6000);
    expect(await shows(page)).toBe(1);
    await page.close();
  }, 60_000);
});
