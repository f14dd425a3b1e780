import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { routeDefinitions } from './routes.ts';

function translationExists(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('routeDefinitions', () => {
  it('declares every route of SPEC section 2 once', () => {
    const paths = routeDefinitions.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/scoreboard/scorers',
        '/scoreboard/commentary',
        '/watch/stream',
        '/watch/pitchView',
        '/stats/opta-points',
        '/stats/top-scorers',
        '/stats/assistant',
        '/stats/team-assistant',
        '/stats/player-stats',
        '/stats/live-stats/momentum',
        '/stats/live-stats/xg',
        '/stats/season-avg/discipline',
        '/info/teams/lineups',
        '/info/teams/formation',
        '/info/h2h',
        '/info/fixtures',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/stats/live-stats/'))).toHaveLength(7);
    expect(paths.filter((path) => path.startsWith('/stats/season-avg/'))).toHaveLength(5);
    expect(paths).toHaveLength(37);
  });

  it.each(routeDefinitions)('has an English title for $path', ({ titleKey }) => {
    expect(translationExists(titleKey)).toBe(true);
  });
});
