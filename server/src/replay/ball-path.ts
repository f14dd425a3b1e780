import { z } from 'zod';
import { momentumOf } from '../../../contract/ball-momentum.ts';
import { isToldStep, type BallPathAnswer, type BallStep, type BallStepKind } from '../../../contract/ball-path.ts';
import type { PeriodId, Side } from '../scenario/schema.ts';
import { periodByNumber, timestampSeconds } from '../statsbomb/clock.ts';
import { shortName } from '../statsbomb/names.ts';
import type { Timeline } from '../match/timeline.ts';

/**
 * The ball's path through a StatsBomb match (the `ballPath` socket message, contract/ball-path.ts):
 * one step per event that has a location, read from StatsBomb's own events file when the feed
 * starts. The data licence lets the repository keep only a match's facts, shots and aggregates
 * (/work/shared/data/README.md), so these steps are never written to a scenario: the feed reads
 * them from the files where they lie (ball-path-files.ts) and holds them in memory.
 *
 * The rules: each kept event becomes one step at its `location`, turned from the actor's
 * attacking direction (StatsBomb's) to the home side's frame; a pass, carry or shot also takes its
 * `end_location`. Events that place a player rather than the ball (pressure, a foul won, being
 * dribbled past, shielding, an error, the keeper facing a shot or conceding), the duplicate
 * "Own Goal For" and the shoot-out's kicks are left out.
 */

const point = z.tuple([z.number(), z.number()]).rest(z.number());
const label = z.object({ name: z.string() });
const named = z.object({ id: z.number().int(), name: z.string() });

/** The slice of a StatsBomb event the path reads; everything else is ignored. */
const rawEventSchema = z.object({
  index: z.number().int().min(0),
  period: z.number().int().min(1).max(5),
  timestamp: z.string().regex(/^\d{2}:\d{2}:\d{2}(\.\d+)?$/),
  type: label,
  team: named,
  player: named.optional(),
  location: point.optional(),
  pass: z.object({ end_location: point.optional(), outcome: label.optional(), type: label.optional() }).optional(),
  carry: z.object({ end_location: point.optional() }).optional(),
  shot: z.object({ end_location: point.optional(), outcome: label }).optional(),
  goalkeeper: z.object({ type: label.optional() }).optional(),
  dribble: z.object({ outcome: label.optional() }).optional(),
  duel: z.object({ type: label.optional(), outcome: label.optional() }).optional(),
  ball_receipt: z.object({ outcome: label.optional() }).optional(),
  ball_recovery: z.object({ recovery_failure: z.boolean().optional() }).optional(),
  foul_committed: z.object({ card: label.optional() }).optional(),
});
type RawEvent = z.infer<typeof rawEventSchema>;

const lineupsSchema = z.array(
  z.object({
    team_id: z.number().int(),
    lineup: z.array(z.object({ player_id: z.number().int(), player_name: z.string(), player_nickname: z.string().nullish() })),
  }),
);

/** A step and the period it belongs to, as read from the files (not yet on a replay's clock). */
export interface PeriodStep {
  period: PeriodId;
  step: BallStep;
}

/** A step on a replay's clock: `at` is the replay second (from kick-off) at which the feed sends it. */
export interface TimedBallStep extends PeriodStep {
  at: number;
}

const restarts: Record<string, BallStepKind> = {
  'Kick Off': 'kickOff',
  Corner: 'corner',
  'Free Kick': 'freeKick',
  'Throw-in': 'throwIn',
  'Goal Kick': 'goalKick',
};

const shotOutcomes: Record<string, NonNullable<BallStep['outcome']>> = {
  Goal: 'goal',
  Saved: 'saved',
  'Saved to Post': 'saved',
  // Saved on its way wide or over: not on target, as /live_stats counts it (statsbomb/events.ts).
  'Saved Off Target': 'offTarget',
  'Off T': 'offTarget',
  Wayward: 'offTarget',
  Post: 'woodwork',
  Blocked: 'blocked',
};

const cards: Record<string, NonNullable<BallStep['card']>> = {
  'Yellow Card': 'yellow',
  'Second Yellow': 'secondYellow',
  'Red Card': 'red',
};

/** The goalkeeper's actions that are a save; the others that handle the ball are `keeper`. */
const saves = new Set(['Shot Saved', 'Penalty Saved', 'Save', 'Shot Saved Off T', 'Shot Saved to Post', 'Penalty Saved to Post']);
const keeperOnly = new Set(['Shot Faced', 'Goal Conceded', 'Penalty Conceded']);

/** The kind of step an event makes, with its outcome; null for an event that is not a step. */
function kindOf(event: RawEvent): { kind: BallStepKind; outcome?: BallStep['outcome'] } | null {
  const lostIf = (failed: boolean) => (failed ? { outcome: 'lost' as const } : {});
  switch (event.type.name) {
    case 'Pass': {
      const outcome = event.pass?.outcome?.name;
      const restart = restarts[event.pass?.type?.name ?? ''];
      return {
        kind: restart ?? 'pass',
        ...(outcome === 'Pass Offside' ? { outcome: 'offside' as const } : lostIf(outcome !== undefined)),
      };
    }
    case 'Carry':
      return { kind: 'carry' };
    case 'Ball Receipt*':
      return { kind: 'reception', ...lostIf(event.ball_receipt?.outcome !== undefined) };
    case 'Shot':
      return { kind: 'shot', outcome: shotOutcomes[event.shot?.outcome.name ?? ''] ?? 'offTarget' };
    case 'Own Goal Against':
      return { kind: 'ownGoal' };
    case 'Dribble':
      return { kind: 'dribble', ...lostIf(event.dribble?.outcome?.name === 'Incomplete') };
    case 'Duel':
    case '50/50': {
      const outcome = event.duel?.outcome?.name ?? '';
      return { kind: 'duel', ...lostIf(event.duel?.type?.name === 'Aerial Lost' || outcome.startsWith('Lost')) };
    }
    case 'Interception':
      return { kind: 'interception' };
    case 'Clearance':
      return { kind: 'clearance' };
    case 'Block':
      return { kind: 'block' };
    case 'Ball Recovery':
      return { kind: 'recovery', ...lostIf(event.ball_recovery?.recovery_failure === true) };
    case 'Dispossessed':
    case 'Miscontrol':
      return { kind: 'lostBall' };
    case 'Goal Keeper': {
      const type = event.goalkeeper?.type?.name ?? '';
      if (keeperOnly.has(type)) return null;
      return { kind: saves.has(type) ? 'save' : 'keeper' };
    }
    case 'Foul Committed':
      return { kind: 'foul' };
    case 'Offside':
      return { kind: 'offside' };
    default:
      return null;
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** StatsBomb's 120 by 80, in the actor's direction, to the home side's 0..100 (contract/ball-path.ts). */
function placeOf(point: readonly number[], side: Side): { x: number; y: number } {
  const x = Math.min(100, Math.max(0, round1((point[0]! / 120) * 100)));
  const y = Math.min(100, Math.max(0, round1((point[1]! / 80) * 100)));
  return side === 'home' ? { x, y } : { x: round1(100 - x), y: round1(100 - y) };
}

/** The file's line-ups and events as the match's ball path, in StatsBomb's order. */
export function ballPathOf(rawEvents: unknown, rawLineups: unknown): PeriodStep[] {
  const events = z.array(z.unknown()).parse(rawEvents);
  const names = new Map<number, string>();
  for (const team of lineupsSchema.parse(rawLineups)) {
    for (const player of team.lineup) names.set(player.player_id, shortName(player.player_name, player.player_nickname));
  }
  const parsed = events.map((raw, position) => {
    const result = rawEventSchema.safeParse(raw);
    if (!result.success)
      throw new Error(
        `StatsBomb event ${position}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    return result.data;
  });
  // The home side is the one whose "Starting XI" comes first, as the importer has it (statsbomb/teams.ts).
  const homeTeam = parsed.find((event) => event.type.name === 'Starting XI')?.team.id;
  if (homeTeam === undefined) throw new Error('StatsBomb events: no "Starting XI", so no home side');
  const steps: PeriodStep[] = [];
  for (const event of [...parsed].sort((a, b) => a.index - b.index)) {
    const period = periodByNumber[event.period];
    if (!period || period === 'penaltyShootout' || !event.location) continue;
    const kind = kindOf(event);
    if (!kind) continue;
    const side: Side = event.team.id === homeTeam ? 'home' : 'away';
    const start = placeOf(event.location, side);
    const endPoint = event.pass?.end_location ?? event.carry?.end_location ?? event.shot?.end_location;
    const end = endPoint ? placeOf(endPoint, side) : undefined;
    const card = cards[event.foul_committed?.card?.name ?? ''];
    const player = event.player ? names.get(event.player.id) : undefined;
    steps.push({
      period,
      step: {
        id: event.index,
        // To the tenth, rounded down, so a step is never later than the second StatsBomb gives it.
        second: Math.floor(timestampSeconds(event.timestamp) * 10) / 10,
        ...kind,
        side,
        ...start,
        ...(end ? { endX: end.x, endY: end.y } : {}),
        ...(player ? { player } : {}),
        ...(card ? { card } : {}),
      },
    });
  }
  return steps;
}

/** The steps on a replay's clock, in the order sent: each at the replay second its event's second falls in. */
export function timeBallPath(timeline: Timeline, steps: readonly PeriodStep[]): TimedBallStep[] {
  return steps
    .flatMap((entry) => {
      const start = timeline.periodStart[entry.period];
      return start === undefined ? [] : [{ ...entry, at: start + Math.floor(entry.step.second) }];
    })
    .sort((a, b) => a.at - b.at || a.step.id - b.step.id);
}

/** Index of the first step after `second` (binary search: the path is in time order). */
function firstAfter(path: readonly TimedBallStep[], second: number): number {
  let low = 0;
  let high = path.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (path[middle]!.at <= second) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The steps the replay's clock passed going from `from` (excluded) to `to` (included). */
export function stepsBetween(path: readonly TimedBallStep[], from: number, to: number): TimedBallStep[] {
  return path.slice(firstAfter(path, from), firstAfter(path, to));
}

/** The last `count` steps at or before `second` in its period: where play is, for a client that joins now. */
export function recentSteps(path: readonly TimedBallStep[], second: number, count: number): TimedBallStep[] {
  const end = firstAfter(path, second);
  const last = path[end - 1];
  if (!last) return [];
  return path.slice(Math.max(0, end - count), end).filter((entry) => entry.period === last.period);
}

/** Steps as `ballPath` message values: one per run of steps of one period, in order. */
export function ballPathValues(steps: readonly TimedBallStep[]): Array<{ period: PeriodId; steps: BallStep[] }> {
  const values: Array<{ period: PeriodId; steps: BallStep[] }> = [];
  for (const { period, step } of steps) {
    const last = values.at(-1);
    if (last?.period === period) last.steps.push(step);
    else values.push({ period, steps: [step] });
  }
  return values;
}

/** What `GET /ball_path` holds (contract/ball-path.ts): at least this many of the last steps, all of the last `recentSeconds`, at most `recentMost`. */
export const recentLeast = 8;
export const recentSeconds = 30;
export const recentMost = 60;
/** How many told steps before the recent stretch: the ticker's five lines, and a save that names its keeper. */
export const toldBefore = 6;

/**
 * The tracker's start at a replay second: the last stretch of play, the told steps before it, and
 * the momentum of every minute so far (contract/ball-momentum.ts), all from the steps sent by then.
 */
export function ballPathAnswerAt(path: readonly TimedBallStep[], second: number): BallPathAnswer {
  const end = firstAfter(path, second);
  const last = path[end - 1];
  if (!last) return { told: [], recent: [], momentum: [] };
  let start = Math.max(0, end - recentLeast);
  while (start > 0 && end - start < recentMost && path[start - 1]!.at >= last.at - recentSeconds) start -= 1;
  const told: TimedBallStep[] = [];
  for (let index = start - 1; index >= 0 && told.length < toldBefore; index -= 1) {
    if (isToldStep(path[index]!.step)) told.unshift(path[index]!);
  }
  return {
    told: ballPathValues(told),
    recent: ballPathValues(path.slice(start, end)),
    momentum: momentumOf(ballPathValues(path.slice(0, end))),
  };
}
