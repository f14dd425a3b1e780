import { describe, expect, it } from 'vitest';
import { stageLinkPath } from './stage-link.ts';

describe('stageLinkPath', () => {
  it('leads "Lineups available" to the line-ups when the availability lists them', () => {
    expect(stageLinkPath('lineupsAvailable', { paths: ['/scoreboard', '/info/teams/lineups'] })).toBe('/info/teams/lineups');
  });

  it('leads nowhere when the line-ups are not listed, the availability is not known yet, or at another stage', () => {
    expect(stageLinkPath('lineupsAvailable', { paths: ['/scoreboard', '/info/teams'] })).toBeNull();
    expect(stageLinkPath('lineupsAvailable', undefined)).toBeNull();
    expect(stageLinkPath('preview', { paths: ['/info/teams/lineups'] })).toBeNull();
    expect(stageLinkPath('inPlay', { paths: ['/info/teams/lineups'] })).toBeNull();
  });
});
