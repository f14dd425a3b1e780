import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import de from '../locales/de.json';
import el from '../locales/el.json';
import { inPlayEventId } from '../scripts/bench/feed-events.ts';
import { measureFirstPaint } from '../scripts/bench/first-paint.ts';
import { overflowsSideways, seriousAxeViolations } from './support/axe.ts';
import { chromiumForFile, openPage, pagesByKey } from './support/browser.ts';

const widget = inject('widgetUrls').DEFAULT!;
const feed = inject('feedUrl');
const chromium = chromiumForFile();
const credentials = 'token=e2e-token&outletkey=e2e-outlet&stream=e2e-stream&user=e2e-user';
const words = { de, el };
/** The pitch view opens on the live tracker: its shot map, counts and overlays are one tap away. */
const openDetails = async (view: Locator) => {
  await view.getByRole('button', { name: 'Shots and figures' }).click({ timeout: 20_000 });
  return view.locator('svg[role="group"][aria-label="Pitch View"]');
};

describe('the watch views against the real feed', () => {
  it('plays a real frame of the stream: the clip the launch names advances, muted, without the credentials in its address', async () => {
    const { page, errors } = await openPage(chromium.browser, `${widget}/watch/stream?eventId=demo-live&lang=en&${credentials}`);
    const video = page.getByTestId('stream-player').locator('video');
    await video.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000, interval: 250 })
      .toBeGreaterThan(0.5);
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      src: element.currentSrc,
      width: element.videoWidth,
    }));
    expect(state.muted).toBe(true);
    expect(state.width).toBeGreaterThan(0);
    expect(new URL(state.src).pathname).toBe('/media/clip.mp4');
    expect(state.src).not.toContain('e2e-token');
    const box = (await page.getByTestId('stream-player').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(189);
    expect(box.height).toBeLessThanOrEqual(320);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows every shot of Barcelona v Alavés with its xG on the pitch', async () => {
    const answer = (await (await fetch(`${feed}/live_stats/laliga-2018-19-bar-ala?lang=en`)).json()) as {
      shots: { minute: number; playerName: string; xg: number; outcome: string }[];
    };
    expect(answer.shots.length).toBeGreaterThan(10);
    const { page, errors } = await openPage(chromium.browser, `${widget}/watch/pitchView?eventId=laliga-2018-19-bar-ala&lang=en`);
    const view = page.getByTestId('pitch-view');
    const pitch = await openDetails(view);
    const shots = pitch.getByRole('button', { name: / · xG \d/ });
    await expect.poll(() => shots.count(), { timeout: 20_000 }).toBe(answer.shots.length);
    // Messi's goal, with the xG the feed gives it, in the words and numbers the fan reads.
    const goal = answer.shots.find((shot) => shot.playerName === 'Lionel Messi' && shot.outcome === 'goal')!;
    const name = `${goal.minute}' · Lionel Messi (Barcelona) · Goal · xG ${goal.xg.toFixed(2)}`;
    await pitch
      .getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
      .first()
      .click();
    await expect.poll(() => view.getByRole('status').textContent()).toContain(name);
    expect(await pitch.locator('circle[fill-opacity="0.3"]').count()).toBe(answer.shots.length);
    // Nothing sideways at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("reads Barcelona v Alavés at full time with live stats' figures, the final score and settled bet lines", async () => {
    const answer = (await (await fetch(`${feed}/live_stats/laliga-2018-19-bar-ala?lang=en`)).json()) as {
      stage: string;
      summary: Record<'home' | 'away', { corners: number; foulsConceded: number; passes: number; expectedGoals: number }>;
    };
    const total = (name: 'corners' | 'foulsConceded' | 'passes' | 'expectedGoals') => answer.summary.home[name] + answer.summary.away[name];
    // The record (StatsBomb), as live stats shows it: 7 corners, 23 fouls, 1,132 passes, 3.29 xG.
    expect(answer.stage).toBe('played');
    expect([total('corners'), total('foulsConceded'), total('passes'), Math.round(total('expectedGoals') * 100) / 100]).toEqual([
      7, 23, 1132, 3.29,
    ]);
    const { page, errors } = await openPage(chromium.browser, `${widget}/watch/pitchView?eventId=laliga-2018-19-bar-ala&lang=en`);
    const view = page.getByTestId('pitch-view');
    await openDetails(view);
    const chips = view.getByRole('group', { name: 'Events shown' }).getByRole('button');
    await expect.poll(() => chips.allTextContents(), { timeout: 20_000 }).toEqual(expect.arrayContaining(['Corners 7']));
    expect(await chips.allTextContents()).toEqual(expect.arrayContaining(['xG 3.29', 'Passes 1,132', 'Fouls 23', 'Corners 7']));
    // Full time: the final state, not where the ball last was.
    const stands = (await view.getByText(/^Full time · /).textContent()) ?? '';
    expect(stands).toMatch(/^Full time · Barcelona 3–0 .*Alavés$/);
    expect(await view.textContent()).not.toContain('on the ball');
    await view.getByRole('button', { name: 'Bet lines' }).click();
    const bet = view.getByRole('region', { name: 'Bet lines' });
    await bet.getByRole('listitem').first().waitFor();
    expect(await bet.getByRole('listitem').allTextContents()).toEqual([
      'Goals · Over 2.53Won',
      'First half · Goals · Over 0.50Lost',
      'Corners · Over 9.57Lost',
      'Cards · Over 3.52Lost',
      'Both teams to scoreLost',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('tells Turkey v Italy, long over, as finished: no play narrated, no bet line open', async () => {
    const { page } = await openPage(chromium.browser, `${widget}/watch/pitchView?eventId=euro2020-tur-ita&lang=en`);
    const view = page.getByTestId('pitch-view');
    await openDetails(view);
    await expect.poll(() => view.getByText(/^Full time · /).textContent(), { timeout: 20_000 }).toMatch(/^Full time · T.+ 0–3 Italy$/);
    expect(await view.textContent()).not.toContain('on the ball');
    await view.getByRole('button', { name: 'Bet lines' }).click();
    const bet = view.getByRole('region', { name: 'Bet lines' });
    await bet.getByRole('listitem').first().waitFor();
    expect(await bet.textContent()).not.toContain('Not yet');
    await page.close();
  }, 60_000);

  it('narrates no play of the 2022 final at full time: its tracker says how it ended, shoot-out included', async () => {
    const { pitchView } = (await (await fetch(`${feed}/availability/wc2022-final?lang=en`)).json()) as { pitchView: boolean };
    // Without event data the final's pitch view is its tracker alone: the facts on the strip, no ball, no details.
    expect(pitchView).toBe(true);
    const { page } = await openPage(chromium.browser, `${widget}/watch/pitchView?eventId=wc2022-final&lang=en`);
    const tracker = page.getByTestId('pitch-view').getByTestId('tracker');
    await tracker.waitFor({ timeout: 20_000 });
    // Decided on penalties after extra time, as the clock's AET says.
    await expect.poll(() => tracker.getByTestId('tracker-score').textContent(), { timeout: 20_000 }).toBe('Argentina 3 - 3 France');
    expect(await tracker.getByTestId('tracker-clock').textContent()).toBe('AET · Finished');
    expect(await tracker.getByTestId('tracker-shootout').textContent()).toBe('Penalty shoot-out 4–2');
    expect(await page.getByRole('button', { name: 'Shots and figures' }).count()).toBe(0);
    expect(await tracker.getByTestId('tracker-ball').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('on the ball');
    await page.close();
  }, 60_000);

  it('shows the 2022 final, long over, as a poster on the stream route: no launch, the real goals and shoot-out, links on with the query', async () => {
    const page = await chromium.browser.newPage({ viewport: { width: 320, height: 640 } });
    const errors: string[] = [];
    const launches: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/stream/launch') launches.push(request.url());
    });
    const query = `eventId=wc2022-final&lang=en&${credentials}`;
    await page.goto(`${widget}/watch/stream?${query}`);
    const poster = page.getByRole('region', { name: /^The (match has|stream) ended/ });
    const goals = poster.getByRole('region', { name: 'Scorers' }).getByRole('listitem');
    await goals.first().waitFor({ timeout: 20_000 });
    // The feed gives no end time, and the page did not see the end: it says so, with no time.
    expect(await poster.getByRole('heading', { level: 1 }).textContent()).toBe('The match has ended');
    // The home team on the left, the away team on the right, each under its flag (decorative: found by its hook).
    expect(await poster.getByText(/^(Argentina|France)$/).allTextContents()).toEqual(['Argentina', 'France']);
    expect(await poster.getByTestId('team-flag').count()).toBe(2);
    // The score as drawn (its accessible sentence, with the team names, is hidden beside it), and the clock under it.
    await expect.poll(() => poster.getByText(/^\d+ - \d+$/).textContent()).toBe('3 - 3');
    expect(await poster.getByText('AET', { exact: true }).count()).toBe(1);
    expect(await poster.getByText(/^Penalty shoot-out /).textContent()).toBe('Penalty shoot-out 4-2 · Argentina won on penalties');
    expect(await goals.allTextContents()).toEqual([
      "23'Argentina: Messipen1-0",
      "36'Argentina: Di María2-0",
      "80'France: Mbappépen2-1",
      "81'France: Mbappé2-2",
      "108'Argentina: Messi3-2",
      "118'France: Mbappépen3-3",
    ]);
    expect(await page.getByTestId('stream-player').count()).toBe(0);
    expect(launches).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await overflowsSideways(page)).toBe(false);
    await poster.getByRole('link', { name: 'See Match Stats' }).click();
    await page.waitForURL((url) => url.pathname === '/stats/live-stats/summary');
    expect(new URL(page.url()).search).toBe(`?${query}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('keeps the goal animation, the Lottie player and hls.js out of the first paint of /scoreboard', async () => {
    const bundleDir = inject('bundleDirs').DEFAULT!;
    const eventId = await inPlayEventId(feed);
    const figures = await measureFirstPaint({
      browser: chromium.browser,
      bundleDir,
      url: `${widget}/scoreboard?eventId=${eventId}&lang=en`,
    });
    const holding = async (marker: string) => {
      const found = [];
      for (const chunk of figures.chunks.filter((file) => file.path.endsWith('.js'))) {
        if ((await readFile(path.join(bundleDir, chunk.path), 'utf8')).includes(marker)) found.push(chunk);
      }
      return found;
    };
    // Our animation's layer name, lottie-web's own name, and hls.js's error event.
    for (const marker of ['ball in the net', 'bodymovin', 'hlsError']) {
      const chunks = await holding(marker);
      expect(chunks.length, marker).toBeGreaterThan(0);
      expect(
        chunks.filter((chunk) => chunk.onFirstPaint).map((chunk) => chunk.path),
        marker,
      ).toEqual([]);
    }
  }, 60_000);
});

describe('the watch views at 320 px', () => {
  // One page per language, moved from view to view inside the app.
  const pages = pagesByKey(chromium, { width: 320 });
  it.each([
    // The stream's route first: the pitch view stays mounted, hidden, once it has been shown.
    ['/watch/stream', 'de'],
    ['/watch/pitchView', 'de'],
    ['/watch/stream', 'el'],
    ['/watch/pitchView', 'el'],
  ] as const)(
    '%s in %s does not overflow sideways',
    async (path, lang) => {
      const page = await pages.show(lang, `${widget}${path}?eventId=laliga-2018-19-bar-ala&lang=${lang}`);
      await page.getByTestId('content').first().waitFor();
      // The tracker's pitch, the player (or its honest "unavailable" state), or for this finished
      // match the stream route's poster with its goals, once the view has loaded.
      await page
        .getByTestId('pitch-view')
        .getByTestId('tracker-pitch')
        .or(page.locator('video'))
        .or(page.getByRole('alert'))
        .or(page.getByTestId('empty-state'))
        .or(page.getByRole('region', { name: words[lang].scoreboard.scorers, exact: true }).getByRole('listitem'))
        .first()
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
    },
    30_000,
  );
});
