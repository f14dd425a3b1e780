import type { MajorIncident, Side } from '../../contract/protocol.ts';
import { goalEvents } from '../../contract/vocabulary.ts';
import { goalAnimationMs, goalRetriggerGuardMs } from './constants.ts';

/**
 * The goal animation of SPEC section 4: a new goal (not an update) shows it for 3 s; another goal
 * within 5 s of the last accepted one does not start it again. Framework-free, timers injected.
 */

export interface GoalAnimationState {
  visible: boolean;
  /** The scoring side while visible, else null. */
  side: Side | null;
}

export interface GoalAnimationOptions {
  /** How long it shows. Default {@link goalAnimationMs} (3000 ms). */
  durationMs?: number;
  /** Triggers within this time of the last accepted one are ignored. Default {@link goalRetriggerGuardMs} (5000 ms). */
  retriggerGuardMs?: number;
  /** Default the global `setTimeout`, read at each call. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** Default the global `clearTimeout`, read at each call. */
  clearTimer?: (handle: unknown) => void;
}

/**
 * A goal incident: its `event` is one of the contract's goal events (goal, penaltyGoal, ownGoal),
 * written as CONTRACT.md and the feed write it ("goal"), the same rule the feed sends goals first by.
 */
export function isGoalIncident({ event }: Pick<MajorIncident, 'event'>): boolean {
  return goalEvents.has(event);
}

export class GoalAnimation {
  readonly #durationMs: number;
  readonly #retriggerGuardMs: number;
  readonly #setTimer: (callback: () => void, ms: number) => unknown;
  readonly #clearTimer: (handle: unknown) => void;
  readonly #listeners = new Set<(state: GoalAnimationState) => void>();
  #state: GoalAnimationState = { visible: false, side: null };
  #lastAcceptedAt: number | null = null;
  #timer: unknown = null;

  constructor(options: GoalAnimationOptions = {}) {
    const { durationMs = goalAnimationMs, retriggerGuardMs = goalRetriggerGuardMs } = options;
    if (!(durationMs > 0)) throw new TypeError(`durationMs must be positive, got ${durationMs}`);
    if (!(retriggerGuardMs >= 0)) throw new TypeError(`retriggerGuardMs must be at least 0, got ${retriggerGuardMs}`);
    this.#durationMs = durationMs;
    this.#retriggerGuardMs = retriggerGuardMs;
    this.#setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.#clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  get visible(): boolean {
    return this.#state.visible;
  }

  get side(): Side | null {
    return this.#state.side;
  }

  /** The current state; a new object on every change, so it can serve `useSyncExternalStore`. */
  get state(): GoalAnimationState {
    return this.#state;
  }

  /**
   * Shows the animation for a new goal. Returns whether it was accepted: updates, other
   * incidents and goals within the guard time of the last accepted one are ignored.
   */
  trigger(incident: MajorIncident, now: number = Date.now()): boolean {
    if (incident.isUpdate || !isGoalIncident(incident)) return false;
    if (this.#lastAcceptedAt !== null && now - this.#lastAcceptedAt < this.#retriggerGuardMs) return false;
    this.#lastAcceptedAt = now;
    this.#cancelTimer();
    this.#timer = this.#setTimer(() => {
      this.#timer = null;
      this.#setState({ visible: false, side: null });
    }, this.#durationMs);
    this.#setState({ visible: true, side: incident.side });
    return true;
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (state: GoalAnimationState) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Hides at once and cancels the pending clear (on unmount). */
  dispose(): void {
    this.#cancelTimer();
    this.#setState({ visible: false, side: null });
    this.#listeners.clear();
  }

  #cancelTimer(): void {
    if (this.#timer !== null) this.#clearTimer(this.#timer);
    this.#timer = null;
  }

  #setState(state: GoalAnimationState): void {
    if (state.visible === this.#state.visible && state.side === this.#state.side) return;
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}
