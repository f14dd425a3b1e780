import { describe, expect, it } from 'vitest';
import { availabilityFor } from './availability.ts';
import { competitionPaths, pagesWithoutContent } from './page-content.ts';

describe('availabilityFor', () => {
  const options = { stream: true, pitchView: true, eventData: true };

  it('leaves out a page with nothing to say, and its feature flag says so', () => {
    const all = availabilityFor('played', options);
    expect(all.paths).toContain('/info/insights');
    const without = availabilityFor('played', { ...options, withoutContent: new Set(['/info/insights', '/info/table']) });
    expect(without.paths).not.toContain('/info/insights');
    expect(without.paths).not.toContain('/info/table');
    expect(without.paths).toContain('/info/preview');
    expect(without.features).toMatchObject({ insights: false, preview: true, competition: { table: false, fixtures: true } });
  });

  it('offers no competition page for a match whose competition we hold no results for', () => {
    const without = pagesWithoutContent(null);
    expect([...without].sort()).toEqual([...competitionPaths].sort());
    const { paths } = availabilityFor('played', { ...options, withoutContent: without });
    expect(paths.filter((path) => competitionPaths.includes(path))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/info/teams', '/stats/live-stats', '/stats/opta-points']));
    expect(competitionPaths).toEqual(expect.arrayContaining(['/stats/season-avg', '/stats/season-avg/discipline', '/info/h2h']));
  });
});
