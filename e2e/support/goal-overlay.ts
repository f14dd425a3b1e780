import type { Page } from 'playwright-core';

/**
 * Counts, in the page, every time the goal overlay is put on screen from now on: a goal the
 * widget was sent twice would show it twice. Read the count with {@link overlayShows}.
 */
export const watchOverlay = (page: Page) =>
  page.evaluate(() => {
    const record = { shows: 0 };
    (window as unknown as { goalOverlay: typeof record }).goalOverlay = record;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLElement && node.dataset.testid === 'goal-overlay') record.shows += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });

/** How many times the goal overlay has been shown since {@link watchOverlay}. */
export const overlayShows = (page: Page) =>
  page.evaluate(() => (window as unknown as { goalOverlay: { shows: number } }).goalOverlay.shows);

/** The address of every socket the page opens and every frame it is sent, as they come. */
export function recordSockets(page: Page): { socketUrls: string[]; frames: string[] } {
  const socketUrls: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socketUrls.push(socket.url());
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
  });
  return { socketUrls, frames };
}
