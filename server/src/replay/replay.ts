import type { EventStatus, Stage } from '../../../contract/protocol.ts';
import type { Side } from '../scenario/schema.ts';
import type { CompiledMatch } from '../match/compile.ts';
import { timeBallPath, type PeriodStep, type TimedBallStep } from './ball-path.ts';
import { matchStateAt, type InjectedGoal, type MatchState } from './match-state.ts';

/**
 * What the control API changes on a replay, and all that instances sharing a Redis share of it
 * (server/src/shared-state/): the rest of a replay is computed from the scenario and the clock.
 */
export interface ReplayControl {
  /** Wall-clock time (ms) of kick-off at the replay's speed: the anchor. */
  kickoffWallMs: number;
  /** The match second the replay is held at, or null while it runs. */
  pausedAt: number | null;
  /** The forced stage, or null to follow the replay. */
  stage: Stage | null;
}

export interface ReplayOptions {
  /** Wall-clock time (ms) at which kick-off happens at speed 1. */
  kickoffWallMs: number;
  /** Match seconds per wall-clock second; 1 replays in real time. */
  speed?: number;
  /** The wall clock; injectable so tests control time. */
  now?: () => number;
  /** The ball's path, for a match whose StatsBomb events the feed read (ball-path-files.ts); none otherwise. */
  ballPath?: readonly PeriodStep[];
}

/**
 * One match being replayed on a virtual clock: the match second is derived from the wall clock,
 * so nothing drifts, and seeking just moves the anchor. The control API's overrides (a forced
 * stage, a fired goal, a pause) sit on top of the scenario without changing it.
 */
export class Replay {
  readonly speed: number;
  private kickoffWallMs: number;
  private readonly now: () => number;
  private pausedAt: number | null = null;
  private stageOverride: Stage | null = null;
  private readonly injected: InjectedGoal[] = [];
  /** Bumped on every jump in time or override, so live subscribers know to resynchronise. */
  revision = 0;
  /** The ball's path on this replay's clock, in time order; empty for a match without event data files. */
  readonly ballPath: readonly TimedBallStep[];

  constructor(
    readonly eventId: string,
    readonly match: CompiledMatch,
    options: ReplayOptions,
  ) {
    if (!(options.speed === undefined || (Number.isFinite(options.speed) && options.speed > 0))) {
      throw new TypeError(`speed must be a positive number, got ${options.speed}`);
    }
    this.speed = options.speed ?? 1;
    this.kickoffWallMs = options.kickoffWallMs;
    this.now = options.now ?? Date.now;
    this.ballPath = options.ballPath ? timeBallPath(match.timeline, options.ballPath) : [];
  }

  /** Seconds from kick-off now (negative before kick-off). */
  second(): number {
    if (this.pausedAt !== null) return this.pausedAt;
    return Math.floor(((this.now() - this.kickoffWallMs) * this.speed) / 1000);
  }

  /** Wall-clock time (ms) of a match second, as the widget's clock must see it. */
  wallTimeOf(second: number): number {
    return this.now() - ((this.second() - second) * 1000) / this.speed;
  }

  seek(second: number): void {
    if (!Number.isFinite(second)) throw new TypeError('seek needs a finite second');
    if (this.pausedAt !== null) this.pausedAt = Math.floor(second);
    else this.kickoffWallMs = this.now() - (second * 1000) / this.speed;
    this.revision += 1;
  }

  pause(): void {
    this.pausedAt = this.second();
  }

  resume(): void {
    if (this.pausedAt === null) return;
    const second = this.pausedAt;
    this.pausedAt = null;
    this.seek(second);
  }

  setStage(stage: Stage | null): void {
    this.stageOverride = stage;
    this.revision += 1;
  }

  /** The anchor, pause and forced stage, as shared with other instances. */
  control(): ReplayControl {
    return { kickoffWallMs: this.kickoffWallMs, pausedAt: this.pausedAt, stage: this.stageOverride };
  }

  /** What `seek`, `pause`, `resume` or `setStage` would make of the control, without changing the replay. */
  controlAfter(change: { seek: number } | { paused: boolean } | { stage: Stage | null }): ReplayControl {
    const control = this.control();
    if ('seek' in change) {
      const second = Math.floor(change.seek);
      return control.pausedAt !== null
        ? { ...control, pausedAt: second }
        : { ...control, kickoffWallMs: this.now() - (change.seek * 1000) / this.speed };
    }
    if ('paused' in change) {
      if (change.paused) return control.pausedAt !== null ? control : { ...control, pausedAt: this.second() };
      if (control.pausedAt === null) return control;
      return { ...control, pausedAt: null, kickoffWallMs: this.now() - (control.pausedAt * 1000) / this.speed };
    }
    return { ...control, stage: change.stage };
  }

  /** Takes the control another instance set (or this one, through Redis); any change is a jump in time for the live loop. */
  restoreControl(control: ReplayControl): void {
    const current = this.control();
    if (current.kickoffWallMs === control.kickoffWallMs && current.pausedAt === control.pausedAt && current.stage === control.stage) return;
    this.kickoffWallMs = control.kickoffWallMs;
    this.pausedAt = control.pausedAt;
    this.stageOverride = control.stage;
    this.revision += 1;
  }

  /**
   * Takes the fired goals as shared: goals added at the end are new goals (the live loop sends
   * them as goals); any other difference replaces the list and is a jump in time.
   */
  restoreGoals(goals: readonly InjectedGoal[]): void {
    const extends_ = goals.length >= this.injected.length && this.injected.every((goal, index) => sameGoal(goal, goals[index]!));
    if (extends_) {
      this.injected.push(...goals.slice(this.injected.length));
      return;
    }
    this.injected.splice(0, this.injected.length, ...goals);
    this.revision += 1;
  }

  /** Fires a goal now, for `side`, by the scorer named (the caller checks he is on the pitch, fired-goal.ts). */
  injectGoal(side: Side, playerId?: string): InjectedGoal {
    const goal = { id: `g${this.injected.length}`, at: this.second(), side, ...(playerId === undefined ? {} : { playerId }) };
    this.injected.push(goal);
    return goal;
  }

  /** The goal `injectGoal` would fire now, without firing it (its id is its place in the list). */
  goalNow(side: Side, playerId?: string): Omit<InjectedGoal, 'id'> {
    return { at: this.second(), side, ...(playerId === undefined ? {} : { playerId }) };
  }

  get injectedGoals(): readonly InjectedGoal[] {
    return this.injected;
  }

  state(second = this.second()): MatchState {
    const state = matchStateAt(this.match, second, this.injected);
    return this.stageOverride ? { ...state, stage: this.stageOverride } : state;
  }

  status(state = this.state()): EventStatus {
    return {
      status: state.stage,
      periods: state.periods.map((id) => ({ id })),
      ...(state.lastPeriodStart === undefined
        ? {}
        : { periodStartTime: new Date(this.wallTimeOf(state.lastPeriodStart)).toISOString().replace(/\.\d{3}Z$/, 'Z') }),
    };
  }

  matchStart(): string {
    return new Date(this.wallTimeOf(0)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
}

function sameGoal(a: InjectedGoal, b: InjectedGoal): boolean {
  return a.id === b.id && a.at === b.at && a.side === b.side && a.playerId === b.playerId;
}
