import type { Position } from '../../../../contract/vocabulary.ts';
import type { Player, Scenario } from '../../scenario/schema.ts';
import { scenarioSchema } from '../../scenario/schema.ts';

/**
 * A made-up match small enough to read: two squads of eleven starters and four substitutes,
 * parsed with the real scenario schema so the fixture cannot drift from the format.
 */

type SquadEntry = [number, string, Position];

const squad = (prefix: string, starters: readonly SquadEntry[], bench: readonly SquadEntry[]): Player[] =>
  [...starters.map((entry) => [entry, true] as const), ...bench.map((entry) => [entry, false] as const)].map(
    ([[number, name, position], starter]) => ({
      id: `${prefix}-${number}`,
      name,
      shortName: name.split(' ').at(-1) ?? name,
      number,
      position,
      starter,
    }),
  );

export const tinyScenario: Scenario = scenarioSchema.parse({
  id: 'tiny-derby',
  title: 'Northbridge Rovers v Southport Athletic',
  source: { facts: 'hand-made test fixture' },
  competition: { id: 'test-league', name: 'Test League', season: '2024/25', round: 'Matchday 1' },
  kickoff: '2024-08-17T14:00:00Z',
  venue: { name: 'Riverside Park', city: 'Northbridge' },
  referee: 'Alex Whistle',
  home: {
    id: 'nbr',
    code: 'NBR',
    name: 'Northbridge Rovers',
    formation: '4-3-3',
    players: squad(
      'nbr',
      [
        [1, 'Gary Gloves', 'goalkeeper'],
        [2, 'Ray Right', 'sideBack'],
        [3, 'Len Left', 'sideBack'],
        [4, 'Colin Centre', 'defender'],
        [5, 'Harry Header', 'defender'],
        [6, 'Dan Anchor', 'defensiveMidfielder'],
        [8, 'Mo Engine', 'midfielder'],
        [10, 'Pete Playmaker', 'midfielder'],
        [7, 'Will Winger', 'attacker'],
        [11, 'Fred Flank', 'attacker'],
        [9, 'Sam Striker', 'striker'],
      ],
      [
        [13, 'Ken Keeper', 'goalkeeper'],
        [14, 'Bob Backup', 'defender'],
        [16, 'Mick Midfield', 'midfielder'],
        [19, 'Joe Poacher', 'striker'],
      ],
    ),
  },
  away: {
    id: 'spa',
    code: 'SPA',
    name: 'Southport Athletic',
    formation: '4-4-2',
    players: squad(
      'spa',
      [
        [1, 'Nick Netminder', 'goalkeeper'],
        [2, 'Tom Tackle', 'sideBack'],
        [3, 'Ian Overlap', 'wingBack'],
        [5, 'Stan Stopper', 'defender'],
        [6, 'Vic Wall', 'defender'],
        [4, 'Carl Holder', 'defensiveMidfielder'],
        [8, 'Andy Box', 'midfielder'],
        [7, 'Ed Wide', 'attacker'],
        [11, 'Lou Byline', 'attacker'],
        [9, 'Max Target', 'striker'],
        [10, 'Zak Finisher', 'striker'],
      ],
      [
        [12, 'Olly Spare', 'goalkeeper'],
        [15, 'Greg Cover', 'defender'],
        [17, 'Tim Runner', 'midfielder'],
        [20, 'Rob Impact', 'striker'],
      ],
    ),
  },
  periods: [
    { id: 'firstHalf', addedSeconds: 60 },
    { id: 'secondHalf', addedSeconds: 240 },
  ],
  events: [],
  seed: 20240817,
});
