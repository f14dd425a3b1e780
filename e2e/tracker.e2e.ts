import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import type { BallPath } from '../contract/ball-path.ts';
import { periodIdSchema } from '../contract/protocol.ts';
import scenario from '../server/scenarios/euro2020-tur-ita.json';
import { buildTimeline } from '../server/src/match/timeline.ts';
import { emptyTrackerState, withBallPath } from '../src/features/watch/tracker/tracker-model.ts';
import { chromiumForFile } from './support/browser.ts';

/**
 * The live tracker against the real feed on demo-live (Turkey v Italy, Euro 2020, StatsBomb 3788741),
 * at 320 px: the ball stands only on real StatsBomb places, the side in possession and its situation
 * are what the rule (contract/ball-situation.ts) makes of the steps the page received, Insigne's corner (21:38)
 * and Chiellini's shot (21:40) are drawn as they happen, and so is Immobile's goal (66'), with the
 * ticker naming them. Then, the replay held still, the page opened again: the tracker shows the
 * ball, the situation, the last events and the momentum of the match so far at once, from the
 * feed's answer (GET /ball_path), with no ballPath message after the socket's snapshot, which
 * came before the tracker's chunk listened. One page; the replay is moved by the control API,
 * never waited out.
 */
const widget = inject('widgetUrls').DEFAULT!;
const feed = inject('feedUrl');
const chromium = chromiumForFile();
const statsBombEvents = path.resolve(import.meta.dirname, '../../shared/data/statsbomb/3788741_events.json');

interface StatsBombEvent {
  team: { name: string };
  location?: [number, number];
  pass?: { end_location?: [number, number] };
  carry?: { end_location?: [number, number] };
  shot?: { end_location?: number[] };
}

/** Every place of the match on the feed's grid: Turkey at home, Italy's places turned round. */
async function statsBombPlaces(): Promise<{ x: number; y: number }[]> {
  const events = JSON.parse(await readFile(statsBombEvents, 'utf8')) as StatsBombEvent[];
  return events.flatMap((event) => {
    const home = event.team.name === 'Turkey';
    const points = [event.location, event.pass?.end_location, event.carry?.end_location, event.shot?.end_location];
    return points
      .filter((point): point is number[] => point !== undefined)
      .map(([x = 0, y = 0]) => (home ? { x: (x / 120) * 100, y: (y / 80) * 100 } : { x: 100 - (x / 120) * 100, y: 100 - (y / 80) * 100 }));
  });
}

const control = async (action: 'seek' | 'pause', body: object) => {
  const response = await fetch(`${feed}/control/events/demo-live/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};
const seek = (second: number) => control('seek', { second });

describe('the live tracker against the real feed', () => {
  it('follows Turkey v Italy: real places, the rule’s situation, a corner, a shot and a goal drawn as they happen', async () => {
    const places = await statsBombPlaces();
    const isPlace = (x: number, y: number) => places.some((place) => Math.abs(place.x - x) <= 0.15 && Math.abs(place.y - y) <= 0.15);
    const periods = scenario.periods.map(({ id, addedSeconds }) => ({ id: z.parse(periodIdSchema, id), addedSeconds }));
    const secondHalf = buildTimeline({ periods }).periodStart.secondHalf!;
    const page = await chromium.browser.newPage({ viewport: { width: 320, height: 640 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const received: BallPath[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { type: string; value: unknown };
        const messages = message.type === 'batch' ? (message.value as { type: string; value: unknown }[]) : [message];
        for (const inner of messages) if (inner.type === 'ballPath') received.push(inner.value as BallPath);
      }),
    );
    await page.goto(`${widget}/watch/pitchView?eventId=demo-live&lang=en`);
    const tracker = page.getByTestId('tracker');
    const ball = tracker.getByTestId('tracker-ball');
    await tracker.waitFor({ timeout: 30_000 });
    // CSS transitions of the ball, counted: each dispatches its events through React's root listeners.
    await page.evaluate(() =>
      document.addEventListener(
        'transitionrun',
        (event) => {
          if (!(event.target instanceof Element) || !event.target.closest('[data-testid="tracker-ball"]')) return;
          document.body.dataset.ballTransitions = String(Number(document.body.dataset.ballTransitions ?? 0) + 1);
        },
        true,
      ),
    );
    // Whether the ball is ever moved by a Web Animation, watched every frame: a move's animation lasts
    // 80 to 600 ms, and play can rest longer than a poll's wait (a corner being taken).
    await page.evaluate(() => {
      const watch = () => {
        const ballNode = document.querySelector('[data-testid="tracker-ball"]');
        if (ballNode && ballNode.getAnimations().length > 0) document.body.dataset.ballAnimated = 'true';
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    // Once the tracker listens: 21:30 of the first half, eight seconds before Insigne's corner.
    await seek(21 * 60 + 30);

    // The ball moves, and stands only where StatsBomb recorded play.
    const seen: string[] = [];
    const place = () => ball.evaluate((node) => `${node.getAttribute('data-x')},${node.getAttribute('data-y')}`);
    for (let move = 0; move < 3; move += 1) {
      await expect
        .poll(
          async () => {
            const now = await place();
            return now === 'null,null' || seen.includes(now) ? null : now;
          },
          { timeout: 20_000 },
        )
        .not.toBeNull();
      seen.push(await place());
    }
    // Moved by Web Animations of its transform, which dispatch no DOM events, not by CSS transitions.
    await expect.poll(() => page.evaluate(() => document.body.dataset.ballAnimated ?? 'false'), { timeout: 10_000 }).toBe('true');
    expect(await page.evaluate(() => document.body.dataset.ballTransitions ?? '0')).toBe('0');
    for (const place of seen) {
      const [x, y] = place.split(',').map(Number);
      expect(isPlace(x!, y!), `${place} is a StatsBomb place`).toBe(true);
    }

    // Insigne's corner and Chiellini's shot saved by Çakır, drawn and told as they happen.
    await tracker.locator('[data-mark="corner"]').first().waitFor({ timeout: 30_000 });
    await tracker.locator('[data-mark="shot"]').first().waitFor({ timeout: 30_000 });
    const ticker = tracker.getByTestId('tracker-ticker');
    expect(await ticker.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => ticker.textContent(), { timeout: 10_000 }).toMatch(/Insigne takes a corner/);
    await expect.poll(() => ticker.textContent(), { timeout: 10_000 }).toMatch(/Chiellini shoots, saved/);

    // The side in possession and its situation are the rule's, from every step the page received.
    const zone = tracker.getByTestId('tracker-zone');
    await expect
      .poll(
        async () => {
          const count = received.length;
          const shown = { side: await zone.getAttribute('data-side'), situation: await zone.getAttribute('data-zone') };
          const expected = received.reduce(withBallPath, emptyTrackerState).play;
          return count === received.length ? JSON.stringify(shown) === JSON.stringify(expected) : false;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await ball.getAttribute('data-side')).toMatch(/^(home|away)$/);

    // Immobile's goal (66'): twelve seconds before it, in the second half.
    await seek(secondHalf + 20 * 60 + 21);
    await tracker.locator('[data-mark="goal"]').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => ticker.textContent(), { timeout: 10_000 }).toMatch(/66'.*Goal! Immobile scores/);

    // At 320 px the pitch spans the content width: the whole view, as wide as the column it is laid in.
    const [viewWidth, columnWidth] = await page.getByTestId('pitch-view').evaluate((node) => {
      const column = node.parentElement!;
      const style = getComputedStyle(column);
      return [node.getBoundingClientRect().width, column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
    });
    const pitch = (await tracker.getByTestId('tracker-pitch').boundingBox())!;
    expect(viewWidth).toBeGreaterThanOrEqual(columnWidth! - 1);
    expect(pitch.width).toBeGreaterThanOrEqual(viewWidth! - 1);

    // Held still after Immobile's goal and opened again: no ballPath message comes after the
    // snapshot, yet the tracker shows where play is, the goal told and every minute's momentum.
    await control('pause', { paused: true });
    try {
      await page.reload();
      await tracker.waitFor({ timeout: 30_000 });
      await expect.poll(place, { timeout: 10_000 }).not.toBe('null,null');
      const [x, y] = (await place()).split(',').map(Number);
      expect(isPlace(x!, y!), `${x},${y} is a StatsBomb place`).toBe(true);
      expect(await zone.getAttribute('data-zone')).toMatch(/^(safe|attack|danger)$/);
      await expect.poll(() => ticker.textContent(), { timeout: 10_000 }).toMatch(/66'.*Goal! Immobile scores/);
      // Minutes of both halves, from the first: the match so far, not what the page saw since it opened.
      const minutes = await tracker
        .getByTestId('tracker-momentum')
        .locator('[data-minute]')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-minute'))));
      expect(minutes[0]).toBe(0);
      expect(minutes.length).toBeGreaterThan(60);
      expect(minutes).toContain(65);
    } finally {
      await control('pause', { paused: false });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
