import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { availablePaths, hidesScroll, needsEventData, pageAt, pages, subPagesOf, type PageDefinition } from './pages.ts';
import { subRowParents } from './sub-rows.ts';

function translationExists(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const paths = pages.map((definition) => definition.path);

describe('the page catalogue', () => {
  it('declares every route of SPEC section 2 exactly once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(37);
    for (const section of ['/scoreboard', '/watch', '/stats', '/info']) expect(paths).toContain(section);
    expect(paths.filter((path) => path.startsWith('/stats/live-stats/'))).toEqual([
      '/stats/live-stats/summary',
      '/stats/live-stats/momentum',
      '/stats/live-stats/attacking',
      '/stats/live-stats/defence',
      '/stats/live-stats/distribution',
      '/stats/live-stats/discipline',
      '/stats/live-stats/xg',
    ]);
    expect(paths.filter((path) => path.startsWith('/stats/season-avg/'))).toHaveLength(5);
  });

  it.each(pages.map((definition) => [definition.path, definition.titleKey]))('has an English title for %s', (_path, titleKey) => {
    expect(translationExists(titleKey)).toBe(true);
  });

  it('puts each sub-page under a parent that is itself a page of the same section', () => {
    for (const definition of pages as readonly PageDefinition[]) {
      if (!definition.parent) continue;
      expect(pageAt(definition.parent)?.section).toBe(definition.section);
      expect(definition.path.startsWith(`${definition.parent}/`)).toBe(true);
    }
    expect(subRowParents).toEqual(['/stats/live-stats', '/stats/season-avg', '/info/teams']);
    // The catalogue declares sub-pages under these tabs and no others (sub-rows.ts).
    expect([...new Set(pages.flatMap((definition: PageDefinition) => (definition.parent ? [definition.parent] : [])))]).toEqual(
      subRowParents,
    );
    expect(subPagesOf('/info/teams').map((definition) => definition.path)).toEqual(['/info/teams/lineups', '/info/teams/formation']);
  });

  it('hides the scroll on momentum and table only (SPEC section 2 "Layout")', () => {
    expect(paths.filter(hidesScroll)).toEqual(['/stats/live-stats/momentum', '/info/table']);
  });

  it('lists in availability what the feed has: line-ups once announced, live stats once played', () => {
    const none = { lineups: false, live: false, stream: false, pitchView: false, eventData: true };
    const preview = availablePaths(none);
    expect(preview).toContain('/info/form');
    expect(preview).not.toContain('/');
    expect(preview.some((path) => path.startsWith('/stats/live-stats'))).toBe(false);
    expect(preview.some((path) => path.startsWith('/info/teams'))).toBe(false);
    expect(preview).not.toContain('/watch/stream');

    const live = availablePaths({ lineups: true, live: true, stream: true, pitchView: true, eventData: true });
    expect(live).toEqual(paths.filter((path) => path !== '/'));
  });

  it('offers a match without event data no page whose figures would have to be invented', () => {
    const withheld = [
      '/stats/opta-points',
      '/stats/player-stats',
      '/stats/live-stats/momentum',
      '/stats/live-stats/attacking',
      '/stats/live-stats/defence',
      '/stats/live-stats/distribution',
      '/stats/live-stats/xg',
      // Passes, fouls and cards per match of the season: no result gives them.
      '/stats/season-avg/distribution',
      '/stats/season-avg/discipline',
    ];
    expect(paths.filter(needsEventData)).toEqual(withheld);
    const facts = availablePaths({ lineups: true, live: true, stream: true, pitchView: true, eventData: false });
    expect(facts).toEqual(paths.filter((path) => path !== '/' && !withheld.includes(path)));
    // What its facts do give stays: the summary (goals, cards, the published totals) and discipline (cards).
    expect(facts).toContain('/stats/live-stats/summary');
    expect(facts).toContain('/stats/live-stats/discipline');
    expect(facts).toContain('/info/teams/lineups');
    // The pitch view's live tracker shows the score, the clock, the goals and cards, and draws no ball.
    expect(facts).toContain('/watch/pitchView');
    expect(needsEventData('/watch/pitchView')).toBe(false);
  });
});
