import type { CompiledMatch } from '../match/compile.ts';
import { playerIdentity, playersAt, type PlayerMatch } from './players.ts';
import type { InjectedGoal } from './shots.ts';

/**
 * Match points: a rule of our own, in the manner of fantasy football scoring, worked out from
 * StatsBomb's match events. They are not Opta's (Opta Points are Opta's, and their formula is not
 * public); only the route keeps the old name, `/opta_points` and `/stats/opta-points`. Each line
 * of the rule below is both the words a fan reads and the sum we compute, so the two cannot part;
 * points-rule.test.ts tests each line, and the widget's English text of the rule against it.
 */

/** What the rule reads of a player's match (PlayerMatch has it all). */
export type PointsInput = Pick<
  PlayerMatch,
  | 'position'
  | 'onAt'
  | 'minutes'
  | 'goals'
  | 'assists'
  | 'shotsOnTarget'
  | 'goalsConceded'
  | 'yellowCards'
  | 'redCards'
  | 'ownGoals'
  | 'penaltiesMissed'
>;

type Group = 'keeperOrDefender' | 'midfielder' | 'forward';

function groupOf(position: string): Group {
  if (['goalkeeper', 'defender', 'sideBack', 'wingBack'].includes(position)) return 'keeperOrDefender';
  if (['attacker', 'striker'].includes(position)) return 'forward';
  return 'midfielder';
}

/** Minutes on the match clock (minutes.ts) that earn the longer appearance and a clean sheet. */
export const longAppearanceMinutes = 60;

interface RuleLine {
  /** The breakdown's name for the points of this line. */
  part: string;
  /** The line as a fan reads it, in English (the widget's locales word it in every language). */
  text: string;
  points(player: PointsInput, group: Group): number;
}

const byGroup = (group: Group, points: Record<Group, number>) => points[group];
const long = (player: PointsInput) => player.minutes >= longAppearanceMinutes;

export const pointsRuleLines: readonly RuleLine[] = [
  {
    part: 'appearance',
    text: 'Playing 1, or 2 for 60 minutes or more on the match clock (added time not counted)',
    points: (player) => (player.onAt === null ? 0 : long(player) ? 2 : 1),
  },
  {
    part: 'goals',
    text: 'goal 6 (goalkeeper, defender), 5 (midfielder), 4 (forward)',
    points: (player, group) => player.goals * byGroup(group, { keeperOrDefender: 6, midfielder: 5, forward: 4 }),
  },
  { part: 'assists', text: 'assist 3', points: (player) => player.assists * 3 },
  {
    part: 'shotsOnTarget',
    text: 'shot on target that is not a goal 1',
    points: (player) => player.shotsOnTarget - player.goals,
  },
  {
    part: 'cleanSheet',
    text: 'no goal conceded while on the pitch, over 60 minutes or more, 4 (goalkeeper, defender), 1 (midfielder)',
    points: (player, group) =>
      long(player) && player.goalsConceded === 0 ? byGroup(group, { keeperOrDefender: 4, midfielder: 1, forward: 0 }) : 0,
  },
  {
    part: 'goalsConceded',
    text: 'every 2 goals conceded while on the pitch -1 (goalkeeper, defender)',
    points: (player, group) => (group === 'keeperOrDefender' ? -Math.floor(player.goalsConceded / 2) : 0),
  },
  {
    part: 'cards',
    text: 'yellow card -1; sent off (straight red or second yellow) -3 in all, yellow cards included',
    points: (player) => (player.redCards > 0 ? -3 : -player.yellowCards),
  },
  { part: 'ownGoals', text: 'own goal -2', points: (player) => -2 * player.ownGoals },
  { part: 'penaltiesMissed', text: 'penalty missed in play -2', points: (player) => -2 * player.penaltiesMissed },
];

/** The rule as served in every answer and shown on the page, line by line. */
export const pointsRule = `${pointsRuleLines.map((line) => line.text).join('; ')}.`;

/** A player's points and, by line of the rule, where they came from (lines worth nothing left out). */
export function matchPoints(player: PointsInput): { points: number; breakdown: Record<string, number> } {
  const group = groupOf(player.position);
  const parts = pointsRuleLines.map((line) => [line.part, line.points(player, group)] as const);
  return {
    points: parts.reduce((sum, [, value]) => sum + value, 0),
    breakdown: Object.fromEntries(parts.filter(([, value]) => value !== 0)),
  };
}

/** Every player who has been on the pitch by `second`, best first (ties by name). */
export function matchPointsAt(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []) {
  return {
    rule: pointsRule,
    players: playersAt(match, second, injected)
      .filter((player) => player.onAt !== null)
      .map((player) => ({ ...playerIdentity(player), ...matchPoints(player) }))
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name)),
  };
}
