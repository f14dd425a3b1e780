import type { CompiledMatch } from '../replay/compile.ts';
import { playerIdentity, playersAt, type PlayerMatch } from './players.ts';
import type { InjectedGoal } from './shots.ts';

/**
 * Our Opta-style points, in the manner of fantasy football scoring (the real Opta Points formula
 * is not public): what a player did in this match, weighted by position where football weighs it.
 */
export const optaPointsRule =
  'Appearance 1, 60+ minutes 1 more; goal 6 (goalkeeper, defender), 5 (midfielder), 4 (forward); assist 3; ' +
  'shot on target 1; clean sheet over 60+ minutes 4 (goalkeeper, defender), 1 (midfielder); ' +
  'every 2 goals conceded -1 (goalkeeper, defender); yellow card -1; red card -3; own goal -2; penalty missed -2.';

type Group = 'keeperOrDefender' | 'midfielder' | 'forward';

function groupOf(position: string): Group {
  if (['goalkeeper', 'defender', 'sideBack', 'wingBack'].includes(position)) return 'keeperOrDefender';
  if (['attacker', 'striker'].includes(position)) return 'forward';
  return 'midfielder';
}

export function optaPoints(player: PlayerMatch, goalsConceded: number): { points: number; breakdown: Record<string, number> } {
  const group = groupOf(player.position);
  const fullMatch = player.secondsPlayed >= 60 * 60;
  const breakdown: Record<string, number> = {
    appearance: player.secondsPlayed > 0 ? (fullMatch ? 2 : 1) : 0,
    goals: player.goals * { keeperOrDefender: 6, midfielder: 5, forward: 4 }[group],
    assists: player.assists * 3,
    shotsOnTarget: player.shotsOnTarget - player.goals,
    cleanSheet: fullMatch && goalsConceded === 0 ? { keeperOrDefender: 4, midfielder: 1, forward: 0 }[group] : 0,
    goalsConceded: group === 'keeperOrDefender' && player.secondsPlayed > 0 ? -Math.floor(goalsConceded / 2) : 0,
    cards: -(player.yellowCards - player.redCards) - player.redCards * 3,
    ownGoals: -2 * player.ownGoals,
    penaltiesMissed: -2 * player.penaltiesMissed,
  };
  const points = Object.values(breakdown).reduce((sum, value) => sum + value, 0);
  return { points, breakdown: Object.fromEntries(Object.entries(breakdown).filter(([, value]) => value !== 0)) };
}

/** Every player who has been on the pitch by `second`, best first (ties by name). */
export function optaPointsAt(
  match: CompiledMatch,
  second: number,
  score: { home: number; away: number },
  injected: readonly InjectedGoal[] = [],
) {
  const conceded = { home: score.away, away: score.home };
  return {
    rule: optaPointsRule,
    players: playersAt(match, second, injected)
      .filter((player) => player.onAt !== null)
      .map((player) => {
        const { points, breakdown } = optaPoints(player, conceded[player.side]);
        return { ...playerIdentity(player), points, breakdown };
      })
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name)),
  };
}
