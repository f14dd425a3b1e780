import { minuteIndexOf, momentumWeight, periodClock, situationEventOf, withStepMomentum } from '../../../../contract/ball-momentum.ts';
import type { BallMomentumMinute, BallPath, BallPathAnswer, BallStep } from '../../../../contract/ball-path.ts';
import { situationAfter, type PlaySituation } from '../../../../contract/ball-situation.ts';
import type { Incident, PeriodId, Side } from '../../../../contract/protocol.ts';
import { periodIds } from '../../../../contract/vocabulary.ts';

/**
 * What the live tracker draws, folded from the feed's `ballPath` messages (contract/ball-path.ts)
 * in the order they come: where the ball goes, who has it and how dangerous that is (contract/ball-situation.ts),
 * the events drawn on the pitch, the ticker's lines and the momentum. Pure, so each part is tested
 * on real steps; the component only lays it out.
 */

export interface BallPoint {
  x: number;
  y: number;
  /** Seconds since the period's start. */
  second: number;
}

/** An event drawn on the pitch as it happens, then fading. */
export type MarkKind = 'shot' | 'goal' | 'save' | 'corner' | 'freeKick' | 'foul' | 'offside' | 'card';

export interface DrawnMark {
  id: number;
  kind: MarkKind;
  side: Side;
  x: number;
  y: number;
  /** Where a shot ended: its path is drawn from x/y to here. */
  endX?: number;
  endY?: number;
  outcome?: BallStep['outcome'];
  card?: BallStep['card'];
}

/** A ticker line as facts; ticker-words.ts says it in the fan's language. */
export type TickerFact =
  | { kind: 'shot'; outcome: NonNullable<BallStep['outcome']>; player?: string; keeper?: string }
  | { kind: 'goal' | 'ownGoal' | 'corner' | 'freeKick' | 'foul' | 'offside'; player?: string }
  | { kind: 'yellowCard' | 'secondYellowCard' | 'redCard'; player?: string }
  | { kind: 'substitution'; on?: string; off?: string };

export interface TickerLine {
  id: string;
  side: Side;
  /** The minute as the clock shows it: 3, or 45 and 2 for 45+2. */
  minute: number;
  addedMinute?: number;
  fact: TickerFact;
}

/** One minute's momentum: each side's weight of attacks (1) and dangerous attacks (2) in it (contract/ball-momentum.ts). */
export type MomentumMinute = BallMomentumMinute;

export interface TrackerState {
  period: PeriodId | null;
  /** The ball's last place, null before any step. */
  ball: BallPoint | null;
  /** The places the ball passed through in the latest message, in order (the ball is animated along them). */
  path: BallPoint[];
  play: PlaySituation | null;
  marks: DrawnMark[];
  /** Newest first. */
  ticker: TickerLine[];
  /** Every minute played so far, in order. */
  momentum: MomentumMinute[];
  /**
   * The ids of the steps the tracker started from (`GET /ball_path`'s last stretch), from the first
   * to the last: a live message's steps among them are already folded in (the socket sent them
   * before the answer was made) and are skipped. Null once play has gone past them, or went back
   * before them (a jump in time), and before any answer.
   */
  known: { first: number; last: number } | null;
}

export const emptyTrackerState: TrackerState = {
  period: null,
  ball: null,
  path: [],
  play: null,
  marks: [],
  ticker: [],
  momentum: [],
  known: null,
};

/** How many drawn events stay on the pitch (older ones have faded), and ticker lines. */
export const markLimit = 4;
export const tickerLimit = 5;
/** The momentum strip's width in minutes: the regular time, or every minute played once added and extra time pass it. */
export const momentumAxisMinutes = (momentum: readonly MomentumMinute[]): number => Math.max(90, momentum.length);

/** The minute the clock shows at a second of a period: 2:09 into the match is the 3rd minute; 46:10 of the first half is 45+2. */
export function clockMinute(period: PeriodId, second: number): { minute: number; addedMinute?: number } {
  const { start, length } = periodClock[period];
  const played = Math.floor(second / 60);
  if (played < length || length === 0) return { minute: start + played + 1 };
  return { minute: start + length, addedMinute: played - length + 1 };
}

/**
 * The ball's places along a step: where it happened, then where it went, reached when the next
 * step happens (a pass arrives as it is received), or a second later for the last step known.
 */
export function pointsOf(step: BallStep, nextSecond = step.second + 1): BallPoint[] {
  const start = { x: step.x, y: step.y, second: step.second };
  if (step.endX === undefined || step.endY === undefined) return [start];
  return [start, { x: step.endX, y: step.endY, second: Math.max(step.second, nextSecond) }];
}

/** The event a step draws on the pitch, or null for the ball's ordinary moves. */
export function markOf(step: BallStep): DrawnMark | null {
  const { id, side, x, y } = step;
  const base = { id, side, x, y };
  // A pass to a team-mate caught offside: drawn where he was, at the pass's end.
  if (step.kind === 'pass' && step.outcome === 'offside') return { id, side, x: step.endX ?? x, y: step.endY ?? y, kind: 'offside' };
  switch (step.kind) {
    case 'shot':
      return { ...base, kind: step.outcome === 'goal' ? 'goal' : 'shot', endX: step.endX, endY: step.endY, outcome: step.outcome };
    case 'ownGoal':
      return { ...base, kind: 'goal' };
    case 'save':
    case 'corner':
    case 'freeKick':
    case 'offside':
      return { ...base, kind: step.kind };
    case 'foul':
      return step.card ? { ...base, kind: 'card', card: step.card } : { ...base, kind: 'foul' };
    default:
      return null;
  }
}

/** The ticker line a step gives, or null: the ball's ordinary moves are not told, nor saves (told with their shot). */
export function tickerFactOf(step: BallStep): TickerFact | null {
  const player = step.player;
  // The passer is named, not the receiver caught offside: the line names the team.
  if (step.kind === 'pass' && step.outcome === 'offside') return { kind: 'offside' };
  switch (step.kind) {
    case 'shot':
      return step.outcome ? { kind: 'shot', outcome: step.outcome, player } : null;
    case 'ownGoal':
    case 'corner':
    case 'freeKick':
    case 'foul':
    case 'offside':
      return { kind: step.kind, player };
    default:
      return null;
  }
}

/**
 * The tracker after one `ballPath` message. Steps it started from (`known`) are skipped: the first
 * message that goes past them, or back before them, ends that.
 */
export function withBallPath(state: TrackerState, message: BallPath): TrackerState {
  const { known } = state;
  const steps = known ? message.steps.filter((step) => step.id < known.first || step.id > known.last) : message.steps;
  if (steps.length === 0) return state;
  let { play, marks, ticker, momentum } = state;
  const path: BallPoint[] = [];
  steps.forEach((step, index) => {
    for (const point of pointsOf(step, steps[index + 1]?.second)) {
      const last = path.at(-1);
      if (!last || last.x !== point.x || last.y !== point.y) path.push(point);
    }
    play = situationAfter(situationEventOf(step), play);
    const mark = markOf(step);
    if (mark) marks = [...marks.filter((drawn) => drawn.id !== mark.id), mark].slice(-markLimit);
    ticker = withStepLine(ticker, step, message.period);
    if (play) momentum = withWeighedStep(momentum, message.period, step.second, play);
  });
  return { period: message.period, ball: path.at(-1) ?? state.ball, path, play, marks, ticker, momentum, known: null };
}

/**
 * The momentum after a step (contract/ball-momentum.ts), the same list when the step weighs nothing
 * in a minute already listed: the momentum strip, which renders when its list changes, then does not.
 */
function withWeighedStep(momentum: MomentumMinute[], period: PeriodId, second: number, play: PlaySituation): MomentumMinute[] {
  const current = momentum.at(-1);
  const listed = current !== undefined && current.period === period && current.index === minuteIndexOf(period, second);
  return listed && momentumWeight[play.situation] === 0 ? momentum : withStepMomentum(momentum, period, second, play);
}

/**
 * The tracker as it opens mid-match, from `GET /ball_path`: the told steps and the last stretch
 * folded in (the ball where play is, still: nothing is animated at once), and the feed's momentum
 * of the match so far in place of the steps' own (they are in it).
 */
export function trackerFromAnswer(answer: BallPathAnswer): TrackerState {
  const folded = [...answer.told, ...answer.recent].reduce(withBallPath, emptyTrackerState);
  const recentIds = answer.recent.flatMap((value) => value.steps.map((step) => step.id));
  const first = recentIds[0];
  const last = recentIds.at(-1);
  return {
    ...folded,
    path: folded.ball ? [folded.ball] : [],
    momentum: answer.momentum,
    known: first === undefined || last === undefined ? null : { first, last },
  };
}

function withStepLine(ticker: TickerLine[], step: BallStep, period: PeriodId): TickerLine[] {
  // A keeper's save names him on the line of the shot he saved, told just before.
  const latest = ticker[0];
  if (step.kind === 'save' && latest?.fact.kind === 'shot' && latest.fact.outcome === 'saved' && !latest.fact.keeper && step.player) {
    return [{ ...latest, fact: { ...latest.fact, keeper: step.player } }, ...ticker.slice(1)];
  }
  const fact = tickerFactOf(step);
  if (!fact) return ticker;
  const line: TickerLine = { id: `step-${step.id}`, side: step.side, ...clockMinute(period, step.second), fact };
  return [line, ...ticker].slice(0, tickerLimit);
}

/**
 * When each place of a message's path is reached, in ms after it arrives: at the gaps between the
 * steps' seconds, as the replay plays them at `speed` (match seconds per real second), so the ball
 * moves in the replay's time; never longer than `withinMs` in all, so a late message catches up.
 */
export function pathTimings(path: readonly BallPoint[], speed: number, withinMs = 1000): number[] {
  const first = path[0];
  if (!first) return [];
  const offsets = path.map((point) => (Math.max(0, point.second - first.second) * 1000) / Math.max(speed, 1));
  const total = offsets.at(-1) ?? 0;
  const scale = total > withinMs ? withinMs / total : 1;
  return offsets.map((offset) => Math.round(offset * scale));
}

/**
 * An incident's ticker line: cards and substitutions always (they have no place on the pitch), goals
 * only for a match without ball steps (with them, the goal is told from its shot).
 */
export function incidentLine(incident: Incident, goalsFromIncidents: boolean): TickerLine | null {
  const fact = incidentFact(incident, goalsFromIncidents);
  if (!fact) return null;
  const { minute, addedMinute } = incident;
  return { id: `incident-${incident.id}`, side: incident.side, minute, ...(addedMinute ? { addedMinute } : {}), fact };
}

function incidentFact(incident: Incident, goalsFromIncidents: boolean): TickerFact | null {
  const player = incident.playerName;
  switch (incident.type) {
    case 'goal':
    case 'penaltyGoal':
      return goalsFromIncidents ? { kind: 'goal', player } : null;
    case 'ownGoal':
      return goalsFromIncidents ? { kind: 'ownGoal', player } : null;
    case 'yellowCard':
    case 'secondYellowCard':
    case 'redCard':
      return { kind: incident.type, player };
    case 'substitution':
      return { kind: 'substitution', on: incident.playerOnName, off: player };
    default:
      return null;
  }
}

/** The ticker: the steps' lines and the incidents' lines, newest first by the clock, at most `tickerLimit`. */
export function tickerLines(stepLines: readonly TickerLine[], incidents: readonly Incident[], goalsFromIncidents: boolean): TickerLine[] {
  const fromIncidents = incidents
    .filter((incident) => incident.afterKick === undefined)
    .map((incident) => incidentLine(incident, goalsFromIncidents))
    .filter((line): line is TickerLine => line !== null);
  const clock = (line: TickerLine) => line.minute * 100 + (line.addedMinute ?? 0);
  // Steps first at the same minute: they are the newest the tracker has seen (sort is stable).
  return [...stepLines, ...fromIncidents.reverse()].sort((a, b) => clock(b) - clock(a)).slice(0, tickerLimit);
}

/**
 * The replay's speed as two messages show it: the match seconds between their last steps over the
 * real time between them, smoothed with the speed known so far, between 1 and 100. Messages too
 * close together to tell (under 100 ms, or going back) leave it as it was.
 */
export function replaySpeed(known: number, matchSeconds: number, realMs: number): number {
  if (realMs < 100 || matchSeconds <= 0) return known;
  const seen = Math.min(100, Math.max(1, matchSeconds / (realMs / 1000)));
  return Math.round((known * 0.5 + seen * 0.5) * 10) / 10;
}

/** Where play was last: a step's period and second. */
export interface PlayMoment {
  period: PeriodId;
  second: number;
}

/** The longest lull between two messages' steps of a period that is still play going on: a long stoppage. */
const longestLullSeconds = 120;

/**
 * Whether a message jumped in time from where play last was (the replay sought, or a stage set):
 * its first step goes back, or on by more than a long stoppage, or to a later period but not at its
 * start. The tracker then starts again from the feed's answer, whose momentum is the match's up to there.
 */
export function isJumpInTime(previous: PlayMoment | null, message: BallPath): boolean {
  const first = message.steps[0];
  if (!previous || !first) return false;
  const order = periodIds.indexOf(message.period) - periodIds.indexOf(previous.period);
  if (order < 0) return true;
  if (order === 0) return first.second < previous.second - 1 || first.second - previous.second > longestLullSeconds;
  return (
    minuteIndexOf(message.period, first.second) - minuteIndexOf(previous.period, previous.second) > 3 || first.second > longestLullSeconds
  );
}
