import type { ContestStatistic } from '../../../contract/vocabulary.ts';
import type { StatsBombEvent } from './input.ts';

/**
 * Crosses, tackles, interceptions, clearances and duels, counted for the side of the player who
 * acts, from that player's own event (docs/feed-protocol.md, "Contests"). The rules:
 *
 * - a cross is a Pass with StatsBomb's `cross` flag that is not a corner kick (broadcast feeds
 *   count corners apart); it is accurate when it reaches a team-mate (no pass outcome);
 * - a tackle is a Duel of type Tackle, whatever became of the ball: the tackler got a foot to it,
 *   as Opta counts a tackle. A player beaten by a dribble ("Dribbled Past") has made no tackle;
 * - an interception is an Interception event, or a Pass of type Interception (StatsBomb records a
 *   first-time pass that cuts out the opponent's ball as the pass alone);
 * - a clearance is a Clearance event;
 * - an aerial duel is won when the player's pass, shot, clearance or miscontrol carries
 *   `aerial_won`, and lost when StatsBomb records a Duel of type Aerial Lost;
 * - a duel is an aerial duel or a ground duel: a tackle (won when the outcome is Won or a
 *   Success), a dribble (won when Complete), being dribbled past (lost) or a 50/50 (won when Won
 *   or Success To Team).
 *
 * Each side counts the duels its players were in, so both sides count most contests once each.
 */

/** The contests counted per minute and side in the scenario's flow (event data only), named as the protocol names them. */
export type ContestCounts = Record<ContestStatistic, number>;

const wonTackle = new Set(['Won', 'Success', 'Success In Play', 'Success Out']);
const won5050 = new Set(['Won', 'Success To Team']);

function wonAerial(event: StatsBombEvent): boolean {
  if (event.kind === 'Pass') return event.pass.aerial_won === true;
  if (event.kind === 'Shot') return event.shot.aerial_won === true;
  return event.clearance?.aerial_won === true || event.miscontrol?.aerial_won === true;
}

/** What one event adds to its side's counts; only the counts it touches are present. */
export function contestsOf(event: StatsBombEvent): Partial<ContestCounts> {
  const counts: Partial<ContestCounts> = {};
  const add = (key: keyof ContestCounts) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  const duel = (won: boolean) => {
    add('duels');
    if (won) add('duelsWon');
  };
  if (event.kind === 'Pass') {
    if (event.pass.cross === true && event.pass.type?.name !== 'Corner') {
      add('crosses');
      if (!event.pass.outcome) add('accurateCrosses');
    }
    if (event.pass.type?.name === 'Interception') add('interceptions');
  }
  if (wonAerial(event)) {
    add('aerialDuels');
    add('aerialDuelsWon');
    duel(true);
  }
  switch (event.type.name) {
    case 'Duel':
      if (event.duel?.type.name === 'Tackle') {
        add('tackles');
        duel(wonTackle.has(event.duel.outcome?.name ?? ''));
      } else if (event.duel?.type.name === 'Aerial Lost') {
        add('aerialDuels');
        duel(false);
      }
      break;
    case 'Dribble':
      duel(event.dribble?.outcome?.name === 'Complete');
      break;
    case 'Dribbled Past':
      duel(false);
      break;
    case '50/50':
      duel(won5050.has(event['50_50']?.outcome.name ?? ''));
      break;
    case 'Interception':
      add('interceptions');
      break;
    case 'Clearance':
      add('clearances');
      break;
  }
  return counts;
}
