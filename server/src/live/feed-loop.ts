import type { SocketMessage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { commentaryBetween, injectedGoalLine } from '../replay/commentary-lines.ts';
import type { MatchState } from '../replay/match-state.ts';
import type { Replay } from '../replay/replay.ts';
import { pitchEventOf } from '../replay/pitch-events.ts';
import { encode, type Encoded, type SocketHub } from './socket-hub.ts';

export interface FeedLoopOptions {
  /** How often replays are advanced. Default 250 ms: a goal reaches fans within a quarter second. */
  intervalMs?: number;
  /** At speeds other than 1 the widget's clock drifts from the replay: status is resent this often. Default 5 s. */
  statusRefreshMs?: number;
  /** In play, status is resent this often so the widget can tell live data from a silent feed. Default 5 s. */
  liveHeartbeatMs?: number;
  /** The wall clock. Default Date.now. */
  now?: () => number;
  /** Told of each broadcast and how long it took (metrics). */
  onBroadcast?: (eventId: string, ms: number) => void;
  /** Told of an event's tick or broadcast that threw; the other events carry on. Default: ignored. */
  onError?: (error: unknown, eventId: string, during: 'tick' | 'broadcast') => void;
}

interface Cursor {
  second: number;
  revision: number;
  injected: number;
  statusKey: string;
  scoreKey: string;
  statsKey: string;
  statusSentAt: number;
  /** When anything was last sent: the in-play heartbeat speaks only into silence. */
  sentAt: number;
}

/**
 * Advances every watched replay on a timer and turns what happened since the last tick into
 * socket messages. A jump in time (seek, stage override) resends the whole picture instead.
 */
export class FeedLoop {
  private readonly cursors = new Map<string, Cursor>();
  /** Per event, the last snapshot encoded and the match state it was made of (see encodedSnapshot). */
  private readonly snapshots = new Map<string, { stateKey: string; state: MatchState; statusText: string; encoded: Encoded }>();
  private timer: NodeJS.Timeout | null = null;
  private readonly intervalMs: number;
  private readonly statusRefreshMs: number;
  private readonly liveHeartbeatMs: number;
  private readonly now: () => number;
  private readonly onBroadcast: NonNullable<FeedLoopOptions['onBroadcast']>;
  private readonly onError: NonNullable<FeedLoopOptions['onError']>;

  constructor(
    private readonly replays: ReadonlyMap<string, Replay>,
    private readonly hub: SocketHub,
    options: FeedLoopOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 250;
    this.statusRefreshMs = options.statusRefreshMs ?? 5000;
    this.liveHeartbeatMs = options.liveHeartbeatMs ?? 5000;
    this.now = options.now ?? Date.now;
    this.onBroadcast = options.onBroadcast ?? (() => {});
    this.onError = options.onError ?? (() => {});
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** What a socket receives when it connects; from then on the event's updates are tracked. */
  snapshot(replay: Replay, now = this.now()): SocketMessage[] {
    return this.encodedSnapshot(replay, now).messages;
  }

  /**
   * The snapshot on connect, encoded once for every socket that connects while it holds: after a
   * failover or a dropped network thousands of fans reconnect within seconds, and the match state
   * and its JSON would otherwise be computed again for each of them. The state is a function of
   * the replay's revision, second and fired goals; the status is read again each time (its period
   * start moves with the wall clock while a replay is paused), and a new one encodes it anew.
   */
  encodedSnapshot(replay: Replay, now = this.now()): Encoded {
    if (!this.cursors.has(replay.eventId)) this.cursors.set(replay.eventId, this.cursorNow(replay, now));
    const second = replay.second();
    const stateKey = `${replay.revision}|${second}|${replay.injectedGoals.length}`;
    let cached = this.snapshots.get(replay.eventId);
    const state = cached?.stateKey === stateKey ? cached.state : replay.state(second);
    const status = replay.status(state);
    const statusText = JSON.stringify(status);
    if (cached?.stateKey !== stateKey || cached.statusText !== statusText) {
      const messages: SocketMessage[] = [
        { type: 'status', value: status },
        { type: 'score', value: state.score },
        { type: 'statsSummary', value: state.summary },
      ];
      cached = { stateKey, state, statusText, encoded: encode(messages) };
      this.snapshots.set(replay.eventId, cached);
    }
    return cached.encoded;
  }

  tick(now = this.now()): void {
    for (const [eventId, replay] of this.replays) {
      if (!this.hub.hasSubscribers(eventId)) {
        this.cursors.delete(eventId);
        this.snapshots.delete(eventId);
        continue;
      }
      // One event's failure is logged and leaves the others' updates going out.
      try {
        this.advance(eventId, replay, now);
      } catch (error) {
        this.cursors.delete(eventId);
        this.onError(error, eventId, 'tick');
      }
    }
  }

  /** A broadcast of its own, timed, whose failure is reported rather than thrown into the tick. */
  private send(eventId: string, messagesFor: Parameters<SocketHub['broadcast']>[1]): void {
    const started = performance.now();
    try {
      this.hub.broadcast(eventId, messagesFor);
    } catch (error) {
      this.onError(error, eventId, 'broadcast');
      return;
    }
    this.onBroadcast(eventId, performance.now() - started);
  }

  private cursorNow(replay: Replay, now: number): Cursor {
    const second = replay.second();
    const state = replay.state(second);
    const status = replay.status(state);
    return {
      second,
      revision: replay.revision,
      injected: replay.injectedGoals.length,
      statusSentAt: now,
      sentAt: now,
      statusKey: `${status.status}|${status.periods.map((period) => period.id).join()}`,
      scoreKey: JSON.stringify(state.score),
      statsKey: JSON.stringify(state.summary),
    };
  }

  private advance(eventId: string, replay: Replay, now: number): void {
    const second = replay.second();
    const state = replay.state(second);
    const status = replay.status(state);
    const keys = {
      statusKey: `${status.status}|${status.periods.map((period) => period.id).join()}`,
      scoreKey: JSON.stringify(state.score),
      statsKey: JSON.stringify(state.summary),
    };
    const cursor = this.cursors.get(eventId);
    const fresh = { second, revision: replay.revision, injected: replay.injectedGoals.length, statusSentAt: now, sentAt: now, ...keys };
    if (!cursor || cursor.revision !== replay.revision || second < cursor.second) {
      this.cursors.set(eventId, fresh);
      if (cursor) this.send(eventId, () => this.snapshot(replay));
      return;
    }

    // Goals first: the fan sees the goal, then everything it changed.
    const urgent: SocketMessage[] = [];
    const common: SocketMessage[] = [];
    // Faster than real time the widget's clock drifts, so status goes out again every few seconds;
    // in play a silent feed sends it as a heartbeat, so the widget can tell quiet from dead.
    const refreshStatus =
      (replay.speed !== 1 && now - cursor.statusSentAt >= this.statusRefreshMs) ||
      (state.stage === 'inPlay' && now - cursor.sentAt >= this.liveHeartbeatMs);
    if (keys.statusKey !== cursor.statusKey || refreshStatus) common.push({ type: 'status', value: status });
    // Each incident as the match state lists it, so a goal carries the score it made, fired goals counted.
    const incidents = new Map(state.incidents.map((incident) => [incident.id, incident]));
    const fired = replay.injectedGoals.slice(cursor.injected);
    for (const goal of fired) urgent.push({ type: 'majorIncident', value: { event: 'goal', side: goal.side, isUpdate: false } });

    const happened = replay.match.events.filter((timed) => timed.at > cursor.second && timed.at <= second);
    for (const timed of happened) {
      const { event } = timed;
      const incident = incidents.get(timed.id);
      if (incident) common.push({ type: 'incident', value: incident });
      if (event.type === 'goal') urgent.push({ type: 'majorIncident', value: { event: 'goal', side: event.side, isUpdate: false } });
      if (event.type === 'card') {
        common.push({
          type: 'majorIncident',
          value: { event: event.card === 'yellow' ? 'yellowCard' : 'redCard', side: event.side, isUpdate: false },
        });
      }
      if (event.type === 'var') common.push({ type: 'majorIncident', value: { event: 'var', side: event.side, isUpdate: false } });
      const marker = pitchEventOf(replay.match, timed);
      if (marker) common.push({ type: 'pitchEvent', value: marker });
    }
    // A fired goal happened now, after what the replay played since the last tick.
    const firedScore = new Map<string, string>();
    for (const goal of fired) {
      const incident = incidents.get(`i${goal.id}`);
      if (!incident) continue;
      common.push({ type: 'incident', value: incident });
      if (incident.score) firedScore.set(goal.id, `${incident.score.home}-${incident.score.away}`);
    }
    if (keys.scoreKey !== cursor.scoreKey) common.unshift({ type: 'score', value: state.score });
    if (keys.statsKey !== cursor.statsKey) common.push({ type: 'statsSummary', value: state.summary });

    const from = cursor.second;
    const commentaryFor = (language: Language): SocketMessage[] => [
      // Goals fired before the last tick count in the scores these lines quote; those fired since have lines of their own.
      ...commentaryBetween(replay.match, from, second, language, replay.injectedGoals.slice(0, cursor.injected)).map((line) => ({
        type: 'commentary' as const,
        value: line,
      })),
      ...fired.map((goal) => ({
        type: 'commentary' as const,
        value: injectedGoalLine(replay.match, goal, language, firedScore.get(goal.id) ?? `${state.score.home}-${state.score.away}`),
      })),
    ];

    this.cursors.set(eventId, {
      ...fresh,
      statusSentAt: common.some((message) => message.type === 'status') ? now : cursor.statusSentAt,
      sentAt: urgent.length > 0 || common.length > 0 || happened.length > 0 ? now : cursor.sentAt,
    });
    if (urgent.length === 0 && common.length === 0 && second === from) return;
    // The goal leads: it is the first frame of what every fan gets, and the score and everything
    // else it changed ride in the same write behind it. A broadcast of its own would cost a
    // second system call a fan, and those calls, not the bytes, are what a fan-out costs.
    this.send(eventId, (language) => [...urgent, ...common, ...commentaryFor(language)]);
  }
}
