import { isRecord, isString } from '../../../contract/first-paint-parsers.ts';
import type { SocketMessage, SocketMessageType, SocketMessageValue } from '../../../contract/protocol.ts';
import { ReconnectBackoff, type ReconnectBackoffOptions } from '../../rules/reconnect-backoff.ts';

/**
 * The realtime socket of SPEC section 4: `{wsBase}/ws?eventId=…&lang=…`, reconnecting with the
 * backoff of {@link ReconnectBackoff}. Framework-free; a React provider wraps it.
 *
 * States:
 * - `idle`: not started, or started without an eventId;
 * - `connecting`: the first connection of a start is under way;
 * - `open`: connected;
 * - `reconnecting`: dropped, waiting for or making a further attempt;
 * - `gaveUp`: every attempt failed; {@link ReconnectingSocket.retry} starts again;
 * - `notFound`: the feed closed the socket saying it does not know the event (close code 1008);
 *   trying again cannot help, so nothing reconnects. Any other close (1013 "try again later" from
 *   a busy feed, 1012 restart, a dropped network) is `reconnecting` on the backoff's schedule;
 * - `closed`: closed on purpose (page unload); nothing reconnects.
 *
 * The backoff starts again only once a connection has proved healthy: it delivered a message, or
 * it stayed open for `healthyAfterMs`. A feed that accepts a socket and drops it at once is retried
 * on the growing schedule, never in a tight loop.
 */
export type SocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'gaveUp' | 'notFound' | 'closed';

/** The close code with which the feed refuses an event it does not know (or a malformed id). */
export const unknownEventCloseCode = 1008;

/**
 * The close code with which the feed refuses a socket for now (RFC 6455 "try again later"): too
 * many sockets or handshakes from one address (a stadium's or a carrier's NAT), too many messages.
 * The attempt failed; the next one follows on the backoff's schedule, never at once.
 */
export const tryAgainLaterCloseCode = 1013;

/** How long a connection must stay open, without a message, to count as healthy. */
export const defaultHealthyAfterMs = 10_000;

/** What this client needs of the browser `WebSocket`; the browser's class fits. */
export interface WebSocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code?: number }) => void): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** The socket's log lines of SPEC section 8; `console` by default. */
export type SocketLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface ReconnectingSocketOptions {
  /** Origin of the feed's socket, such as `wss://feed.example.com`; a trailing slash is ignored. */
  wsBase: string;
  /** The match; without one the socket never connects (it stays `idle`). */
  eventId: string | null | undefined;
  /** Interface language sent to the feed. Default `en`. */
  lang?: string | null | undefined;
  /** The WebSocket class. Default `globalThis.WebSocket`, read when connecting. */
  WebSocket?: WebSocketConstructor;
  /** The reconnect schedule. Default the SPEC section 9 numbers. */
  backoff?: ReconnectBackoffOptions;
  /**
   * Called when what the app holds of the match may be stale, so it can refetch it: on a re-open
   * that could not resume (no `seq` was known), and on a `resync` (the feed could not send what
   * was missed). A re-open that resumes is sent what it missed instead.
   */
  onReconnect?: () => void;
  /** Log sink. Default `console`. */
  logger?: SocketLogger;
  /** An open connection without a message is healthy after this long. Default {@link defaultHealthyAfterMs}. */
  healthyAfterMs?: number;
}

/**
 * `{wsBase}/ws?eventId=…&lang=…&batch=1`, the query encoded. `batch=1` asks for each broadcast as
 * one message (docs/feed-protocol.md): a goal and the score it made arrive together, and the feed
 * makes one send per fan instead of five.
 */
export function socketUrl(wsBase: string, eventId: string, lang: string): string {
  const query = new URLSearchParams({ eventId, lang, batch: '1' });
  return `${wsBase.replace(/\/+$/, '')}/ws?${query.toString()}`;
}

/**
 * A message as it arrives, its value not yet parsed: every message is `{ type, value }`
 * (CONTRACT.md; the contract's `SocketMessage`), and the feed's own `resync` and `batch` are too.
 * The listener of a type parses its value; a type nobody listens to is dropped unread. Our feed
 * numbers them (docs/feed-protocol.md, "Resume"): `seq`, and `snapshot` on the messages of a
 * snapshot; a message without them is taken as it comes.
 */
export type Envelope = Pick<SocketMessage, 'seq' | 'snapshot'> & { type: string; value: unknown };

/**
 * What a listener's parser passes on of a message's value: the value, or some of its fields as
 * the value has them (a listener that only needs to know a message came passes on `{}`).
 */
export type PartOf<Whole, Part> = object & { [Key in keyof Part]: Key extends keyof Whole ? Whole[Key] : never };

/** The feed's word that it cannot send what was missed: the snapshot follows. */
export const resyncType = 'resync';

const envelope = (json: unknown): Envelope | null => {
  if (!isRecord(json) || !isString(json.type)) return null;
  const message: Envelope = { type: json.type, value: json.value };
  if (Number.isSafeInteger(json.seq)) message.seq = json.seq as number;
  if (json.snapshot === true) message.snapshot = true;
  return message;
};

/**
 * The rule of a resuming client (docs/feed-protocol.md, "Resume"): answers whether a message is
 * applied, given the last seq applied (null: none yet, or forgotten on a resync). A snapshot's
 * message is always applied (it is the state as of its seq); any other numbered message only when
 * its seq is past the last one applied, so nothing is applied twice.
 */
export function isNewMessage(message: Pick<Envelope, 'seq' | 'snapshot'>, lastApplied: number | null): boolean {
  if (message.seq === undefined || message.snapshot || lastApplied === null) return true;
  return message.seq > lastApplied;
}

/**
 * The messages a socket message carries, in order: the one message, or the messages of a `batch`
 * (docs/feed-protocol.md). What is not JSON, has no type, or is a batch whose value is no list
 * gives none; an entry of a batch that is no message, or is a batch itself, is dropped alone.
 */
export function parseSocketMessages(data: unknown): Envelope[] {
  try {
    // Binary data is no JSON text, and a batch whose value is no list has no `map`: each throws, and gives none.
    const message = envelope(JSON.parse(data as string));
    return message?.type === 'batch'
      ? (message.value as unknown[]).map(envelope).filter((inner): inner is Envelope => inner?.type !== 'batch' && !!inner)
      : message
        ? [message]
        : [];
  } catch {
    return [];
  }
}

interface Listener {
  type: string;
  take(value: unknown): void;
}

export class ReconnectingSocket {
  readonly url: string | null;
  readonly #WebSocket: WebSocketConstructor | undefined;
  readonly #backoff: ReconnectBackoff;
  readonly #onReconnect: (() => void) | undefined;
  readonly #logger: SocketLogger;
  readonly #listeners = new Set<Listener>();
  readonly #stateListeners = new Set<(state: SocketState) => void>();
  #state: SocketState = 'idle';
  #socket: WebSocketLike | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #healthTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #healthyAfterMs: number;
  #socketsCreated = 0;
  /** The seq of the last message applied (docs/feed-protocol.md, "Resume"): the next connection resumes after it. */
  #lastSeq: number | null = null;

  constructor(options: ReconnectingSocketOptions) {
    const eventId = options.eventId?.trim();
    this.url = eventId ? socketUrl(options.wsBase, eventId, options.lang?.trim() || 'en') : null;
    this.#WebSocket = options.WebSocket;
    this.#backoff = new ReconnectBackoff(options.backoff);
    this.#onReconnect = options.onReconnect;
    this.#logger = options.logger ?? console;
    this.#healthyAfterMs = options.healthyAfterMs ?? defaultHealthyAfterMs;
    if (!(this.#healthyAfterMs >= 0)) throw new TypeError('healthyAfterMs must be 0 or more');
  }

  get state(): SocketState {
    return this.#state;
  }

  /** The seq of the last message passed on, or null: what a reconnect asks to resume after. */
  get lastSeq(): number | null {
    return this.#lastSeq;
  }

  /** Reconnect attempts made since the last healthy connection. */
  get attempts(): number {
    return this.#backoff.attempts;
  }

  /** Starts connecting, unless there is no eventId or a connection is already open or under way. */
  connect(): void {
    if (this.url === null) {
      this.#logger.warn('Realtime socket: not connecting to a null URL (no eventId)');
      return;
    }
    if (this.#state === 'open' || this.#state === 'connecting' || this.#state === 'reconnecting') {
      this.#logger.info('Realtime socket: connection already open');
      return;
    }
    this.#backoff.reset();
    this.#open('connecting');
  }

  /** Starts again with a fresh schedule: after giving up, or at once while waiting to reconnect. */
  retry(): void {
    if (this.url === null || this.#state === 'open' || this.#state === 'connecting' || this.#state === 'notFound') return;
    if (this.#state === 'reconnecting' && this.#socket !== null) return;
    this.#clearTimer();
    this.#backoff.reset();
    this.#open(this.#socketsCreated === 0 ? 'connecting' : 'reconnecting');
  }

  /** Closes for good (page unload): no reconnect follows. `connect()` may start it again. */
  close(): void {
    this.#clearTimer();
    this.#clearHealthTimer();
    const socket = this.#socket;
    this.#socket = null;
    // A normal closure; the feed reads no reason.
    socket?.close(1000);
    this.#setState('closed');
  }

  /**
   * Passes the value of every message of `type`, one of the contract's socket message types,
   * through `parse` to `listener`; a value `parse` refuses (null) is dropped. What `parse` returns
   * is that type's value or a part of it, so a misspelt type or another type's parser does not
   * compile. The socket keeps no copy of what it passes on: listeners write it into the query
   * cache. Returns the unsubscribe function.
   */
  on<Type extends SocketMessageType, Value extends PartOf<SocketMessageValue<Type>, Value>>(
    type: Type,
    parse: (value: unknown) => Value | null,
    listener: (value: Value) => void,
  ): () => void {
    const entry: Listener = {
      type,
      take: (value) => {
        const parsed = parse(value);
        if (parsed !== null) listener(parsed);
      },
    };
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /** Calls `listener` on every change of state; returns the unsubscribe function. */
  onStateChange(listener: (state: SocketState) => void): () => void {
    this.#stateListeners.add(listener);
    return () => {
      this.#stateListeners.delete(listener);
    };
  }

  #open(state: 'connecting' | 'reconnecting'): void {
    // Typed without a cast, so the compiler checks that the browser's class fits WebSocketLike.
    const browserWebSocket: WebSocketConstructor | undefined = globalThis.WebSocket;
    const WebSocketClass = this.#WebSocket ?? browserWebSocket;
    if (!WebSocketClass) throw new TypeError('No WebSocket class: pass options.WebSocket');
    this.#setState(state);
    let socket: WebSocketLike;
    // Resumes after the last message applied; without one the feed sends its snapshot.
    const resumeAfter = this.#lastSeq;
    const url = resumeAfter === null ? this.url! : `${this.url!}&since=${resumeAfter}`;
    try {
      socket = new WebSocketClass(url);
    } catch (error) {
      // A refused URL throws at once; treat it as a failed attempt so the schedule still applies.
      this.#logger.error('Realtime socket error', error);
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#socketsCreated += 1;
    const isReopen = this.#socketsCreated > 1;
    // Events of a socket we have let go of (dropped or closed) are ignored.
    socket.addEventListener('open', () => {
      if (socket !== this.#socket) return;
      this.#setState('open');
      this.#clearHealthTimer();
      this.#healthTimer = setTimeout(() => this.#markHealthy(), this.#healthyAfterMs);
      // A resumed connection is sent what it missed, or `resync` when it cannot be (see #take).
      if (isReopen && resumeAfter === null) this.#onReconnect?.();
    });
    socket.addEventListener('message', (event) => {
      if (socket !== this.#socket) return;
      this.#markHealthy();
      for (const message of parseSocketMessages(event.data)) this.#take(message);
    });
    socket.addEventListener('error', () => {
      if (socket !== this.#socket) return;
      this.#logger.error('Realtime socket error');
      this.#drop(socket);
    });
    socket.addEventListener('close', (event) => {
      if (socket !== this.#socket) return;
      if (event?.code === unknownEventCloseCode) {
        this.#socket = null;
        this.#clearHealthTimer();
        this.#logger.warn('Realtime socket: unknown event, not reconnecting');
        this.#setState('notFound');
        return;
      }
      // 1013 (tryAgainLaterCloseCode) and every other close: the next attempt on the backoff's schedule.
      this.#drop(socket);
    });
  }

  /** A connection that delivered a message or stayed open long enough starts the schedule again. */
  #markHealthy(): void {
    this.#clearHealthTimer();
    this.#backoff.reset();
  }

  #clearHealthTimer(): void {
    if (this.#healthTimer !== null) clearTimeout(this.#healthTimer);
    this.#healthTimer = null;
  }

  /** The first of error and close for the current socket lets it go and schedules the next attempt. */
  #drop(socket: WebSocketLike): void {
    this.#socket = null;
    this.#clearHealthTimer();
    socket.close();
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    const delay = this.#backoff.nextDelay();
    if (delay === null) {
      this.#logger.warn('Max reconnect attempts reached');
      this.#setState('gaveUp');
      return;
    }
    this.#setState('reconnecting');
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#open('reconnecting');
    }, delay);
  }

  /** Applies a message once: a resync forgets the last seq and refetches, a message already applied is dropped. */
  #take(message: Envelope): void {
    const last = this.#lastSeq;
    const { seq } = message;
    if (message.type === resyncType) this.#lastSeq = null;
    else if (!isNewMessage(message, last)) return;
    else {
      if (seq !== undefined) this.#lastSeq = seq;
      this.#dispatch(message);
    }
    // A resync, or a numbered message past the next one: the feed skipped some (a reader too slow
    // for it is sent only the latest score and status), so what the app holds may lack them.
    if (message.type === resyncType || (seq !== undefined && !message.snapshot && last !== null && seq > last + 1)) this.#onReconnect?.();
  }

  #dispatch(message: Envelope): void {
    for (const listener of this.#listeners) {
      if (listener.type !== message.type) continue;
      try {
        listener.take(message.value);
      } catch (error) {
        // One failing listener must not starve the others of the message.
        this.#logger.error(`Realtime socket: a ${message.type} listener threw`, error);
      }
    }
  }

  #setState(state: SocketState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener(state);
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/**
 * Closes the socket when the page is hidden for unload (SPEC section 4) and connects again when
 * the browser restores the page from its back-forward cache. Returns the unbinding.
 */
export function followPageLifecycle(
  socket: Pick<ReconnectingSocket, 'close' | 'connect'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onPageHide = () => socket.close();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) socket.connect();
  };
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.removeEventListener('pagehide', onPageHide);
    target.removeEventListener('pageshow', onPageShow);
  };
}
