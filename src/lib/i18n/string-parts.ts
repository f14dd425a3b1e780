/**
 * The widget's strings come in two parts, cut from each `locales/<lang>.json` at build time
 * (scripts/vite/locale-parts.ts): the frame's, loaded with the first paint, and the sections',
 * loaded with the first screen that reads them (stats, info, the pitch view, the brand preview).
 * A fan who opens the scoreboard never downloads the stats' labels.
 *
 * Listed here are the top-level namespaces only a lazy section reads; every other namespace
 * belongs to the frame, so a new namespace costs first-paint bytes until it is listed, but can
 * never be missing. string-parts.test.ts fails when frame code reads a namespace listed here.
 */
export const sectionNamespaces: readonly string[] = [
  'stats',
  // The frame reads its few labels and empty states from 'common' and 'scoreboard' instead.
  'areas',
  'empty',
  'table',
  'positions',
  'brandPreview',
  'pitch',
  'info',
  'formationTimeline',
  'formationView',
  // The scoreboard's own lazy parts: commentary and scorers pages, the countdown, the match summary.
  'shots',
  'commentaryEvents',
  'summary',
  'filters',
  'time',
  // The finished stream's poster (the watch views) and the credits lines of the sections' screens.
  'stream',
  'credits',
];

export type LocalePart = 'frame' | 'sections';

/**
 * What the facts-first script writes a match summary with besides the frame's strings
 * (src/facts-first/summary.ts): the summary's sentences and its two titles. A third, small part,
 * so that a slow line brings a finished match's summary without the sections' whole part; the
 * sections' part holds them too, for the app.
 */
export const summaryStrings = { summary: true, areas: ['postMatchSummary', 'halfTimeSummary'] } as const;

/** The summary's part of one language's strings (`summaryStrings`). */
export function summaryPart(strings: Record<string, unknown>): Record<string, unknown> {
  const areas = (strings.areas ?? {}) as Record<string, unknown>;
  return { summary: strings.summary, areas: Object.fromEntries(summaryStrings.areas.map((key) => [key, areas[key]])) };
}

/** The part of one language's strings: the namespaces of the part, as they are in the file. */
export function localePart(strings: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const inSections = (namespace: string) => sectionNamespaces.includes(namespace);
  return Object.fromEntries(Object.entries(strings).filter(([namespace]) => inSections(namespace) === (part === 'sections')));
}
