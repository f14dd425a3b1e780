// Read by the app's entry (src/main.tsx) alone: apart from seeded-answers.ts, which the facts-first
// script's chunk holds, so that it is compressed with the app's chunk.

/**
 * Until the facts-first script's card is drawn and painted (at most `capMs` after it is asked): the
 * app's first render comes after that paint, not before it. On a fast line the app's chunk can be
 * in before the feed's answers, and its first render, the longest task of the page, would hold the
 * card's paint back; on a slow line the card is long drawn when the app comes. A frame, or a tenth
 * of a second where frames do not come (an iframe out of sight).
 */
export function afterFactsDrawn(capMs = 1000): Promise<void> {
  const drawn = Promise.race([window.cppDrawn, new Promise((resolve) => setTimeout(resolve, capMs))]);
  return drawn.then(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve));
        setTimeout(resolve, 100);
      }),
  );
}
