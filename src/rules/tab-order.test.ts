import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import type { Stage } from '../../contract/protocol.ts';
import { pages } from '../../contract/pages.ts';
import { subRowParentOf } from '../../contract/sub-rows.ts';
import {
  infoTabOrderDefault,
  infoTabOrderLive,
  infoTabs,
  liveStatsSubPages,
  liveStatsTabs,
  seasonAvgSubPages,
  seasonAvgTabs,
  secondaryTabs,
  showSubTabs,
  statsTabOrderDefault,
  statsTabOrderLive,
  statsTabs,
  teamsLayoutOrderDefault,
  teamsLayoutOrderLive,
  teamsLayoutTabs,
  teamsTabs,
  watchTabs,
  type NavigationTab,
} from './tab-order.ts';

const allPaths = pages.map((route) => route.path);
const pathsOf = (tabs: readonly NavigationTab[]) => tabs.map((item) => item.path);

const liveStatsOrder = [
  '/stats/live-stats',
  '/stats/player-stats',
  '/stats/assistant',
  '/stats/team-assistant',
  '/stats/season-avg',
  '/stats/opta-points',
  '/stats/top-scorers',
];
const statsDefaultOrder = [
  '/stats/season-avg',
  '/stats/live-stats',
  '/stats/player-stats',
  '/stats/assistant',
  '/stats/team-assistant',
  '/stats/opta-points',
  '/stats/top-scorers',
];
const infoDefaultOrder = ['/info/teams', '/info/form', '/info/h2h', '/info/preview', '/info/insights', '/info/table', '/info/fixtures'];
const infoLiveOrder = ['/info/teams', '/info/table', '/info/insights', '/info/form', '/info/h2h', '/info/preview', '/info/fixtures'];

describe('tab orders (SPEC section 2)', () => {
  it('orders stats in live stages', () => {
    expect(pathsOf(statsTabOrderLive)).toEqual(liveStatsOrder);
  });

  it('puts season-avg first otherwise, the rest in the same relative order', () => {
    expect(pathsOf(statsTabOrderDefault)).toEqual(statsDefaultOrder);
  });

  it('orders info by default and in live stages', () => {
    expect(pathsOf(infoTabOrderDefault)).toEqual(infoDefaultOrder);
    expect(pathsOf(infoTabOrderLive)).toEqual(infoLiveOrder);
  });

  it('orders the teams layout, player stats first in live stages', () => {
    expect(pathsOf(teamsLayoutOrderDefault)).toEqual(['/info/teams/lineups', '/info/teams/formation', '/stats/player-stats']);
    expect(pathsOf(teamsLayoutOrderLive)).toEqual(['/stats/player-stats', '/info/teams/lineups', '/info/teams/formation']);
  });

  it('lists the live-stats and season-avg sub-pages', () => {
    expect(pathsOf(liveStatsSubPages)).toEqual(
      ['summary', 'momentum', 'attacking', 'defence', 'distribution', 'discipline', 'xg'].map((page) => `/stats/live-stats/${page}`),
    );
    expect(pathsOf(seasonAvgSubPages)).toEqual(
      ['summary', 'attacking', 'defence', 'distribution', 'discipline'].map((page) => `/stats/season-avg/${page}`),
    );
  });

  const everyTab = [...statsTabOrderLive, ...infoTabOrderDefault, ...teamsLayoutOrderDefault, ...liveStatsSubPages, ...seasonAvgSubPages];
  it.each(everyTab)('$path is a route with the same English label as its title', ({ path, labelKey }) => {
    const route = pages.find((definition) => definition.path === path);
    expect(route?.titleKey).toBe(labelKey);
    const [group, key] = labelKey.split('.');
    expect(group).toBe('nav');
    expect((en.nav as Record<string, string>)[key ?? '']).toEqual(expect.any(String));
  });
});

describe('statsTabs', () => {
  it.each<[Stage | undefined, string[]]>([
    ['inPlay', liveStatsOrder],
    ['halfTime', liveStatsOrder],
    ['suspended', liveStatsOrder],
    // finished: a live-stats stage but not a live stage
    ['played', statsDefaultOrder],
    ['preview', statsDefaultOrder.filter((path) => path !== '/stats/live-stats')],
    ['momentsBeforeKO', statsDefaultOrder.filter((path) => path !== '/stats/live-stats')],
    [undefined, statsDefaultOrder.filter((path) => path !== '/stats/live-stats')],
  ])('in %s offers %j when everything is available', (stage, expected) => {
    expect(pathsOf(statsTabs(allPaths, stage))).toEqual(expected);
  });

  it('offers only listed paths', () => {
    expect(pathsOf(statsTabs(['/stats/top-scorers', '/stats/assistant', '/info/form'], 'inPlay'))).toEqual([
      '/stats/assistant',
      '/stats/top-scorers',
    ]);
    expect(statsTabs([], 'inPlay')).toEqual([]);
  });

  it('offers a section tab when availability lists only one of its sub-pages', () => {
    expect(pathsOf(statsTabs(['/stats/live-stats/summary'], 'inPlay'))).toEqual(['/stats/live-stats']);
    expect(pathsOf(statsTabs(['/stats/season-avg/defence'], 'preview'))).toEqual(['/stats/season-avg']);
  });
});

describe('infoTabs', () => {
  it.each<[Stage | undefined, string[]]>([
    ['inPlay', infoLiveOrder],
    ['penalties', infoLiveOrder],
    ['played', infoDefaultOrder],
    ['preview', infoDefaultOrder],
    [undefined, infoDefaultOrder],
  ])('in %s offers %j', (stage, expected) => {
    expect(pathsOf(infoTabs(allPaths, stage))).toEqual(expected);
  });

  it('offers only listed paths and teams through a listed sub-page', () => {
    expect(pathsOf(infoTabs(['/info/fixtures', '/info/teams/formation', '/info/h2h'], 'preview'))).toEqual([
      '/info/teams',
      '/info/h2h',
      '/info/fixtures',
    ]);
  });
});

describe('second tab rows', () => {
  it.each<[Stage | undefined, number]>([
    ['inPlay', 7],
    ['played', 7],
    ['fullTime', 7],
    ['lineupsAvailable', 0],
    [undefined, 0],
  ])('live-stats sub-pages in %s: %d', (stage, count) => {
    expect(liveStatsTabs(allPaths, stage)).toHaveLength(count);
  });

  it('offers only the listed live-stats sub-pages', () => {
    expect(pathsOf(liveStatsTabs(['/stats/live-stats/xg', '/stats/live-stats/summary'], 'inPlay'))).toEqual([
      '/stats/live-stats/summary',
      '/stats/live-stats/xg',
    ]);
  });

  it('offers the listed season-avg sub-pages in any stage', () => {
    expect(pathsOf(seasonAvgTabs(allPaths))).toEqual(pathsOf(seasonAvgSubPages));
    expect(pathsOf(seasonAvgTabs(['/stats/season-avg/discipline']))).toEqual(['/stats/season-avg/discipline']);
  });

  it('offers the listed teams sub-pages', () => {
    expect(pathsOf(teamsTabs(allPaths))).toEqual(['/info/teams/lineups', '/info/teams/formation']);
    expect(pathsOf(teamsTabs(['/info/teams']))).toEqual([]);
  });

  it('offers the teams layout in its stage order, listed paths only', () => {
    expect(pathsOf(teamsLayoutTabs(allPaths, 'inPlay'))).toEqual(pathsOf(teamsLayoutOrderLive));
    expect(pathsOf(teamsLayoutTabs(allPaths, 'preview'))).toEqual(pathsOf(teamsLayoutOrderDefault));
    expect(pathsOf(teamsLayoutTabs(['/stats/player-stats', '/info/teams/lineups'], 'played'))).toEqual([
      '/info/teams/lineups',
      '/stats/player-stats',
    ]);
  });
});

describe('watchTabs', () => {
  it.each<[string[], boolean, string[]]>([
    [['/watch/stream', '/watch/pitchView'], false, ['/watch/stream', '/watch/pitchView']],
    [['/watch/stream', '/watch/pitchView'], true, ['/watch/pitchView']],
    [['/watch/pitchView'], false, ['/watch/pitchView']],
    [['/watch/stream'], true, []],
  ])('paths %j, disabled %s -> %j', (paths, streamDisabled, expected) => {
    expect(pathsOf(watchTabs(paths, { streamDisabled }))).toEqual(expected);
  });
});

describe('showSubTabs', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%d tabs -> %s', (count, shown) => {
    expect(showSubTabs(Array.from({ length: count }, () => ({ path: '/x', labelKey: 'nav.x' })))).toBe(shown);
  });
});

describe('the second tab row (SPEC section 2 "Layout")', () => {
  it.each([
    ['/stats/live-stats', '/stats/live-stats'],
    ['/stats/live-stats/momentum', '/stats/live-stats'],
    ['/stats/season-avg/defence', '/stats/season-avg'],
    ['/info/teams/formation', '/info/teams'],
    ['/info/table', undefined],
    ['/stats/player-stats', undefined],
    ['/scoreboard', undefined],
  ])('%s sits under %s', (pathname, parent) => {
    expect(subRowParentOf(pathname)).toBe(parent);
  });

  it("offers the parent tab's sub-pages, with the stage rules applied", () => {
    expect(pathsOf(secondaryTabs('/stats/live-stats/xg', allPaths, 'inPlay'))).toEqual(pathsOf(liveStatsSubPages));
    expect(secondaryTabs('/stats/live-stats/xg', allPaths, 'preview')).toEqual([]);
    expect(pathsOf(secondaryTabs('/stats/season-avg', allPaths, 'preview'))).toEqual(pathsOf(seasonAvgSubPages));
    expect(pathsOf(secondaryTabs('/info/teams/lineups', allPaths, undefined))).toEqual(['/info/teams/lineups', '/info/teams/formation']);
    expect(secondaryTabs('/info/form', allPaths, 'inPlay')).toEqual([]);
  });
});
