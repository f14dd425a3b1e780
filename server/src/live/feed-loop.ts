import type { Commentary, SocketMessage } from '../../../contract/protocol.ts';
import { supportedLanguages, type Language } from '../../../contract/languages.ts';
import { commentaryBetween, injectedGoalLine } from '../replay/commentary-lines.ts';
import type { MatchState } from '../replay/match-state.ts';
import type { Replay } from '../replay/replay.ts';
import { ballPathValues, recentSteps, stepsBetween } from '../replay/ball-path.ts';
import { pitchEventOf } from '../replay/pitch-events.ts';
import { EventMessageLog, type LoggedBroadcast } from './message-log.ts';
import { revisedIncidents, revisedLineIds } from './revision.ts';
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
  /**
   * How long an event's messages are kept for clients that resume (`since`), and how long an event
   * is still followed after its last socket left, so a fan who drops misses nothing. Default 15 min.
   */
  resumeWindowMs?: number;
  /** At most this many messages are kept per event, however recent. Default 10,000. */
  resumeMessages?: number;
  /**
   * One numbering for several instances (shared-state/redis-message-log.ts): while it is up, only
   * the instance that leads an event advances it, and every instance sends its sockets what the
   * shared log publishes (`receive`). While it is down, each instance sends its own, unnumbered.
   */
  shared?: SharedMessageLog;
}

/** What the loop needs of the shared log (shared-state/redis-message-log.ts). */
export interface SharedMessageLog {
  up(): boolean;
  leads(eventId: string): boolean;
  claim(eventIds: Iterable<string>): void;
  release(eventId: string): void;
  /** `unlogged` is called when the write fails (the connection dropped under it): the broadcast was not numbered. */
  append(broadcast: Omit<SharedBroadcast, 'firstSeq'>, size: number, firstSeqIfNew: number, unlogged: () => void): void;
}

/** A broadcast as the shared log holds it: numbered once, with its commentary in every language and the writer's cursor after it. */
export interface SharedBroadcast {
  eventId: string;
  firstSeq: number;
  /** When it was logged (ms, the leader's loop clock). */
  at: number;
  messages: SocketMessage[];
  /** The commentary lines, last in the broadcast, as many in every language. */
  commentaryCount: number;
  commentary: Partial<Record<Language, Commentary[]>>;
  /** The writer's loop cursor after this broadcast, for the instance that takes over. */
  cursor: unknown;
}

function isCursor(value: unknown): value is Cursor {
  return typeof value === 'object' && value !== null && typeof (value as Cursor).second === 'number' && 'statusKey' in value;
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
/** How many of the last ball steps a snapshot carries: enough for the tracker to place the ball and the last moves. */
const snapshotBallSteps = 8;

/** What a match state is a function of: the replay's revision, its second and the goals fired into it. */
function stateKeyOf(replay: Replay, second: number): string {
  return `${replay.revision}|${second}|${replay.injectedGoals.length}`;
}

/** A match second before every moment of a match (its pre-match phases included), kept finite for the shared log's JSON. */
const beforeAnything = Number.MIN_SAFE_INTEGER;

/** The first seq of an event's log when it is made: the wall clock in ms, so numbers never go back across a restart (message-log.ts). */
const firstSeqNow = (): number => Date.now();

export class FeedLoop {
  private readonly cursors = new Map<string, Cursor>();
  /** Per event, the last snapshot encoded and the match state it was made of (see encodedSnapshot). */
  private readonly snapshots = new Map<
    string,
    { stateKey: string; state: MatchState; statusText: string; seq: number | null; encoded: Encoded }
  >();
  /**
   * Per event, the match state of the last second looked at and what it was made of: the loop ticks
   * four times a second and the match second moves once, so three ticks in four reuse it. A state
   * is a function of the replay's revision, second and fired goals, computed from the whole match.
   */
  private readonly states = new Map<string, { key: string; state: MatchState }>();
  /** Per event, the replay it was last advanced on: one put in its place (an ingest's rebuild) is told apart from a jump in time. */
  private readonly advanced = new Map<string, Replay>();
  /**
   * Events whose sockets were sent the page of a match not begun (an ingested match registered,
   * no replay yet; encodedBeforeKickOff): once its replay comes, they are sent all it has played.
   */
  private readonly beforeKickOff = new Set<string>();
  /** Per event, its numbered messages for clients that resume, and when it last had a socket. */
  private readonly logs = new Map<string, EventMessageLog>();
  /**
   * The last seq of each event's log that was let go (one number per event): a log made anew starts
   * two above it, however soon, so even its snapshot's seq (one below its first) is above every seq
   * of the log before.
   */
  private readonly lastSeqOfDropped = new Map<string, number>();
  private readonly watchedAt = new Map<string, number>();
  /** Per event, what resuming sockets were sent, encoded, while the log has not changed (encodedMissedSince). */
  private readonly missedCache = new Map<string, { changes: number; byQuery: Map<string, Encoded | null> }>();
  private readonly resumeWindowMs: number;
  private readonly resumeMessages: number;
  private readonly shared: SharedMessageLog | undefined;
  /** Per event, the cursor after the last broadcast the shared log sent: where this instance goes on if it comes to lead it. */
  private readonly sharedCursors = new Map<string, Cursor>();
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
    this.resumeWindowMs = options.resumeWindowMs ?? 15 * 60_000;
    this.resumeMessages = options.resumeMessages ?? 10_000;
    this.shared = options.shared;
  }

  /**
   * A broadcast the shared log published (any instance's, this one's too): logged at its seq and
   * sent to this instance's sockets. An instance that does not lead the event takes the writer's
   * cursor, so it goes on from there if it comes to lead it.
   */
  receive(shared: SharedBroadcast): void {
    const broadcast = this.take(shared);
    if (broadcast) this.deliver(shared.eventId, (language) => broadcast.messagesFor(language));
  }

  /**
   * A broadcast the shared log held before this instance subscribed (it started, or Redis came
   * back): logged, for fans who resume here, and sent to nobody. A log that holds numbers takes
   * only what follows them (what it missed while it was not subscribed); one interrupted while
   * Redis was away takes nothing older than what it hears next.
   */
  receiveHistory(shared: SharedBroadcast): void {
    const log = this.logs.get(shared.eventId);
    if (log?.isNumbered && shared.firstSeq !== log.lastSeq + 1) return;
    if (log?.wasInterrupted) return;
    this.take(shared);
  }

  private take(shared: SharedBroadcast): LoggedBroadcast | null {
    const replay = this.replays.get(shared.eventId);
    if (!replay) return null;
    const { eventId } = shared;
    const english = shared.commentary.en ?? [];
    const broadcast = this.logOf(eventId).appendAt(shared.firstSeq, shared.at, shared.messages, {
      count: shared.commentaryCount,
      of: (language) => shared.commentary[language] ?? english,
    });
    if (!broadcast) return null;
    if (isCursor(shared.cursor)) {
      // The replay's revision is this instance's own count of control changes.
      const cursor = { ...shared.cursor, revision: replay.revision };
      this.sharedCursors.set(eventId, cursor);
      if (this.cursors.has(eventId) && !this.shared?.leads(eventId)) this.cursors.set(eventId, cursor);
    }
    return broadcast;
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
   * What a client that applied every message of the event up to `seq` has missed, in order, in its
   * language; null when the log cannot say (the client is further behind than the log keeps, or
   * names a seq this feed never gave): it must be sent `resync` and the snapshot.
   * Encoded once for every socket that resumes from the same seq in the same language while the
   * log stands still: after a failover or a dropped network thousands of fans come back within
   * seconds, most of them from the same last seq.
   */
  encodedMissedSince(replay: Replay, seq: number, language: Language, now = this.now()): Encoded | null {
    this.follow(replay, now);
    const log = this.logOf(replay.eventId);
    let cache = this.missedCache.get(replay.eventId);
    if (cache?.changes !== log.changes) this.missedCache.set(replay.eventId, (cache = { changes: log.changes, byQuery: new Map() }));
    const query = `${seq}|${language}`;
    const cached = cache.byQuery.get(query);
    if (cached !== undefined) return cached;
    const missed = log.since(seq, language);
    const encoded = missed ? encode(missed) : null;
    // Bounded: a flood of made-up seqs must not grow it.
    if (cache.byQuery.size < 100) cache.byQuery.set(query, encoded);
    return encoded;
  }

  /** Whether messages are numbered now: always alone; with several instances, while the shared log is up. */
  numbering(): boolean {
    return this.shared?.up() ?? true;
  }

  /** The seq of the event's last message (what its snapshot carries). */
  lastSeq(eventId: string): number {
    return this.logOf(eventId).lastSeq;
  }

  /** Starts following an event (a socket joined it): its updates are tracked and logged from now. */
  private follow(replay: Replay, now: number): void {
    if (!this.cursors.has(replay.eventId)) {
      const shared = this.shared?.up() ? this.sharedCursors.get(replay.eventId) : undefined;
      this.cursors.set(replay.eventId, shared ?? this.cursorBeforeKickOff(replay, now) ?? this.cursorNow(replay, now));
      this.advanced.set(replay.eventId, replay);
    }
    this.watchedAt.set(replay.eventId, now);
  }

  private logOf(eventId: string): EventMessageLog {
    let log = this.logs.get(eventId);
    if (!log) {
      // With several instances the numbers are the shared log's: none until it sends one.
      log = new EventMessageLog(
        { windowMs: this.resumeWindowMs, maxMessages: this.resumeMessages },
        this.shared ? null : Math.max(firstSeqNow(), (this.lastSeqOfDropped.get(eventId) ?? -2) + 2),
      );
      this.logs.set(eventId, log);
    }
    return log;
  }

  private stateOf(replay: Replay, second: number): MatchState {
    const key = stateKeyOf(replay, second);
    const cached = this.states.get(replay.eventId);
    if (cached?.key === key) return cached.state;
    const state = replay.state(second);
    this.states.set(replay.eventId, { key, state });
    return state;
  }

  /**
   * The snapshot on connect of a match no replay serves yet (an ingested match registered, not
   * begun): `page`, its status and score as its pre-match page answers them, numbered as any
   * snapshot. From now the event is followed from before kick-off: when its replay comes, its
   * sockets are sent everything it has played, on the same socket (cursorBeforeKickOff).
   */
  encodedBeforeKickOff(eventId: string, page: readonly SocketMessage[], now = this.now()): Encoded {
    this.watchBeforeKickOff(eventId, now);
    const log = this.logOf(eventId);
    const seq = log.isNumbered ? log.lastSeq : null;
    return encode(page.map((message) => (seq === null ? message : { ...message, seq, snapshot: true })));
  }

  /** What a client of a match not begun missed since `seq` (encodedMissedSince); null when the log cannot say. */
  encodedMissedBeforeKickOff(eventId: string, seq: number, language: Language, now = this.now()): Encoded | null {
    this.watchBeforeKickOff(eventId, now);
    const missed = this.logOf(eventId).since(seq, language);
    return missed ? encode(missed) : null;
  }

  private watchBeforeKickOff(eventId: string, now: number): void {
    if (!this.cursors.has(eventId)) this.beforeKickOff.add(eventId);
    this.watchedAt.set(eventId, now);
  }

  /**
   * The status, score and statistics of the match now: the snapshot, and what a jump in time resends;
   * with the last few steps of the ball's path, so a tracker opened now shows where play is.
   */
  private pictureNow(replay: Replay, second: number, state: MatchState, status: ReturnType<Replay['status']>): SocketMessage[] {
    return [
      { type: 'status', value: status },
      { type: 'score', value: state.score },
      { type: 'statsSummary', value: state.summary },
      ...ballPathValues(recentSteps(replay.ballPath, second, snapshotBallSteps)).map((value) => ({ type: 'ballPath' as const, value })),
    ];
  }

  /**
   * The snapshot on connect, encoded once for every socket that connects while it holds: after a
   * failover or a dropped network thousands of fans reconnect within seconds, and the match state
   * and its JSON would otherwise be computed again for each of them. The state is a function of
   * the replay's revision, second and fired goals; the status is read again each time (its period
   * start moves with the wall clock while a replay is paused), and a new one encodes it anew.
   */
  encodedSnapshot(replay: Replay, now = this.now()): Encoded {
    this.follow(replay, now);
    const log = this.logOf(replay.eventId);
    const seq = log.isNumbered ? log.lastSeq : null;
    const second = replay.second();
    const stateKey = stateKeyOf(replay, second);
    let cached = this.snapshots.get(replay.eventId);
    const state = this.stateOf(replay, second);
    const status = replay.status(state);
    const statusText = JSON.stringify(status);
    if (cached?.stateKey !== stateKey || cached.statusText !== statusText || cached.seq !== seq) {
      // Each message of it carries the seq of the last message logged: the state as of that message.
      // Unnumbered (several instances, before the shared log has spoken or while Redis is away), it carries none.
      const messages = this.pictureNow(replay, second, state, status).map((message) =>
        seq === null ? message : { ...message, seq, snapshot: true },
      );
      cached = { stateKey, state, statusText, seq, encoded: encode(messages) };
      this.snapshots.set(replay.eventId, cached);
    }
    return cached.encoded;
  }

  tick(now = this.now()): void {
    const shared = this.shared?.up() ? this.shared : null;
    const followed: Array<[string, Replay]> = [];
    for (const [eventId, replay] of this.replays) {
      // An event is followed while it has sockets, and for the resume window after the last one
      // left, so a fan who drops and comes back is sent what happened meanwhile.
      if (this.hub.hasSubscribers(eventId)) this.watchedAt.set(eventId, now);
      const watchedAt = this.watchedAt.get(eventId);
      this.logs.get(eventId)?.trim(now);
      if (watchedAt === undefined || now - watchedAt > this.resumeWindowMs) {
        this.beforeKickOff.delete(eventId);
        if (!this.cursors.has(eventId)) continue;
        this.cursors.delete(eventId);
        this.snapshots.delete(eventId);
        this.states.delete(eventId);
        this.advanced.delete(eventId);
        this.missedCache.delete(eventId);
        // The shared log's broadcasts go on arriving for the other instances' fans: its log stays.
        const dropped = this.shared ? undefined : this.logs.get(eventId);
        if (dropped) {
          if (dropped.isNumbered) this.lastSeqOfDropped.set(eventId, dropped.lastSeq);
          this.logs.delete(eventId);
        }
        this.watchedAt.delete(eventId);
        this.shared?.release(eventId);
        continue;
      }
      followed.push([eventId, replay]);
    }
    // With several instances one leads each event: the others send what it logs.
    shared?.claim(followed.map(([eventId]) => eventId));
    for (const [eventId, replay] of followed) {
      if (shared && !shared.leads(eventId)) continue;
      // One event's failure is logged and leaves the others' updates going out.
      try {
        this.advance(eventId, replay, now);
      } catch (error) {
        this.cursors.delete(eventId);
        this.onError(error, eventId, 'tick');
      }
    }
  }

  /**
   * Numbers a broadcast into the event's log, then sends it (timed; a failure is reported rather
   * than thrown into the tick). Commentary comes last, as many lines in every language.
   */
  private send(
    eventId: string,
    now: number,
    messages: SocketMessage[],
    commentary?: { count: number; of: (language: Language) => Commentary[] },
  ): void {
    if (messages.length === 0 && !commentary?.count) return;
    const log = this.logOf(eventId);
    if (this.shared?.up()) {
      // Numbered and sent by the shared log, to every instance this one included (receive).
      const count = commentary?.count ?? 0;
      const lines = count > 0 ? Object.fromEntries(supportedLanguages.map((language) => [language, commentary!.of(language)])) : {};
      const firstSeqIfNew = Math.max(log.isNumbered ? log.lastSeq + 1 : 0, firstSeqNow());
      // A write the dropping connection lost reaches no instance: this one's fans get it unnumbered, as while Redis is away.
      this.shared.append(
        { eventId, at: now, messages, commentaryCount: count, commentary: lines, cursor: this.cursors.get(eventId) },
        messages.length + count,
        firstSeqIfNew,
        () => this.sendUnnumbered(eventId, messages, commentary),
      );
      return;
    }
    if (this.shared) {
      this.sendUnnumbered(eventId, messages, commentary);
      return;
    }
    const broadcast = log.append(now, messages, commentary);
    this.deliver(eventId, (language) => broadcast.messagesFor(language));
  }

  /** Redis away: this instance's fans are served what it makes of the match, unnumbered. */
  private sendUnnumbered(eventId: string, messages: SocketMessage[], commentary?: { of: (language: Language) => Commentary[] }): void {
    this.logOf(eventId).interrupt();
    this.deliver(eventId, (language) => [
      ...messages,
      ...(commentary?.of(language) ?? []).map((value) => ({ type: 'commentary' as const, value })),
    ]);
  }

  /** Hands a broadcast to the hub, timed; a failure is reported rather than thrown into the tick. */
  private deliver(eventId: string, messagesFor: (language: Language) => SocketMessage[]): void {
    if (!this.hub.hasSubscribers(eventId)) return;
    const started = performance.now();
    try {
      this.hub.broadcast(eventId, messagesFor);
    } catch (error) {
      this.onError(error, eventId, 'broadcast');
      return;
    }
    this.onBroadcast(eventId, performance.now() - started);
  }

  /**
   * Where the loop stands for sockets that were sent the page of a match not begun, once its
   * replay comes: before anything of the match, with no status, score or statistics told, so the
   * next advance sends them everything its replay has played (kick-off, incidents, commentary).
   * Undefined for an event no socket followed before kick-off.
   */
  private cursorBeforeKickOff(replay: Replay, now: number): Cursor | undefined {
    if (!this.beforeKickOff.delete(replay.eventId)) return undefined;
    const nothingTold = { statusKey: '', scoreKey: '', statsKey: '' };
    return { second: beforeAnything, revision: replay.revision, injected: 0, statusSentAt: now, sentAt: now, ...nothingTold };
  }

  private cursorNow(replay: Replay, now: number): Cursor {
    const second = replay.second();
    const state = this.stateOf(replay, second);
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
    // The replay last advanced and its state, before this tick's: what fans were told.
    const advanced = this.advanced.get(eventId);
    this.advanced.set(eventId, replay);
    const before = this.states.get(eventId);
    const state = this.stateOf(replay, second);
    const status = replay.status(state);
    const keys = {
      statusKey: `${status.status}|${status.periods.map((period) => period.id).join()}`,
      scoreKey: JSON.stringify(state.score),
      statsKey: JSON.stringify(state.summary),
    };
    const cursor = this.cursors.get(eventId) ?? this.cursorBeforeKickOff(replay, now);
    const fresh = { second, revision: replay.revision, injected: replay.injectedGoals.length, statusSentAt: now, sentAt: now, ...keys };
    if (!cursor || cursor.revision !== replay.revision || second < cursor.second) {
      this.cursors.set(eventId, fresh);
      if (!cursor) return;
      const picture = this.pictureNow(replay, second, state, status);
      // Another replay in its place, not a jump in time on this one: fans are told what it added.
      if (advanced && advanced !== replay) {
        const toldKey = stateKeyOf(advanced, cursor.second);
        const told = before?.key === toldKey ? before.state : advanced.state(cursor.second);
        const added = revisedIncidents(told.incidents, state.incidents);
        // Every line of the match as it now stands, against those fans were sent: a late event's, and each that reads otherwise.
        const linesOf = (language: Language) => commentaryBetween(replay.match, beforeAnything, second, language, replay.injectedGoals);
        const english = linesOf('en');
        const fired = advanced.injectedGoals.slice(0, cursor.injected);
        const revised = revisedLineIds(commentaryBetween(advanced.match, beforeAnything, cursor.second, 'en', fired), english);
        this.send(eventId, now, [...added.urgent, ...picture, ...added.common], {
          count: revised.size,
          of: (language) => (language === 'en' ? english : linesOf(language)).filter((line) => revised.has(line.id)),
        });
        return;
      }
      this.send(eventId, now, picture);
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
    // The ball's moves since the last tick, one message per period, after the facts they led to.
    for (const value of ballPathValues(stepsBetween(replay.ballPath, cursor.second, second))) common.push({ type: 'ballPath', value });
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
    const { match } = replay;
    const firedBefore = replay.injectedGoals.slice(0, cursor.injected);
    const scoreNow = `${state.score.home}-${state.score.away}`;
    // Rendered again for each language a fan asks for (the log keeps each), so it holds no match state.
    const commentaryFor = (language: Language): Commentary[] => [
      // Goals fired before the last tick count in the scores these lines quote; those fired since have lines of their own.
      ...commentaryBetween(match, from, second, language, firedBefore),
      ...fired.map((goal) => injectedGoalLine(match, goal, language, firedScore.get(goal.id) ?? scoreNow)),
    ];

    this.cursors.set(eventId, {
      ...fresh,
      statusSentAt: common.some((message) => message.type === 'status') ? now : cursor.statusSentAt,
      sentAt: urgent.length > 0 || common.length > 0 || happened.length > 0 ? now : cursor.sentAt,
    });
    if (urgent.length === 0 && common.length === 0 && second === from) return;
    // English counts the lines, which are as many in every language (the seq of each depends on it).
    const english = commentaryFor('en');
    // The goal leads: it is the first frame of what every fan gets, and the score and everything
    // else it changed ride in the same write behind it. A broadcast of its own would cost a
    // second system call a fan, and those calls, not the bytes, are what a fan-out costs.
    this.send(eventId, now, [...urgent, ...common], {
      count: english.length,
      of: (language) => (language === 'en' ? english : commentaryFor(language)),
    });
  }
}
