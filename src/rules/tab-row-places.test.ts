import { describe, expect, it } from 'vitest';
import { pages } from '../../contract/pages.ts';
import { tabRowPlaces } from './tab-row-places.ts';
import { tabRows } from './tab-rows.ts';

const flags = [{}, { hidePrimaryTabs: true }, { hideTabs: true }, { hidePrimaryTabs: true, hideTabs: true }];

describe('tabRowPlaces', () => {
  it('keeps the places of the rows the app holds while its answers are pending, on every page, in either layout and with either row hidden', () => {
    for (const { path } of pages)
      for (const tabLayout of ['sections', 'layout'] as const)
        for (const hidden of flags) {
          const pending = tabRows({ pathname: path, paths: [], stage: undefined, stageKnown: false, pending: true, tabLayout, ...hidden });
          expect(tabRowPlaces({ pathname: path, tabLayout, ...hidden }), `${path} ${tabLayout} ${JSON.stringify(hidden)}`).toEqual({
            primary: pending.primary === 'pending',
            secondary: pending.secondary === 'pending',
            layout: pending.layout === 'pending',
          });
        }
  });

  it('gives the stats and info pages their section row, and the pages under live stats, season avg and teams a second row', () => {
    const count = (pathname: string) => Object.values(tabRowPlaces({ pathname, tabLayout: 'sections' })).filter(Boolean).length;
    expect(count('/scoreboard')).toBe(0);
    expect(count('/watch/pitchView')).toBe(0);
    expect(count('/stats/top-scorers')).toBe(1);
    expect(count('/stats/live-stats/summary')).toBe(2);
    expect(count('/info/teams/lineups')).toBe(2);
    expect(count('/info/h2h')).toBe(1);
  });
});
