import type { Position } from '../../../contract/vocabulary.ts';
import type { Player, Scenario } from '../scenario/schema.ts';

/**
 * The one small invented match for the feed's tests: 1-1, a penalty and a yellow card. Each side
 * has eleven starters and one substitute, player `<h|a><index>` in the position below.
 */
const squadPositions: readonly Position[] = [
  'goalkeeper',
  'sideBack',
  'defender',
  'defender',
  'sideBack',
  'defensiveMidfielder',
  'midfielder',
  'midfielder',
  'attacker',
  'striker',
  'attacker',
  'striker',
];
const squad = (prefix: string): Player[] =>
  squadPositions.map((position, index) => {
    const id = `${prefix}${index}`;
    return { id, name: id, shortName: id, number: 1, position, starter: index < 11 };
  });

export const tinyScenario: Scenario = {
  id: 'tiny',
  title: 'Home v Away',
  source: { facts: 'invented for tests' },
  competition: { id: 'test', name: 'Test League', season: '2024', round: '1' },
  kickoff: '2024-01-01T15:00:00Z',
  venue: { name: 'Ground', city: 'Town' },
  referee: 'Ref',
  home: { id: 'home', code: 'HOM', name: 'Home', formation: '4-4-2', players: squad('h') },
  away: { id: 'away', code: 'AWA', name: 'Away', formation: '4-4-2', players: squad('a') },
  periods: [
    { id: 'firstHalf', addedSeconds: 60 },
    { id: 'secondHalf', addedSeconds: 120 },
  ],
  events: [
    { period: 'firstHalf', second: 600, side: 'home', type: 'goal', playerId: 'h9' },
    { period: 'secondHalf', second: 300, side: 'away', type: 'goal', playerId: 'a9', penalty: true },
    { period: 'secondHalf', second: 400, side: 'away', type: 'card', playerId: 'a4', card: 'yellow' },
  ],
  seed: 7,
};
