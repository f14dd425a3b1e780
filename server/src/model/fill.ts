import type { Position, Scenario, ScenarioEvent, Side } from '../scenario/schema.ts';
import { regularPeriodSeconds } from '../replay/timeline.ts';
import { contestKeys } from '../statsbomb/contests.ts';
import { createRandom, type Random } from './random.ts';

/**
 * What a scenario's facts do not cover, filled in by a seeded model that agrees with them. The
 * rule is coverage, never overwriting:
 *
 * - shots: a scenario with event data (a `flow`) or with any shot carries every shot it had, so
 *   nothing is added. Otherwise the model adds the misses around the goals: to the `published`
 *   team totals when the scenario has them (shots, on target, xG, possession), else in the
 *   bands of top-flight averages (`per90`, `modelXg`);
 * - goals keep their own xg and location; a goal without them gets the model's;
 * - corners, fouls, offsides: carried as events, or as counts per minute in the flow (then each
 *   becomes an event of that minute, spread over it), else modelled;
 * - the per-minute flow (passes, touches, attacks, possession) is the scenario's, else modelled;
 * - crosses, tackles, interceptions, clearances and duels in each minute of the flow: the
 *   scenario's counts where it has them, else modelled in the bands of `contestsPer90`, from a
 *   random stream of their own so that adding them changed no other modelled figure.
 *
 * The same scenario and seed give the same match.
 */

type FlowMinute = NonNullable<Scenario['flow']>[number];
type ShotEvent = Extract<ScenarioEvent, { type: 'shot' }>;
type GoalEvent = Extract<ScenarioEvent, { type: 'goal' }>;

/** Means per 90 minutes for one side, from top-flight averages (FBref's league averages are 11 to 13 shots). */
export const per90 = { shots: 11.5, corners: 5, fouls: 11.5, offsides: 2 };
/**
 * Contests per 90 minutes, from top-flight averages (Opta's league figures, rounded): each side's
 * crosses (corners apart), tackles, interceptions and clearances, scaled by its share of play
 * (crosses rise with it, the defensive actions fall), and the duels of the match, ground and
 * aerial, in each of which both sides take part. About a quarter of crosses find a team-mate.
 */
export const contestsPer90 = {
  crosses: 13,
  crossAccuracy: 0.25,
  tackles: 16,
  interceptions: 10,
  clearances: 18,
  groundDuels: 60,
  aerialDuels: 25,
};

/** A penalty's xG, as StatsBomb values it. */
export const penaltyXg = 0.76;

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

const round2 = (value: number) => Math.round(value * 100) / 100;

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

/**
 * A modelled shot's spot and xG: most shots come from the edge of the box, few from close in, and
 * xG rises steeply near goal. Mean about 0.11 per shot, the top-flight average.
 */
export function modelXg(random: Random): { xg: number; location: { x: number; y: number } } {
  const closeness = random.next() ** 1.6;
  const x = 72 + closeness * 26;
  const y = 50 + (random.next() - 0.5) * (60 - closeness * 30);
  const xg = Math.max(0.01, Math.min(0.75, 0.015 + 0.45 * closeness ** 3 + random.next() * 0.03));
  return { xg: round2(xg), location: { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 } };
}

export interface FilledScenario {
  events: ScenarioEvent[];
  flow: FlowMinute[];
}

/** Corners, fouls and offsides counted per minute in the flow, as events spread over their minute. */
function eventsFromCounts(flow: readonly FlowMinute[]): ScenarioEvent[] {
  const events: ScenarioEvent[] = [];
  const types = { corners: 'corner', fouls: 'foul', offsides: 'offside' } as const;
  for (const row of flow) {
    for (const side of ['home', 'away'] as const) {
      for (const [key, type] of Object.entries(types) as Array<[keyof typeof types, (typeof types)[keyof typeof types]]>) {
        const count = row[side][key] ?? 0;
        for (let index = 0; index < count; index += 1) {
          events.push({ period: row.period, second: row.minute * 60 + Math.floor(((index + 0.5) * 60) / count), side, type });
        }
      }
    }
  }
  return events;
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
  // A side's share of play: the published possession when there is one, else nudged by the result
  // so the model does not contradict it.
  const publishedPossession = scenario.published?.home.possession;
  const homeStrength =
    publishedPossession === undefined
      ? Math.min(0.68, Math.max(0.32, 0.5 + (goals('home') - goals('away')) * 0.04 + (random.next() - 0.5) * 0.16))
      : publishedPossession / 100;
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
    if (event.type !== 'goal' || event.ownGoal) continue;
    const modelled = modelXg(random);
    const xg = event.xg ?? (event.penalty ? penaltyXg : Math.max(modelled.xg, round2(0.08 + random.next() * 0.45)));
    const location = event.location ?? (event.penalty ? { x: 88.5, y: 50 } : modelled.location);
    events[index] = { ...event, xg, location };
  }

  const shotsCovered = scenario.flow !== undefined || has('shot');
  if (!shotsCovered) {
    for (const side of sides) {
      const published = scenario.published?.[side];
      const scored = events.filter((event): event is GoalEvent => event.type === 'goal' && event.side === side && !event.ownGoal);
      const count = published
        ? Math.max(0, published.shots - scored.length)
        : random.poisson(per90.shots * share * (0.6 + strength[side] * 0.8));
      const saved = published ? Math.max(0, published.shotsOnTarget - scored.length) : undefined;
      const misses: ShotEvent[] = [];
      for (let shot = 0; shot < count; shot += 1) {
        const moment = randomMoment();
        const onPitch = onPitchAt(scenario, side, moment.period, moment.second, order);
        const roll = random.next();
        const outcome =
          saved === undefined
            ? roll < 0.33
              ? 'saved'
              : roll < 0.72
                ? 'offTarget'
                : roll < 0.96
                  ? 'blocked'
                  : 'woodwork'
            : shot < saved
              ? 'saved'
              : roll < 0.55
                ? 'offTarget'
                : roll < 0.94
                  ? 'blocked'
                  : 'woodwork';
        misses.push({
          ...moment,
          side,
          type: 'shot',
          playerId: weightedPlayer(scenario, side, onPitch, random),
          outcome,
          bodyPart: random.next() < 0.18 ? 'head' : random.next() < 0.7 ? 'rightFoot' : 'leftFoot',
          pattern: random.pick(['regularPlay', 'regularPlay', 'regularPlay', 'fastBreak', 'setPiece', 'fromCorner'] as const),
          ...modelXg(random),
        });
      }
      if (published) meetXg(misses, published.expectedGoals - scored.reduce((sum, goal) => sum + (goal.xg ?? 0), 0));
      events.push(...misses);
    }
  }

  const counted = scenario.flow ? eventsFromCounts(scenario.flow) : [];
  events.push(...counted);
  const addCounted = (type: 'corner' | 'foul' | 'offside', mean: number, bias: (side: Side) => number) => {
    if (has(type) || counted.length > 0 || scenario.flow !== undefined) return;
    for (const side of sides) {
      const count = random.poisson(mean * share * bias(side));
      for (let index = 0; index < count; index += 1) events.push({ ...randomMoment(), side, type } as ScenarioEvent);
    }
  };
  addCounted('corner', per90.corners, (side) => 0.6 + strength[side] * 0.8);
  addCounted('foul', per90.fouls, (side) => 1.4 - strength[side] * 0.8);
  addCounted('offside', per90.offsides, (side) => 0.6 + strength[side] * 0.8);

  const flow = fillContests(
    scenario.flow ??
      modelFlow(
        playing.map((period) => ({ id: period.id, minutes: Math.ceil(lengthOf(period.id) / 60), seconds: lengthOf(period.id) })),
        strength,
        events,
        random,
      ),
    strength,
    createRandom((scenario.seed ^ contestSeedSalt) >>> 0),
  );
  return { events, flow };
}

/** Mixed into the seed for the contests' own random stream. */
const contestSeedSalt = 0x2c1b3c6d;

/**
 * Each minute's contests where the flow lacks them. Every modelled duel has a winner: the side
 * with more of the ball wins a few more of the ground duels, aerial duels are an even contest.
 * The flow comes back unchanged (the same array) when it has every count.
 */
export function fillContests(flow: FlowMinute[], strength: Record<Side, number>, random: Random): FlowMinute[] {
  const complete = flow.every((row) => contestKeys.every((key) => row.home[key] !== undefined && row.away[key] !== undefined));
  if (complete) return flow;
  const perMinute = (per90: number) => per90 / 90;
  const groundHomeWins = 0.5 + (strength.home - 0.5) * 0.4;
  return flow.map((row) => {
    const duels = { home: 0, away: 0 };
    const aerialWon = { home: 0, away: 0 };
    const ground = random.poisson(perMinute(contestsPer90.groundDuels));
    const aerial = random.poisson(perMinute(contestsPer90.aerialDuels));
    for (let duel = 0; duel < ground; duel += 1) duels[random.next() < groundHomeWins ? 'home' : 'away'] += 1;
    for (let duel = 0; duel < aerial; duel += 1) aerialWon[random.next() < 0.5 ? 'home' : 'away'] += 1;
    const side = (own: Side): FlowMinute['home'] => {
      const attacking = 0.6 + strength[own] * 0.8;
      const defending = 1.4 - strength[own] * 0.8;
      const crosses = random.poisson(perMinute(contestsPer90.crosses) * attacking);
      let crossesCompleted = 0;
      for (let cross = 0; cross < crosses; cross += 1) if (random.next() < contestsPer90.crossAccuracy) crossesCompleted += 1;
      const modelled = {
        crosses,
        crossesCompleted,
        tackles: random.poisson(perMinute(contestsPer90.tackles) * defending),
        interceptions: random.poisson(perMinute(contestsPer90.interceptions) * defending),
        clearances: random.poisson(perMinute(contestsPer90.clearances) * defending),
        duels: ground + aerial,
        duelsWon: duels[own] + aerialWon[own],
        aerialDuels: aerial,
        aerialDuelsWon: aerialWon[own],
      };
      // The flow's own counts win over the model's, one by one.
      const given = Object.fromEntries(contestKeys.flatMap((key) => (row[own][key] === undefined ? [] : [[key, row[own][key]]])));
      return { ...row[own], ...modelled, ...given };
    };
    return { ...row, home: side('home'), away: side('away') };
  });
}

/**
 * Scales the modelled misses' xG so that they add up to `target` (to the hundredth), keeping
 * their order of size; every shot keeps at least 0.01.
 */
function meetXg(misses: ShotEvent[], target: number): void {
  if (misses.length === 0) return;
  const wanted = Math.max(round2(target), misses.length * 0.01);
  const raw = misses.reduce((sum, shot) => sum + (shot.xg ?? 0), 0);
  for (const shot of misses) shot.xg = Math.max(0.01, round2(((shot.xg ?? 0) * wanted) / raw));
  const largest = misses.reduce((best, shot) => ((shot.xg ?? 0) > (best.xg ?? 0) ? shot : best));
  const rest = round2(wanted - misses.reduce((sum, shot) => sum + (shot.xg ?? 0), 0));
  largest.xg = Math.max(0.01, round2((largest.xg ?? 0) + rest));
}

function modelFlow(
  periods: Array<{ id: FlowMinute['period']; minutes: number; seconds: number }>,
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
      // Possession as time: each side holds the minute for about its share of play.
      const played = Math.min(60, period.seconds - minute * 60);
      const homeHeld = Math.round(Math.min(1, Math.max(0, strength.home + (random.next() - 0.5) * 0.3)) * played);
      flow.push({
        period: period.id,
        minute,
        home: { ...sideMinute('home'), possessionSeconds: homeHeld },
        away: { ...sideMinute('away'), possessionSeconds: played - homeHeld },
      });
    }
  }
  return flow;
}
