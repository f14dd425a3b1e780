import type { Side } from '../../../../contract/protocol.ts';
import type { LayoutPlayer, PitchMarks } from '../../../rules/formation-layout.ts';
import { teamPitchNames } from '../../../rules/pitch-names.ts';
import type { PitchPlayer } from './lineup-view.ts';

/** Which picture the formation screen draws: the Starting XI (the default) or the shape now. */
export type FormationView = 'starting' | 'current';

/**
 * The marks a player carries on the pitch: his goals and own goals, his card (a player sent off is
 * only in the Starting XI), the captain's armband, and in the Starting XI the minute he went off,
 * in the current shape the minute he came on.
 */
export function pitchMarksOf(player: PitchPlayer, view: FormationView): PitchMarks {
  const card = player.redCard ? (player.secondYellow ? 'secondYellow' : 'red') : player.yellowCards > 0 ? 'yellow' : null;
  const substitution =
    view === 'starting' ? (player.wentOffMinute !== undefined ? 'off' : null) : player.cameOnMinute !== undefined ? 'on' : null;
  return { goals: player.goals, ownGoals: player.ownGoals, card, substitution, captain: player.captain };
}

/** Both teams' players as the layout takes them, each named by the names rule among his own team. */
export function layoutPlayers(teams: ReadonlyArray<{ side: Side; players: readonly PitchPlayer[] }>, view: FormationView): LayoutPlayer[] {
  return teams.flatMap(({ side, players }) => {
    const names = teamPitchNames(players);
    return players.map((player) => ({
      id: player.id,
      side,
      slot: { x: player.x, y: player.y },
      name: names.get(player.id)!,
      marks: pitchMarksOf(player, view),
    }));
  });
}
