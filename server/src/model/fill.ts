import type { Position, Scenario, ScenarioEvent, Side } from '../scenario/schema.ts';
import { regularPeriodSeconds } from '../replay/timeline.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Where a scenario's facts stop (a facts-only file has goals, cards and substitutions but no
 * shots, corners or passing), a seeded model fills in the rest so that it agrees with the facts:
 * every goal is also a shot on target, chances cluster around goals, and a side that scored more
 * did not have the ball much less. A scenario that already carries shots or flow keeps its own.
 */

type FlowMinute = NonNullable<Scenario['flow']>[number];

/** Means per 90 minutes for one side, from top-flight averages. */
const per90 = { shots: 11.5, corners: 5, fouls: 11.5, offsides: 2 };

const shooterWeight: Record<Position, number> = {
  goalkeeper: 0,
  defender: 1,
  sideBack: 1.5,
  wingBack: 2,
  defensiveMidfielder: 2,
  midfielder: 4,
  attacker: 7,
  striker: 9,
};

function onPitchAt(scenario: Scenario, side: Side, period: string, second: number, order: string[]): string[] {
  // Players on the pitch for a side at a moment: starters, plus substitutes after they come on.
  const on = new Set(scenario[side].players.filter((player) => player.starter).map((player) => player.id));
  const moment = order.indexOf(period) * 10_000 + second;
  for (const event of scenario.events) {
    if (event.type !== 'substitution' || event.side !== side) continue;
    if (order.indexOf(event.period) * 10_000 + event.second > moment) continue;
    on.delete(event.offId);
    on.add(event.onId);
  }
  return [...on];
}

function weightedPlayer(scenario: Scenario, side: Side, candidates: string[], random: Random): string {
  const players = scenario[side].players.filter((player) => candidates.includes(player.id));
  const total = players.reduce((sum, player) => sum + shooterWeight[player.position], 0);
  let roll = random.next() * total;
  for (const player of players) {
    roll -= shooterWeight[player.position];
    if (roll < 0) return player.id;
  }
  return players.at(-1)!.id;
}

export interface FilledScenario {
  events: ScenarioEvent[];
  flow: FlowMinute[];
}

export function fillScenario(scenario: Scenario): FilledScenario {
  const random = createRandom(scenario.seed);
  const order = scenario.periods.map((period) => period.id);
  const playing = scenario.periods.filter((period) => period.id !== 'penaltyShootout');
  const lengthOf = (id: (typeof playing)[number]['id']) =>
    regularPeriodSeconds[id] + (scenario.periods.find((period) => period.id === id)?.addedSeconds ?? 0);
  const totalSeconds = playing.reduce((sum, period) => sum + lengthOf(period.id), 0);
  const share = totalSeconds / 5400;
  const has = (type: ScenarioEvent['type']) => scenario.events.some((event) => event.type === type);
  const goals = (side: Side) => scenario.events.filter((event) => event.type === 'goal' && event.side === side).length;
  // A side's share of play: nudged by the result so the model does not contradict it.
  const homeStrength = Math.min(0.68, Math.max(0.32, 0.5 + (goals('home') - goals('away')) * 0.04 + (random.next() - 0.5) * 0.16));
  const strength: Record<Side, number> = { home: homeStrength, away: 1 - homeStrength };

  const randomMoment = () => {
    let roll = random.next() * totalSeconds;
    for (const period of playing) {
      const length = lengthOf(period.id);
      if (roll < length) return { period: period.id, second: Math.floor(roll) };
      roll -= length;
    }
    return { period: playing[0]!.id, second: 0 };
  };

  const events: ScenarioEvent[] = [...scenario.events];
  const sides: Side[] = ['home', 'away'];

  // Goals get the shot details the facts lack.
  for (const [index, event] of events.entries()) {
    if (event.type !== 'goal') continue;
    const xg = event.xg ?? (event.penalty ? 0.76 : Math.round((0.08 + random.next() * 0.45) * 100) / 100);
    const location = event.location ?? (event.penalty ? { x: 88.5, y: 50 } : { x: 80 + random.next() * 15, y: 30 + random.next() * 40 });
    events[index] = { ...event, xg, location };
  }

  if (!has('shot')) {
    for (const side of sides) {
      const count = random.poisson(per90.shots * share * (0.6 + strength[side] * 0.8));
      for (let shot = 0; shot < count; shot += 1) {
        const moment = randomMoment();
        const onPitch = onPitchAt(scenario, side, moment.period, moment.second, order);
        const roll = random.next();
        const outcome = roll < 0.33 ? 'saved' : roll < 0.72 ? 'offTarget' : roll < 0.96 ? 'blocked' : 'woodwork';
        const x = 70 + random.next() * 28;
        events.push({
          ...moment,
          side,
          type: 'shot',
          playerId: weightedPlayer(scenario, side, onPitch, random),
          outcome,
          bodyPart: random.next() < 0.18 ? 'head' : random.next() < 0.7 ? 'rightFoot' : 'leftFoot',
          pattern: random.pick(['regularPlay', 'regularPlay', 'regularPlay', 'fastBreak', 'setPiece', 'fromCorner'] as const),
          xg: Math.round(Math.max(0.01, Math.min(0.6, (x - 68) / 60 + random.next() * 0.08)) * 100) / 100,
          location: { x, y: 25 + random.next() * 50 },
        });
      }
    }
  }
  const addCounted = (type: 'corner' | 'foul' | 'offside', mean: number, bias: (side: Side) => number) => {
    if (has(type)) return;
    for (const side of sides) {
      const count = random.poisson(mean * share * bias(side));
      for (let index = 0; index < count; index += 1) events.push({ ...randomMoment(), side, type } as ScenarioEvent);
    }
  };
  addCounted('corner', per90.corners, (side) => 0.6 + strength[side] * 0.8);
  addCounted('foul', per90.fouls, (side) => 1.4 - strength[side] * 0.8);
  addCounted('offside', per90.offsides, (side) => 0.6 + strength[side] * 0.8);

  const flow =
    scenario.flow ??
    modelFlow(
      playing.map((period) => ({ id: period.id, minutes: Math.ceil(lengthOf(period.id) / 60) })),
      strength,
      events,
      random,
    );
  return { events, flow };
}

function modelFlow(
  periods: Array<{ id: FlowMinute['period']; minutes: number }>,
  strength: Record<Side, number>,
  events: ScenarioEvent[],
  random: Random,
): FlowMinute[] {
  const flow: FlowMinute[] = [];
  for (const period of periods) {
    for (let minute = 0; minute < period.minutes; minute += 1) {
      const chances = (side: Side) =>
        events.filter(
          (event) =>
            event.side === side &&
            event.period === period.id &&
            Math.floor(event.second / 60) === minute &&
            (event.type === 'shot' || event.type === 'goal' || event.type === 'corner'),
        ).length;
      const sideMinute = (side: Side) => {
        const passes = random.poisson(10 * strength[side] + 0.5);
        const passesCompleted = Math.min(passes, Math.round(passes * (0.72 + strength[side] * 0.25 + (random.next() - 0.5) * 0.1)));
        const dangerousAttacks = random.poisson(0.35 * strength[side] * 2) + chances(side);
        return {
          passes,
          passesCompleted,
          touches: passes + random.poisson(4 * strength[side] + 1),
          attacks: random.poisson(1.1 * strength[side] * 2) + dangerousAttacks,
          dangerousAttacks,
        };
      };
      flow.push({ period: period.id, minute, home: sideMinute('home'), away: sideMinute('away') });
    }
  }
  return flow;
}
