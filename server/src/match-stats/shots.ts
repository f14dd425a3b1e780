import type { ShotMarker } from '../../../contract/match-data.ts';
import type { PeriodId, Side } from '../../../contract/protocol.ts';
import type { CompiledMatch, TimedEvent } from '../match/compile.ts';
import type { ScenarioEvent } from '../scenario/schema.ts';
import { momentAt, shownMinute } from './moments.ts';

/**
 * Every shot of the match up to a moment, once: the shot map, the summary's shot counts, the xG
 * timeline and the players' shots are all read from this list. A goal is a shot (an own goal is
 * not); a goal fired through the control API is a shot on target of the side, with no xG, taken
 * by the scorer the call named, if any.
 */

/** A goal fired through the control API, at a moment of the replay. */
export interface InjectedGoal {
  id: string;
  at: number;
  side: Side;
  /** The scorer the control call named (a player on the pitch for `side` then); none says "a goal for the side". */
  playerId?: string;
}

export interface Shot extends ShotMarker {
  /** Seconds from kick-off. */
  at: number;
  /** Seconds from the start of `period`. */
  secondInPeriod: number;
  onTarget: boolean;
  penalty: boolean;
}

type ShotLike = Extract<ScenarioEvent, { type: 'shot' | 'goal' }>;

const isShot = (event: ScenarioEvent): event is ShotLike => event.type === 'shot' || (event.type === 'goal' && !event.ownGoal);

/** Where a shot is taken from when the source does not say: the edge of the box, in the middle. */
const unknownSpot = { x: 85, y: 50 };
const penaltySpot = { x: 90, y: 50 };

export const isInsideBox = (spot: { x: number; y: number }) => spot.x >= 85 && spot.y >= 22.5 && spot.y <= 77.5;

function shotTypeOf(event: ShotLike): ShotMarker['shotType'] {
  if (event.penalty || event.pattern === 'penalty') return 'penalty';
  if (event.pattern === 'directFreeKick') return 'freeKick';
  return 'openPlay';
}

function shotOf(match: CompiledMatch, timed: TimedEvent & { event: ShotLike }): Shot {
  const { event } = timed;
  const penalty = shotTypeOf(event) === 'penalty';
  const spot = event.location ?? (penalty ? penaltySpot : unknownSpot);
  const outcome = event.type === 'goal' ? 'goal' : event.outcome;
  return {
    id: timed.id,
    at: timed.at,
    side: event.side,
    period: event.period,
    secondInPeriod: event.second,
    ...shownMinute({ period: event.period, secondInPeriod: event.second }),
    playerId: event.playerId,
    playerName: match.players.get(event.playerId)?.shortName ?? event.playerId,
    outcome,
    onTarget: outcome === 'goal' || outcome === 'saved',
    penalty,
    xg: event.xg ?? 0,
    shotType: shotTypeOf(event),
    ...(event.bodyPart ? { bodyPart: event.bodyPart } : {}),
    ...(event.pattern ? { pattern: event.pattern } : {}),
    insideBox: isInsideBox(spot),
    x: spot.x,
    y: spot.y,
  };
}

function injectedShot(match: CompiledMatch, goal: InjectedGoal): Shot {
  const moment = momentAt(match, goal.at);
  return {
    id: `i${goal.id}`,
    at: goal.at,
    side: goal.side,
    period: moment.period as PeriodId,
    secondInPeriod: moment.secondInPeriod,
    ...shownMinute(moment),
    ...(goal.playerId ? { playerId: goal.playerId } : {}),
    playerName: (goal.playerId && match.players.get(goal.playerId)?.shortName) || match.scenario[goal.side].name,
    outcome: 'goal',
    onTarget: true,
    penalty: false,
    xg: 0,
    shotType: 'openPlay',
    insideBox: true,
    x: 90,
    y: 50,
  };
}

/** The shots taken by `second`, in time order. */
export function shotsUntil(match: CompiledMatch, second: number, injected: readonly InjectedGoal[] = []): Shot[] {
  const shots: Shot[] = [];
  for (const timed of match.events) {
    if (timed.at > second) break;
    if (isShot(timed.event)) shots.push(shotOf(match, timed as TimedEvent & { event: ShotLike }));
  }
  for (const goal of injected) if (goal.at <= second) shots.push(injectedShot(match, goal));
  return shots.sort((a, b) => a.at - b.at);
}

/** The shot as the shot map answers it: the contract's fields only. */
export function shotMarker(shot: Shot): ShotMarker {
  const { at: _at, secondInPeriod: _secondInPeriod, onTarget: _onTarget, penalty: _penalty, ...marker } = shot;
  return marker;
}

/** Expected goals to the hundredth, summed from the raw values (never from rounded running totals). */
export const xgTotal = (shots: readonly Pick<Shot, 'xg'>[]) => Math.round(shots.reduce((sum, shot) => sum + shot.xg, 0) * 100) / 100;
