import type { Commentary, SocketMessage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';

/** What the log of one event keeps, and for how long (feed-limits.ts names the defaults). */
export interface MessageLogOptions {
  /** A broadcast older than this is dropped. */
  windowMs: number;
  /** Past this many messages the oldest broadcasts are dropped, however recent: memory stays bounded. */
  maxMessages: number;
}

/**
 * One broadcast as logged: the messages every language gets (stamped with their `seq`) and its
 * commentary lines, which come last and are as many in every language, so the numbering does not
 * depend on the language. A language's lines are rendered when first asked and kept.
 */
export class LoggedBroadcast {
  private readonly rendered = new Map<Language, SocketMessage[]>();
  private readonly stamped: SocketMessage[];

  constructor(
    readonly firstSeq: number,
    /** When it was broadcast (ms, the loop's clock). */
    readonly at: number,
    messages: readonly SocketMessage[],
    readonly commentaryCount: number,
    private readonly commentaryFor: (language: Language) => Commentary[],
  ) {
    this.stamped = messages.map((message, index) => ({ ...message, seq: firstSeq + index }));
  }

  get size(): number {
    return this.stamped.length + this.commentaryCount;
  }

  get lastSeq(): number {
    return this.firstSeq + this.size - 1;
  }

  /** The whole broadcast in one language, every message with its `seq`. */
  messagesFor(language: Language): SocketMessage[] {
    let messages = this.rendered.get(language);
    if (!messages) {
      const lines = this.commentaryFor(language);
      if (lines.length !== this.commentaryCount) {
        // Numbering is per event, not per language: a language with another count would shift every seq after it.
        throw new Error(`commentary in ${language} has ${lines.length} lines where the broadcast numbered ${this.commentaryCount}`);
      }
      const base = this.firstSeq + this.stamped.length;
      messages = [...this.stamped, ...lines.map((value, index) => ({ type: 'commentary' as const, value, seq: base + index }))];
      this.rendered.set(language, messages);
    }
    return messages;
  }
}

/**
 * The messages of one event, numbered: each broadcast takes the next `seq`s, one per message, and
 * is kept for the resume window (docs/feed-protocol.md, "Resume"), so a client that comes back
 * with the last `seq` it applied is sent what it missed. The numbers start at the wall clock in
 * ms when the log is made, so a log made later (a restart, an event watched again after its log
 * was dropped) numbers above every earlier one: a client's old `seq` is never taken for a new one.
 */
export class EventMessageLog {
  private readonly broadcasts: LoggedBroadcast[] = [];
  private nextSeq: number;
  /** Every message after this seq is held (a client resuming from it misses nothing). */
  private heldAfter: number;
  private heldMessages = 0;
  /**
   * Whether this log's numbers are the event's: always for a feed alone; with several instances
   * only once the shared log has sent a broadcast, and not while Redis is away (the messages
   * then go out unnumbered and nothing can be resumed from).
   */
  private numbered: boolean;
  private interrupted = false;
  /** Bumped by every change of what the log holds: what was answered from it before may differ now. */
  changes = 0;

  /** `firstSeq` null: the numbers come from elsewhere (`appendAt`), none until then. */
  constructor(
    private readonly options: MessageLogOptions,
    firstSeq: number | null,
  ) {
    this.numbered = firstSeq !== null;
    this.nextSeq = firstSeq ?? 0;
    this.heldAfter = this.nextSeq - 1;
  }

  get isNumbered(): boolean {
    return this.numbered;
  }

  /** Numbered once and interrupted since (Redis away), not numbered again yet. */
  get wasInterrupted(): boolean {
    return this.interrupted;
  }

  /**
   * Logs a broadcast numbered elsewhere (the shared log of several instances); answers null for
   * one already held. One that does not follow the last one held (this instance missed some, or
   * the numbering began again) starts the log anew from it: nothing before it can be resumed here.
   */
  appendAt(
    firstSeq: number,
    at: number,
    messages: readonly SocketMessage[],
    commentary?: { count: number; of: (language: Language) => Commentary[] },
  ): LoggedBroadcast | null {
    // Already held (read from the shared log and heard on its channel too).
    if (this.numbered && firstSeq < this.nextSeq && firstSeq > this.heldAfter) return null;
    if (!this.numbered || firstSeq !== this.nextSeq) {
      this.broadcasts.length = 0;
      this.heldMessages = 0;
      this.heldAfter = firstSeq - 1;
      this.numbered = true;
      this.interrupted = false;
    }
    this.nextSeq = firstSeq;
    return this.append(at, messages, commentary);
  }

  /** The numbering is interrupted (Redis away): nothing held can be resumed from until `appendAt` starts it again. */
  interrupt(): void {
    this.interrupted ||= this.numbered;
    this.numbered = false;
    this.changes += 1;
    this.broadcasts.length = 0;
    this.heldMessages = 0;
  }

  /** The seq of the last message logged (one less than the first, before any). */
  get lastSeq(): number {
    return this.nextSeq - 1;
  }

  append(
    at: number,
    messages: readonly SocketMessage[],
    commentary: { count: number; of: (language: Language) => Commentary[] } = { count: 0, of: () => [] },
  ): LoggedBroadcast {
    const broadcast = new LoggedBroadcast(this.nextSeq, at, messages, commentary.count, commentary.of);
    this.nextSeq += broadcast.size;
    this.broadcasts.push(broadcast);
    this.heldMessages += broadcast.size;
    this.changes += 1;
    this.trim(at);
    return broadcast;
  }

  /** Drops what is older than the window, and the oldest past the cap. */
  trim(now: number): void {
    while (this.broadcasts.length > 0) {
      const oldest = this.broadcasts[0]!;
      if (oldest.at >= now - this.options.windowMs && this.heldMessages <= this.options.maxMessages) break;
      this.broadcasts.shift();
      this.changes += 1;
      this.heldMessages -= oldest.size;
      this.heldAfter = oldest.lastSeq;
    }
  }

  /**
   * What a client that applied every message up to `seq` missed, in order, in its language; null
   * when the log cannot say (older than what is held, or a number this log never gave).
   */
  since(seq: number, language: Language): SocketMessage[] | null {
    if (!this.numbered || !Number.isSafeInteger(seq) || seq < this.heldAfter || seq > this.lastSeq) return null;
    const missed: SocketMessage[] = [];
    for (const broadcast of this.broadcasts) {
      if (broadcast.lastSeq <= seq) continue;
      for (const message of broadcast.messagesFor(language)) if (message.seq! > seq) missed.push(message);
    }
    return missed;
  }
}
