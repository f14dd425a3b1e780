import { describe, expect, it } from 'vitest';
import type { Stage } from '../../contract/protocol.ts';
import { pages } from '../../contract/pages.ts';
import {
  sideHeaderItemPaths,
  sideHeaderItems,
  sideHeaderVisible,
  type SideHeaderInputs,
  type SideHeaderVisibility,
} from './side-header.ts';
import type { StreamState } from './stream-rules.ts';

describe('sideHeaderVisible (SPEC section 2)', () => {
  const shown: SideHeaderVisibility = { eventId: 'ev-1', hideHeader: null, flaggedMode: false, pathname: '/scoreboard' };
  it.each<[string, Partial<SideHeaderVisibility>, boolean]>([
    ['all conditions hold', {}, true],
    ['hideHeader is "false"', { hideHeader: 'false' }, true],
    ['hideHeader is "TRUE" (not the text true)', { hideHeader: 'TRUE' }, true],
    ['hideHeader is "1"', { hideHeader: '1' }, true],
    ['on a deep route', { pathname: '/stats/live-stats/summary' }, true],
    ['no eventId', { eventId: undefined }, false],
    ['null eventId', { eventId: null }, false],
    ['blank eventId', { eventId: '  ' }, false],
    ['hideHeader is "true"', { hideHeader: 'true' }, false],
    ['hideHeader parsed as true', { hideHeader: true }, false],
    ['in the flagged mode', { flaggedMode: true }, false],
    ['on the home route', { pathname: '/' }, false],
    ['on an empty pathname', { pathname: '' }, false],
  ])('%s -> %s', (_name, overrides, visible) => {
    expect(sideHeaderVisible({ ...shown, ...overrides })).toBe(visible);
  });
});

describe('sideHeaderItems (SPEC section 2 "Item availability")', () => {
  const streamOn: StreamState = { available: true, disabled: false, credentialsValid: true, inPreStreamWindow: false };
  const streamOff: StreamState = { ...streamOn, available: false };
  const everything: SideHeaderInputs = {
    hasStatus: true,
    stream: streamOn,
    pitchViewAvailable: true,
    stage: 'inPlay',
    statsAvailable: true,
    infoAvailable: true,
  };

  it.each<[string, Partial<SideHeaderInputs>, string[]]>([
    ['no event status', { hasStatus: false }, []],
    ['stream offered hides pitch view', {}, ['scoreboard', 'stream', 'stats', 'info']],
    ['no stream shows pitch view', { stream: streamOff }, ['scoreboard', 'pitchView', 'stats', 'info']],
    ['disabled stream shows pitch view', { stream: { ...streamOn, disabled: true } }, ['scoreboard', 'pitchView', 'stats', 'info']],
    [
      'invalid credentials show pitch view',
      { stream: { ...streamOn, credentialsValid: false } },
      ['scoreboard', 'pitchView', 'stats', 'info'],
    ],
    ['no pitch-view availability', { stream: streamOff, pitchViewAvailable: false }, ['scoreboard', 'stats', 'info']],
    ['pre-match outside the window', { stage: 'preview' }, ['scoreboard', 'stats', 'info']],
    [
      'pre-match inside the window',
      { stage: 'momentsBeforeKO', stream: { ...streamOn, inPreStreamWindow: true } },
      ['scoreboard', 'stream', 'stats', 'info'],
    ],
    ['pre-match without a stream: no pitch view', { stage: 'momentsBeforeKO', stream: streamOff }, ['scoreboard', 'stats', 'info']],
    ['finished', { stage: 'played' }, ['scoreboard', 'stats', 'info']],
    ['no stage', { stage: undefined, stream: streamOff }, ['scoreboard', 'stats', 'info']],
    ['no stats', { statsAvailable: false }, ['scoreboard', 'stream', 'info']],
    ['no info', { infoAvailable: false }, ['scoreboard', 'stream', 'stats']],
    ['only the scoreboard', { stream: streamOff, pitchViewAvailable: false, statsAvailable: false, infoAvailable: false }, ['scoreboard']],
  ])('%s -> %j', (_name, overrides, items) => {
    expect(sideHeaderItems({ ...everything, ...overrides })).toEqual(items);
  });

  it.each<Stage>(['halfTime', 'penalties', 'suspended'])('shows pitch view in the live stage %s', (stage) => {
    expect(sideHeaderItems({ ...everything, stage, stream: streamOff })).toContain('pitchView');
  });

  it('links every item to a route', () => {
    const paths = new Set<string>(pages.map((route) => route.path));
    for (const path of Object.values(sideHeaderItemPaths)) expect(paths.has(path)).toBe(true);
    expect(sideHeaderItemPaths.pitchView).toBe('/watch/pitchView');
  });
});
