import { describe, expect, it } from 'vitest';
import { pages } from '../../contract/pages.ts';
import { liveStatusOf, tabRows, type TabRowInputs } from './tab-rows.ts';
import { infoTabs, liveStatsTab, liveStatsTabs, seasonAvgTab, statsTabs, teamsLayoutTabs, teamsTab } from './tab-order.ts';

const allPaths = pages.map((page) => page.path);
const inputs = (overrides: Partial<TabRowInputs> = {}): TabRowInputs => ({
  pathname: '/stats/live-stats/summary',
  paths: allPaths,
  stage: 'inPlay',
  stageKnown: true,
  pending: false,
  tabLayout: 'sections',
  ...overrides,
});

describe('tabRows', () => {
  it('shows the section’s row and the sub-pages’ row of the page, in the stage’s order', () => {
    const rows = tabRows(inputs());
    expect(rows.primary).toEqual(statsTabs(allPaths, 'inPlay'));
    expect(rows.secondary).toEqual(liveStatsTabs(allPaths, 'inPlay'));
    expect(rows.layout).toBeNull();
    expect(tabRows(inputs({ pathname: '/info/table' })).primary).toEqual(infoTabs(allPaths, 'inPlay'));
    expect(tabRows(inputs({ pathname: '/info/table', stage: 'published' })).primary).toEqual(infoTabs(allPaths, 'published'));
  });

  it('names the sub-pages’ row by the tab it belongs to, not by one of its own pages', () => {
    const nameOf = (pathname: string) => tabRows(inputs({ pathname })).secondaryLabelKey;
    expect(nameOf('/stats/live-stats/summary')).toBe(liveStatsTab.labelKey);
    expect(nameOf('/stats/season-avg/summary')).toBe(seasonAvgTab.labelKey);
    expect(nameOf('/info/teams/formation')).toBe(teamsTab.labelKey);
    expect(nameOf('/info/table')).toBeUndefined();
  });

  it('shows no row on a page outside the stats and info sections', () => {
    const rows = tabRows(inputs({ pathname: '/scoreboard' }));
    expect([rows.primary, rows.secondary, rows.layout]).toEqual([null, null, null]);
  });

  it('holds the place of the rows the page will have while the status or the availability is pending', () => {
    expect(tabRows(inputs({ pending: true }))).toMatchObject({ primary: 'pending', secondary: 'pending', layout: null });
    expect(tabRows(inputs({ pending: true, pathname: '/stats/player-stats' }))).toMatchObject({ primary: 'pending', secondary: null });
    expect(tabRows(inputs({ pending: true, pathname: '/scoreboard' }))).toMatchObject({ primary: null, secondary: null });
    expect(tabRows(inputs({ pending: true, tabLayout: 'layout' }))).toMatchObject({ primary: null, secondary: null, layout: 'pending' });
  });

  it('shows no tabs until the stage is known, rather than the wrong order', () => {
    const rows = tabRows(inputs({ stageKnown: false }));
    expect(rows.primary).toBeNull();
    expect(rows.secondary).toBeNull();
    expect(rows.secondaryTabs).toEqual([]);
  });

  it('shows a sub-pages’ row only with two tabs or more, and a section row only with one or more', () => {
    expect(tabRows(inputs({ paths: ['/stats/live-stats/summary'] }))).toMatchObject({
      primary: [{ path: '/stats/live-stats' }],
      secondary: null,
    });
    expect(tabRows(inputs({ paths: [] }))).toMatchObject({ primary: null, secondary: null });
  });

  it('hides the rows the query string hides', () => {
    expect(tabRows(inputs({ hidePrimaryTabs: true }))).toMatchObject({ primary: null, secondary: liveStatsTabs(allPaths, 'inPlay') });
    expect(tabRows(inputs({ hideTabs: true }))).toMatchObject({ primary: statsTabs(allPaths, 'inPlay'), secondary: null });
    expect(tabRows(inputs({ hideTabs: true, tabLayout: 'layout' })).layout).toBeNull();
  });

  it('shows the full-width teams row instead of the sections’ rows in the custom layout', () => {
    const rows = tabRows(inputs({ tabLayout: 'layout', pathname: '/info/teams/lineups' }));
    expect(rows.primary).toBeNull();
    expect(rows.secondary).toBeNull();
    expect(rows.layout).toEqual(teamsLayoutTabs(allPaths, 'inPlay'));
    expect(tabRows(inputs({ tabLayout: 'layout', paths: ['/info/teams/lineups'] })).layout).toBeNull();
  });
});

describe('liveStatusOf', () => {
  const well = { stale: false, statusStale: false };
  it.each([
    ['open', well, null],
    ['connecting', well, null],
    ['reconnecting', well, 'reconnecting'],
    ['gaveUp', { stale: true, statusStale: true }, 'gaveUp'],
    ['open', { stale: true, statusStale: true }, 'stale'],
    ['reconnecting', { stale: true, statusStale: false }, 'reconnecting'],
    ['connecting', { stale: true, statusStale: false }, null],
    ['open', { stale: false, statusStale: true }, 'answerStale'],
    ['notFound', { stale: false, statusStale: true }, 'answerStale'],
  ] as const)('says %s with %o as %s', (state, health, expected) => {
    expect(liveStatusOf(state, health)).toBe(expected);
  });
});
