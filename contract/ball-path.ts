import * as z from 'zod/mini';
import { periodIds, shotOutcomes, sides } from './vocabulary.ts';

/**
 * The live tracker's socket message, `ballPath` (docs/feed-protocol.md, "Ball path"): the ball's
 * way through the match as it happens, one step per StatsBomb event that has a location, at the
 * place and moment StatsBomb records it. The feed sends the steps of each tick in one message (all
 * of one period, in StatsBomb's order), and on connect a snapshot message with the last few steps,
 * so a tracker opened mid-match puts the ball where play is. A match without event data (the 2022
 * final) sends none.
 *
 *     { "type": "ballPath", "value": { "period": "firstHalf", "steps": [
 *       { "id": 412, "second": 611.4, "kind": "pass", "side": "home", "x": 38.2, "y": 61.3,
 *         "endX": 55.8, "endY": 80, "player": "Sergio Busquets" } ] }, "seq": 1205 }
 *
 * Places are on the grid of `pitchEvent` (contract/protocol.ts): 0..100 both ways, x from the home
 * side's goal line towards the away side's, y across from the home side's left touchline (as seen
 * from the home goal, attacking), one decimal. StatsBomb draws each event in its actor's attacking
 * direction; the feed turns an away side's event round, so home and away share one frame for the
 * whole match (the sides do not change ends on this grid at half time).
 *
 * Not steps: events without a location (substitutions, a card for dissent, a half's start and
 * end), which reach the widget as `incident` messages; and events that place a player rather than
 * the ball (pressure, a foul won, being dribbled past, which repeat another event's spot).
 */

/**
 * What happened at a step. The set a tracker draws: the ball's moves (pass, carry, reception),
 * the restarts (each a pass of its kind: its end is where the ball went), shots and goals, and the
 * defending and refereeing moments that stop or turn play.
 */
export const ballStepKinds = [
  /** A pass in open play; `endX`/`endY` where it was aimed, `outcome` when it did not arrive. */
  'pass',
  /** A player running with the ball from `x`/`y` to `endX`/`endY`. */
  'carry',
  /** A pass received (a team-mate's pass arriving at this spot; `outcome` `lost` when it was not controlled). */
  'reception',
  /** The restarts, each played as a pass: `endX`/`endY` where it went. */
  'kickOff',
  'corner',
  'freeKick',
  'throwIn',
  'goalKick',
  /** A shot (free kicks and penalties shot at goal included); `outcome` always, `endX`/`endY` where it ended. */
  'shot',
  /** A defender's touch into his own goal: `side` is the defender's; the goal counts for the other side. */
  'ownGoal',
  /** A dribble past an opponent (`outcome` `lost` when it failed). */
  'dribble',
  /** A tackle or a 50/50 contest for the ball (`side` the player who went in). */
  'duel',
  'interception',
  'clearance',
  'block',
  /** A loose ball won back. */
  'recovery',
  /** A player losing the ball: dispossessed or a miscontrol. */
  'lostBall',
  /** The goalkeeper's save of a shot. */
  'save',
  /** Any other goalkeeper action with the ball: a catch, a punch, a claim. */
  'keeper',
  /** A foul committed (`side` the offender's), with `card` when the referee showed one for it. */
  'foul',
  /** A player caught offside (`side` the attacker's); most offsides are instead a pass's `outcome`. */
  'offside',
] as const;
export type BallStepKind = (typeof ballStepKinds)[number];

/**
 * Every `outcome` a step can have: a shot's (vocabulary.ts, as `/live_stats` counts it: on target
 * = goal or saved); `lost` for a pass, reception, dribble, duel or recovery that did not come off;
 * `offside` for a pass whose receiver was caught offside.
 */
export const ballStepOutcomes = [...shotOutcomes, 'lost', 'offside'] as const;

const place = z.number().check(z.minimum(0), z.maximum(100));

export const ballStepSchema = z.object({
  /** StatsBomb's `index` of the event: short, unique within the match and in the order of play. */
  id: z.int().check(z.minimum(0)),
  /** Seconds since the period's start, to the tenth (StatsBomb's `timestamp`), as the replay's clock counts. */
  second: z.number().check(z.minimum(0)),
  kind: z.enum(ballStepKinds),
  /** The side whose player acted (for `ownGoal`, the defender's). */
  side: z.enum(sides),
  /** Where it happened: where the pass, carry or shot started. */
  x: place,
  y: place,
  /** Where the ball went, for an event that moves it (pass and restarts, carry, shot); absent otherwise. */
  endX: z.optional(place),
  endY: z.optional(place),
  /** The player's short name, as the line-ups give it; absent when StatsBomb names nobody. */
  player: z.optional(z.string()),
  /** A shot's outcome (always present on `shot`); `lost` when a pass, reception, dribble, duel or recovery failed; `offside` on such a pass. */
  outcome: z.optional(z.enum(ballStepOutcomes)),
  /** On a `foul`: the card it earned. */
  card: z.optional(z.enum(['yellow', 'secondYellow', 'red'])),
});
export type BallStep = z.infer<typeof ballStepSchema>;

/** The value of a `ballPath` message: one period's steps, in order (a tick that crosses a period sends two). */
export const ballPathSchema = z.object({
  period: z.enum(periodIds),
  steps: z.array(ballStepSchema).check(z.minLength(1)),
});
export type BallPath = z.infer<typeof ballPathSchema>;

/** One minute of the tracker's momentum (contract/ball-momentum.ts gives the rule). */
export const ballMomentumMinuteSchema = z.object({
  period: z.enum(periodIds),
  index: z.int().check(z.minimum(0)),
  home: z.number().check(z.minimum(0)),
  away: z.number().check(z.minimum(0)),
});
/** `index`: minutes from the match's start on the clock, 0 for the first (45 is the first half's 46th, in added time, and the second half's first). */
export type BallMomentumMinute = z.infer<typeof ballMomentumMinuteSchema>;

/**
 * `GET /ball_path/{eventId}`: what a tracker opened mid-match needs at once, since the socket's
 * snapshot (with the last steps) came before its lazy chunk listened. `recent` is every step of
 * the last stretch of play, in order, as `ballPath` values (at least the last 8 steps, and all of
 * the last 30 match seconds, at most 60): the tracker folds it in, then skips a live message's
 * steps it already holds (by their ids, which are in the order of play). `told` is the few steps
 * before that stretch the ticker tells (shots with their saves, corners, free kicks, fouls,
 * offsides, own goals), so its last lines are there too. `momentum` covers every minute played so
 * far, by the rule of ball-momentum.ts. A match without event data answers all three empty.
 */
export const ballPathAnswerSchema = z.object({
  told: z.array(ballPathSchema),
  recent: z.array(ballPathSchema),
  momentum: z.array(ballMomentumMinuteSchema),
});
export type BallPathAnswer = z.infer<typeof ballPathAnswerSchema>;

/** The steps the tracker's ticker tells, or that name someone on a told line (the save of a shot). */
export function isToldStep(step: BallStep): boolean {
  if (step.kind === 'pass') return step.outcome === 'offside';
  return ['shot', 'ownGoal', 'save', 'corner', 'freeKick', 'foul', 'offside'].includes(step.kind);
}
