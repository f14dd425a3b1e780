import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile, openPage, settled } from './support/browser.ts';
import { seriousAxeViolations } from './support/axe.ts';

/**
 * The live tracker of a match without event data against the real feed: demo-extra-time, the 2022
 * final in extra time (openfootball and FIFA's report: goals, cards, substitutions; no place on the
 * pitch). Its pitch view is offered and reached from the side header; the strip names the real
 * goals (Messi 23', Di María 36'), no ball or situation is drawn, the feed answers `/ball_path` with
 * empty lists and sends no `ballPath` message, before or after a dropped socket the page resumes
 * from; nothing that needs event data (the details' shot map and counts) is offered; axe finds no
 * serious violation in the dark and the light brand. Other files fire goals into this event: they
 * come after the real ones.
 */
const widgets = inject('widgetUrls');
const feed = inject('feedUrl');
const chromium = chromiumForFile();
const eventId = 'demo-extra-time';

interface BallPathAnswer {
  told: unknown[];
  recent: unknown[];
  momentum: unknown[];
}

/** Every socket frame's messages by type (a batch opened), and every `/ball_path` answer the page was sent. */
function recordFeed(page: Page): { types: string[]; ballPaths: BallPathAnswer[] } {
  const record = { types: [] as string[], ballPaths: [] as BallPathAnswer[] };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; value: unknown };
      const messages = message.type === 'batch' ? (message.value as { type: string }[]) : [message];
      for (const inner of messages) record.types.push(inner.type);
    }),
  );
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/ball_path/${eventId}`)
      void response.json().then((answer: BallPathAnswer) => record.ballPaths.push(answer));
  });
  return record;
}

describe('the tracker of the 2022 final in extra time, a match without event data', () => {
  it('is offered and reached: the real goals on the strip, no ball, and none after a dropped socket', async () => {
    const availability = (await (await fetch(`${feed}/availability/${eventId}?lang=en`)).json()) as {
      paths: string[];
      pitchView: boolean;
      features: { eventData: boolean };
    };
    expect(availability.features.eventData).toBe(false);
    expect(availability.pitchView).toBe(true);
    expect(availability.paths).toContain('/watch/pitchView');

    const page = await chromium.browser.newPage({ viewport: { width: 320, height: 640 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const record = recordFeed(page);
    await page.goto(`${widgets.DEFAULT!}/scoreboard?eventId=${eventId}&lang=en`);
    // Reached as a fan does: the side header's pitch-view item (no stream credentials in the link).
    await page.getByTestId('side-item-pitchView').click({ timeout: 20_000 });
    await page.waitForURL(/\/watch\/pitchView\?/);
    const tracker = page.getByTestId('pitch-view').getByTestId('tracker');
    await tracker.waitFor({ timeout: 20_000 });

    // The strip names the real goals of the final, first of all its incidents.
    const strip = tracker.getByTestId('tracker-incidents').getByRole('listitem');
    await expect.poll(() => strip.allTextContents(), { timeout: 10_000 }).toEqual(expect.arrayContaining(["Messi 23'", "Di María 36'"]));
    expect((await strip.allTextContents()).slice(0, 2)).toEqual(["Messi 23'", "Di María 36'"]);
    expect(await tracker.getByTestId('tracker-score').textContent()).toMatch(/^Argentina \d+ - \d+ France$/);
    // Its clock and stage: extra time, or its break or the shoot-out, as far as the replay has gone.
    expect(await tracker.getByTestId('tracker-clock').textContent()).toMatch(/^\S+ · \S/);

    // No ball, no situation, no momentum: said under the empty pitch, which that sentence names.
    const note = tracker.getByText('No ball positions for this match: its goals and cards are shown above.');
    await note.waitFor();
    const pitch = tracker.getByTestId('tracker-pitch');
    expect(await pitch.getAttribute('aria-labelledby')).toBe(await note.getAttribute('id'));
    await settled(page);
    expect(await tracker.getByTestId('tracker-ball').count()).toBe(0);
    expect(await tracker.getByTestId('tracker-zone').count()).toBe(0);
    expect(await tracker.getByTestId('tracker-momentum').count()).toBe(0);
    // Nothing one tap away that would need event data, and no "not available" page instead of the tracker.
    expect(await page.getByRole('button', { name: 'Shots and figures' }).count()).toBe(0);
    expect(await page.getByText('Not available for this match').count()).toBe(0);
    // The strip's goals and cards are openfootball's and FIFA's record, named as on the scoreboard.
    await expect.poll(() => page.getByTestId('powered-by').allInnerTexts()).toEqual(['Sources: openfootball, FIFA']);
    await expect.poll(() => record.ballPaths.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // The socket dropped, as a network failure would: the page resumes after the last message it
    // applied (`since`), is sent what it missed, and is still sent no ball.
    const resumed = page.waitForEvent('websocket', { timeout: 20_000 });
    const dropped = await fetch(`${feed}/control/sockets/drop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId }),
    });
    expect(dropped.status).toBe(200);
    expect(new URL((await resumed).url()).searchParams.get('since')).toMatch(/^\d+$/);
    // Back: no "reconnecting" line.
    await expect.poll(() => page.getByTestId('live-status').count(), { timeout: 20_000 }).toBe(0);
    await settled(page);
    expect(record.ballPaths.every((answer) => answer.told.length + answer.recent.length + answer.momentum.length === 0)).toBe(true);
    expect(record.types).toContain('status');
    expect(record.types).not.toContain('ballPath');
    expect(await tracker.getByTestId('tracker-ball').count()).toBe(0);
    expect((await strip.allTextContents()).slice(0, 2)).toEqual(["Messi 23'", "Di María 36'"]);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it.each(['DEFAULT', 'DEFAULT_LIGHT'])(
    '%s: axe-core finds no serious or critical violation on it',
    async (brand) => {
      const { page } = await openPage(chromium.browser, `${widgets[brand]!}/watch/pitchView?eventId=${eventId}&lang=en`);
      await page.getByTestId('tracker').getByTestId('tracker-incidents').waitFor({ timeout: 20_000 });
      await settled(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
