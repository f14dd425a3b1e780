import type { EventStatus, Stage } from '../../../contract/protocol.ts';
import type { Side } from '../scenario/schema.ts';
import type { CompiledMatch } from './compile.ts';
import { matchStateAt, type InjectedGoal, type MatchState } from './match-state.ts';

export interface ReplayOptions {
  /** Wall-clock time (ms) at which kick-off happens at speed 1. */
  kickoffWallMs: number;
  /** Match seconds per wall-clock second; 1 replays in real time. */
  speed?: number;
  /** The wall clock; injectable so tests control time. */
  now?: () => number;
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

  /** Fires a goal now, for `side`, by the scorer named (the caller checks he is on the pitch, fired-goal.ts). */
  injectGoal(side: Side, playerId?: string): InjectedGoal {
    const goal = { id: `g${this.injected.length}`, at: this.second(), side, ...(playerId === undefined ? {} : { playerId }) };
    this.injected.push(goal);
    return goal;
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
