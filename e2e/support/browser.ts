import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectChromium } from '../../scripts/lib/chromium.ts';

/**
 * The Chromium of a test file: a connection, made before its tests, to the one browser the suite's
 * setup launched (global-setup.ts), closed after them with every context the file opened.
 */
export function chromiumForFile(): { readonly browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await connectChromium(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

export interface OpenedPage {
  page: Page;
  /** Uncaught errors, and console errors too when asked for. */
  errors: string[];
  /** Dialogs opened by the page (each dismissed): a test of hostile input expects none. */
  dialogs: string[];
  /** Resolves when the page's first feed socket has its first frame (the snapshot): it is subscribed. */
  subscribed: Promise<void>;
}

/**
 * Resolves when the page's first WebSocket receives its first frame. The feed answers a connection
 * with the match's snapshot, so from then on an event fired through the control API reaches the page
 * as a change, not as part of the state it connected to. Call before the page navigates.
 */
export function firstFeedFrame(page: Page): Promise<void> {
  return new Promise((resolve) => page.once('websocket', (socket) => socket.once('framereceived', () => resolve())));
}

/**
 * Resolves once every message already posted to the frame's window has been handled, and what it
 * changed drawn: a marker posted after them comes back in order, then two frames pass. A test that
 * expects a message to be ignored checks the page after this, with no fixed wait.
 */
export async function messagesHandled(frame: Pick<Page, 'evaluate'>): Promise<void> {
  await frame.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const marker = `handled-${Math.random()}`;
        const onMessage = (event: MessageEvent) => {
          if (event.data !== marker) return;
          removeEventListener('message', onMessage);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        addEventListener('message', onMessage);
        postMessage(marker, '*');
      }),
  );
}

/** A new page, at a phone's width unless told, that records what went wrong while it ran. */
export async function openPage(
  browser: Browser,
  url: string,
  { width = 320, height = 640, consoleErrors = false } = {},
): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width, height } });
  const subscribed = firstFeedFrame(page);
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (consoleErrors) {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  }
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url);
  return { page, errors, dialogs, subscribed };
}

/**
 * Pages kept open across a file's tests, one per key (a brand, a language), each moved from screen to
 * screen inside the app as a tab press does: the first screen of a key is loaded, the next reached
 * with `goInApp`. A load costs about twice a move in processor time, and the browser suite is bound by
 * it. Every page is closed after the file. A key is a page of its own: a brand is another bundle, and
 * a language is kept to one page so that a screen is read as a fan of that language loads it.
 */
export function pagesByKey(
  chromium: { readonly browser: Browser },
  options?: Parameters<typeof openPage>[2],
): {
  /** The key's page at `url`: loaded the first time, reached inside the app after that. */
  show(key: string, url: string): Promise<Page>;
  /** What went wrong on the key's page since it was opened (see `openPage`). */
  errors(key: string): Promise<string[]>;
} {
  const pages = new Map<string, Promise<OpenedPage>>();
  afterAll(async () => {
    for (const opened of pages.values()) await (await opened).page.close();
  });
  return {
    async show(key, url) {
      const open = pages.get(key);
      if (!open) {
        const opened = openPage(chromium.browser, url, options);
        pages.set(key, opened);
        return (await opened).page;
      }
      const { page } = await open;
      await goInApp(page, url);
      return page;
    },
    async errors(key) {
      return (await pages.get(key))?.errors ?? [];
    },
  };
}

/**
 * Moves a loaded widget to another of its paths inside the app, as a tab press does (the router
 * follows the history), without loading the bundle again; resolves once the new screen is settled.
 * The router applies a location in a transition, after the URL has changed, so two frames pass
 * before the skeletons are waited for: `settled` alone could pass on the screen being left. (A
 * section root then redirects to its first tab, so the URL is not waited for.)
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await pushLocation(page, new URL(path, page.url()).href);
  await drawnLocation(page);
  await settled(page);
}

/**
 * Resolves once the app has drawn the location the page is at: the shell marks the location it drew
 * (`data-location`) in the same commit as the screen, so a ready mark two screens share is not read
 * on the screen being left.
 */
export async function drawnLocation(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-location]')?.getAttribute('data-location') === location.pathname + location.search,
  );
}

/**
 * Moves the app to `url` as a link inside it does (history and a popstate for the router), and
 * resolves two animation frames later: the router applies a location in a transition, after the
 * URL has changed.
 */
export function pushLocation(page: Page, url: string): Promise<void> {
  return page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        history.pushState(null, '', next);
        dispatchEvent(new PopStateEvent('popstate'));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    url,
  );
}

/** Whether the screen has its data: no section is still showing its skeleton. */
export async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The page's description lists as the fan reads them: each term with what is said under it. */
export async function described(page: Page): Promise<Record<string, string>> {
  await page.getByRole('term').first().waitFor();
  return page
    .getByRole('term')
    .evaluateAll((terms) => Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])));
}
