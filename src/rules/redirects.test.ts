import { describe, expect, it } from 'vitest';
import { redirectTarget, type RedirectInputs } from './redirects.ts';
import { infoTabs, secondaryTabs, statsTabs, watchTabs } from './tab-order.ts';

const everyPath = [
  '/stats/live-stats/summary',
  '/stats/live-stats/xg',
  '/stats/season-avg/summary',
  '/stats/season-avg/attacking',
  '/stats/top-scorers',
  '/info/teams/lineups',
  '/info/teams/formation',
  '/info/form',
  '/info/table',
  '/watch/stream',
  '/watch/pitchView',
];

function inputsAt(pathname: string, paths: string[] = everyPath, more: Partial<RedirectInputs> = {}): RedirectInputs {
  const stage = 'inPlay';
  return {
    pathname,
    streamDisabled: false,
    known: true,
    statsTabs: statsTabs(paths, stage),
    infoTabs: infoTabs(paths, stage),
    secondaryTabs: secondaryTabs(pathname, paths, stage),
    watchTabs: watchTabs(paths, { streamDisabled: more.streamDisabled ?? false }),
    ...more,
  };
}

describe('redirectTarget', () => {
  it.each([
    ['/stats', '/stats/live-stats'],
    ['/stats/live-stats', '/stats/live-stats/summary'],
    ['/stats/season-avg', '/stats/season-avg/summary'],
    ['/info', '/info/teams'],
    ['/info/teams', '/info/teams/lineups'],
    ['/watch', '/watch/stream'],
    ['/stats/opta-points', '/stats/live-stats'],
    ['/info/h2h', '/info/teams'],
  ])('leads %s to %s', (pathname, target) => {
    expect(redirectTarget(inputsAt(pathname))).toBe(target);
  });

  it.each(['/stats/live-stats/xg', '/stats/top-scorers', '/info/table', '/watch/pitchView', '/scoreboard', '/scoreboard/commentary'])(
    'keeps %s',
    (pathname) => {
      expect(redirectTarget(inputsAt(pathname))).toBeNull();
    },
  );

  it('leads the stream route to the pitch view while streaming is disabled, even before the feed has answered', () => {
    expect(redirectTarget(inputsAt('/watch/stream', everyPath, { streamDisabled: true, known: false }))).toBe('/watch/pitchView');
    expect(redirectTarget(inputsAt('/watch', everyPath, { streamDisabled: true }))).toBe('/watch/pitchView');
  });

  it('makes no tab redirect before the availability and the status have answered', () => {
    expect(redirectTarget(inputsAt('/stats', everyPath, { known: false }))).toBeNull();
  });

  it('stays on a section root the match offers nothing in, rather than loop', () => {
    expect(redirectTarget(inputsAt('/stats', []))).toBeNull();
    expect(redirectTarget(inputsAt('/watch', []))).toBeNull();
  });
});
