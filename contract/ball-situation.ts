import { metrePitch } from './pitch.ts';
import type { Side } from './protocol.ts';

/**
 * The live tracker's rule for who has the ball and how dangerous their play is, from the latest
 * ball event alone (its kind, its actor's side and where it happened on the 0..100 grid from the
 * home side's goal line, as the feed's pitch events give it: where the ball is after it, the end
 * of a pass or carry, else where it happened):
 *
 * Possession
 * 1. A foul or an offside gives the ball to the other side (the free kick is theirs), and so does a
 *    player losing it (dispossessed, a miscontrol).
 * 2. A card or a substitution says nothing about the ball: possession and situation stay as they were.
 * 3. Any other event (pass, carry, shot, save, clearance, set piece…) leaves the ball with its actor's side.
 *
 * Situation of the side in possession ("forward" is how far the ball is towards the goal it attacks, 0..100)
 * 4. Danger: a shot or a goal, and a corner, wherever they are.
 * 5. Danger: a free kick in the final third (forward from two thirds on), or a foul there that gives
 *    one: the box is within a kick's reach.
 * 6. Danger: the ball in the final third's central zone, between the lines of the penalty area
 *    extended up the pitch (40.32 m of the 68 m width, Law 1).
 * 7. Attack: the ball in the opponent's half (forward from 50 on).
 * 8. Safe: the ball in the side's own half.
 */
export type Situation = 'safe' | 'attack' | 'danger';

/** What the rule reads of an event's kind: the tracker's kinds fall into these. */
export type SituationKind =
  | 'shot'
  | 'goal'
  | 'corner'
  | 'freeKick'
  | 'foul'
  | 'offside'
  | 'lostBall'
  | 'card'
  | 'substitution'
  /** Every other ball event: a pass, carry, reception, clearance, save, throw-in, goal kick… */
  | 'play';

export interface SituationEvent {
  kind: SituationKind;
  side: Side;
  /** 0..100 from the home side's goal line. */
  x: number;
  /** 0..100 across. */
  y: number;
}

export interface PlaySituation {
  side: Side;
  situation: Situation;
}

const finalThird = 200 / 3;
/** Half the penalty area's width as a share of the pitch's width, on the 0..100 grid. */
const centralHalfWidth = (metrePitch.penaltyAreaWidth / metrePitch.width / 2) * 100;

function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** How far towards the goal it attacks a side is at a point of the home side's grid. */
export function forwardOf(side: Side, x: number): number {
  return side === 'home' ? x : 100 - x;
}

/** Whether a point is in the central zone: between the penalty area's side lines, extended up the pitch. */
export function isCentral(y: number): boolean {
  return Math.abs(y - 50) <= centralHalfWidth;
}

/**
 * The side in possession and its situation after an event; `previous` is what held before it,
 * kept through events that say nothing about the ball (rule 2), null before any.
 */
export function situationAfter(event: SituationEvent, previous: PlaySituation | null): PlaySituation | null {
  if (event.kind === 'card' || event.kind === 'substitution') return previous;
  const side = event.kind === 'foul' || event.kind === 'offside' || event.kind === 'lostBall' ? otherSide(event.side) : event.side;
  const forward = forwardOf(side, event.x);
  const situation = situationOf(event.kind, forward, event.y);
  return { side, situation };
}

function situationOf(kind: SituationKind, forward: number, y: number): Situation {
  if (kind === 'shot' || kind === 'goal' || kind === 'corner') return 'danger';
  if ((kind === 'freeKick' || kind === 'foul') && forward >= finalThird) return 'danger';
  if (forward >= finalThird && isCentral(y)) return 'danger';
  if (forward >= 50) return 'attack';
  return 'safe';
}
