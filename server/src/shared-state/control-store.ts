import type { Stage } from '../../../contract/protocol.ts';
import { FaultBook, type Fault } from './faults.ts';
import type { Replay } from '../replay/replay.ts';
import type { Side } from '../scenario/schema.ts';
import type { InstanceActions } from './instance-actions.ts';

/**
 * Where the control API's changes live: the anchors, pauses and forced stages of the replays, the
 * fired goals, the injected faults and the armed stream refusal. A feed alone keeps them in its own
 * replays (`LocalControlStore`); instances that share a Redis keep them there and hear each other's
 * changes (`RedisControlStore`), so every instance computes the same replays and each broadcasts
 * to its own sockets. Calls that act on sockets and listeners (drop, restart) reach every instance
 * the same way, each acting on its own.
 */
export interface ControlStore {
  /** Loads what is shared (an instance that starts late takes the state the others made, or waits not ready for Redis). */
  start(): Promise<void>;
  /** False while the shared state cannot be reached or is being restored: `/ready` then sends fans elsewhere. */
  healthy(): boolean;
  seek(replay: Replay, second: number): Promise<void>;
  setStage(replay: Replay, stage: Stage | null): Promise<void>;
  setPaused(replay: Replay, paused: boolean): Promise<void>;
  fireGoal(replay: Replay, side: Side, playerId?: string): Promise<void>;
  addFault(fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  faults(): Fault[];
  /** The fault for a request's path, used up by one; null for most requests, at no cost. */
  takeFault(path: string): Promise<Fault | null>;
  /** Refuses the next stream launch, of any event, on any instance, with this code. */
  refuseNextStream(errorCode: number): Promise<void>;
  /** The armed refusal, used up by the one launch that takes it, whichever instance it reaches; else null. */
  takeStreamRefusal(): Promise<number | null>;
  /**
   * Drops every instance's sockets (of one event, or all): this one's at once, the others' as they
   * hear it. Answers how many this instance dropped and how many instances were told, this one included.
   */
  dropSockets(eventId?: string): Promise<{ dropped: number; instances: number }>;
  /** Takes every instance's listener down for `downMs` (InstanceActions.restart): this one's at once. */
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The feed alone: every change is made on its own replays, as it always was. */
export class LocalControlStore implements ControlStore {
  private readonly book = new FaultBook();
  private armedRefusal: number | null = null;

  constructor(private readonly instance: InstanceActions) {}

  async start(): Promise<void> {}

  healthy(): boolean {
    return true;
  }

  async seek(replay: Replay, second: number): Promise<void> {
    replay.seek(second);
  }

  async setStage(replay: Replay, stage: Stage | null): Promise<void> {
    replay.setStage(stage);
  }

  async setPaused(replay: Replay, paused: boolean): Promise<void> {
    if (paused) replay.pause();
    else replay.resume();
  }

  async fireGoal(replay: Replay, side: Side, playerId?: string): Promise<void> {
    replay.injectGoal(side, playerId);
  }

  async addFault(fault: Fault): Promise<void> {
    this.book.add(fault);
  }

  async clearFaults(): Promise<void> {
    this.book.clear();
  }

  faults(): Fault[] {
    return this.book.list();
  }

  async takeFault(path: string): Promise<Fault | null> {
    return this.book.take(path);
  }

  async refuseNextStream(errorCode: number): Promise<void> {
    this.armedRefusal = errorCode;
  }

  async takeStreamRefusal(): Promise<number | null> {
    const refusal = this.armedRefusal;
    this.armedRefusal = null;
    return refusal;
  }

  async dropSockets(eventId?: string): Promise<{ dropped: number; instances: number }> {
    return { dropped: this.instance.dropSockets(eventId), instances: 1 };
  }

  async restart(downMs: number): Promise<void> {
    this.instance.restart(downMs);
  }

  async close(): Promise<void> {}
}
