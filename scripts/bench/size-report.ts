import { kilobyte } from './budgets.ts';
import type { FirstPaintFigures } from './first-paint.ts';

/** Vite's build manifest: by source (or `_<file>` for a chunk of shared modules), its file and its name. */
export type ViteManifest = Record<string, { file: string; name?: string; src?: string }>;

/**
 * What each chunk was made from: the source it loads (a page, a part of one) or, for a chunk of
 * modules shared between such chunks, the name the bundler gave it after one of them.
 */
export function chunkSourcesOf(manifest: ViteManifest): Map<string, string> {
  return new Map(Object.values(manifest).map(({ file, name, src }) => [file, src ?? (name ? `shared: ${name}` : 'shared')] as const));
}

export const kb = (bytes: number): string => `${(bytes / kilobyte).toFixed(1)} KB`;

/** A plain-text table; `align` has one letter per column: `l`eft for words, `r`ight for figures. */
function table(align: string, rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (align[column] === 'r' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * What `npm run bench:size` prints: the first paint's totals against the budget, then every chunk
 * of the bundle, loaded or lazy. Sizes are gzip -9 of the files' bytes; "sent" is what the
 * server put on the wire in the coding it chose, for comparison.
 */
export function formatSizeReport(
  figures: FirstPaintFigures,
  jsBudgetBytes: number,
  chunkSources: ReadonlyMap<string, string> = new Map(),
): string {
  const js = figures.loaded.filter((file) => file.kind === 'js');
  const css = figures.loaded.filter((file) => file.kind === 'css');
  const over = figures.jsGzipBytes - jsBudgetBytes;
  const verdict =
    over > 0 ? `✗ over the ${kb(jsBudgetBytes)} budget by ${kb(over)}` : `✓ within the ${kb(jsBudgetBytes)} budget (${kb(-over)} to spare)`;
  const afterScore = figures.chunks.filter((chunk) => chunk.afterReady);
  const gzipOf = (chunks: typeof afterScore) => chunks.reduce((total, chunk) => total + chunk.gzipBytes, 0);
  const sent = (files: typeof js) => files.reduce((total, file) => total + file.sentBytes, 0);
  const lines = [
    `first paint of ${figures.url}`,
    'gzip = gzip -9 of the file bytes, each file on its own; sent = bytes on the wire as served; KB = 1024 bytes',
    '',
    ...table('lrrrl', [
      ['first paint', 'files', 'gzip', 'sent', ''],
      ['JS', String(js.length), kb(figures.jsGzipBytes), kb(sent(js)), verdict],
      ['CSS, stylesheets', String(css.length), kb(figures.cssGzipBytes - figures.inlineStyleGzipBytes), kb(sent(css)), ''],
      [
        'CSS, inline <style> of index.html',
        '',
        kb(figures.inlineStyleGzipBytes),
        '',
        "the brand's first-paint CSS; MUI's styles are made by JS (Emotion)",
      ],
      ['CSS total', '', kb(figures.cssGzipBytes), '', ''],
      ['HTML document, whole', '1', kb(figures.documentGzipBytes), '', 'inline style, theme JSON and markup'],
    ]),
    '',
    ...table('lrrll', [
      ['every JS and CSS file in assets/', 'bytes', 'gzip', 'first paint', 'made from'],
      ...figures.chunks.map((chunk) => [
        chunk.path,
        chunk.bytes.toLocaleString('en'),
        kb(chunk.gzipBytes),
        chunk.onFirstPaint ? (chunk.inHtml ? 'loaded (in index.html)' : 'loaded') : chunk.afterReady ? 'after the score' : 'lazy',
        chunkSources.get(chunk.path) ?? '',
      ]),
    ]),
    '',
    `${figures.chunks.filter((chunk) => chunk.onFirstPaint).length} of ${figures.chunks.length} chunks loaded on first paint, ${afterScore.length} (${kb(gzipOf(afterScore))} gzip) right after the score; lazy chunks total ${kb(gzipOf(figures.chunks.filter((chunk) => !chunk.onFirstPaint && !chunk.afterReady)))} gzip`,
  ];
  return lines.join('\n');
}
