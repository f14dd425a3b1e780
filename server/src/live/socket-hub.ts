import type { WebSocket } from 'ws';
import type { SocketMessage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { goalEvents } from '../../../contract/vocabulary.ts';

export interface SocketHubOptions {
  /** How often peers are pinged. Default 30 s. */
  heartbeatMs?: number;
  /** A peer with no pong for this long is ended at the next ping. Default twice heartbeatMs. */
  pongTimeoutMs?: number;
  /**
   * A peer with more than this many bytes queued in the process is behind: it is sent nothing but
   * the latest score and status once it has drained below this again. Default 1 MiB.
   */
  maxBufferedBytes?: number;
  /** A peer still behind after this long is ended. Default 10 s. */
  slowPeerGraceMs?: number;
}

/** How a peer takes a broadcast: one frame per message (the contract's form), or all of it in one `batch` message. */
export type Delivery = 'messages' | 'batch';

const textFrame = { binary: false, compress: false } as const;

/**
 * The heartbeat pings the peers in this many slices spread over its period, each peer in its own
 * slice, rather than all at once: a ping is a send, and thousands of them in one go would hold up
 * a goal's broadcast behind them.
 */
export const pingSlices = 20;

/** Processor time of the whole process (user and kernel) since `before`, in ms. */
function cpuMsSince(before: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

interface Peer {
  socket: WebSocket;
  /** Which of the heartbeat's slices pings it. */
  slice: number;
  delivery: Delivery;
  lastPongAt: number;
  /** Past the queue cap (a slow reader): since when, and the latest score and status it has not been sent. */
  behind: { since: number; latest: Map<string, SocketMessage> } | null;
}

/** One language's broadcast (or a snapshot), encoded once for every peer it goes to. */
export interface Encoded {
  messages: SocketMessage[];
  /** One payload per message, for peers that take the contract's one message a frame. */
  payloads: Buffer[];
  /** The whole broadcast as one `batch` message (docs/feed-protocol.md), or the one payload when there is only one. */
  batch: Buffer;
}

/** The messages of a broadcast as one socket message: the message itself when it is alone. */
export function batchOf(messages: readonly SocketMessage[]): string {
  return messages.length === 1 ? JSON.stringify(messages[0]) : JSON.stringify({ type: 'batch', value: messages });
}

/** How many goals lead the messages (the feed loop puts a broadcast's goals first). */
function leadingGoals(messages: readonly SocketMessage[]): number {
  let count = 0;
  while (count < messages.length && isGoal(messages[count]!)) count += 1;
  return count;
}

/** A goal's `majorIncident`: its event one of the contract's goal events. */
const isGoal = (message: SocketMessage): boolean => message.type === 'majorIncident' && goalEvents.has(message.value.event);

export function encode(messages: SocketMessage[]): Encoded {
  return {
    messages,
    payloads: messages.map((message) => Buffer.from(JSON.stringify(message))),
    batch: Buffer.from(batchOf(messages)),
  };
}

/**
 * The sockets of every event, grouped by language. A broadcast serialises each message once per
 * language and hands the same bytes to every peer through `ws`'s `send`: with thousands of peers
 * the cost is the sends (each one a system call), so a peer that asked for batches gets the whole
 * broadcast in one message, and a peer that did not gets one message per frame, as the contract
 * says.
 */
export class SocketHub {
  private readonly rooms = new Map<string, Map<Language, Set<Peer>>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxBufferedBytes: number;
  private readonly slowPeerGraceMs: number;
  private readonly pongTimeoutMs: number;
  /** The slice the next peer joins, and the slice the heartbeat pings next. */
  private nextSlice = 0;
  private pingingSlice = 0;
  /** How long the latest broadcasts took to hand every message to `ws` (for /control/state and the benches). */
  recentBroadcasts: Array<{
    peers: number;
    /** Socket messages sent, a batch counting once. */
    sends: number;
    /** When the broadcast began, in ms since the Unix epoch (fractional). */
    startedAt: number;
    ms: number;
    cpuMs: number;
  }> = [];

  constructor(options: SocketHubOptions = {}) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.slowPeerGraceMs = options.slowPeerGraceMs ?? 10_000;
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 2 * heartbeatMs;
    this.heartbeat = setInterval(() => this.pingSlice(), heartbeatMs / pingSlices);
    this.heartbeat.unref();
  }

  add(eventId: string, language: Language, socket: WebSocket, delivery: Delivery = 'messages'): () => void {
    const peer: Peer = { socket, slice: this.nextSlice, delivery, lastPongAt: Date.now(), behind: null };
    this.nextSlice = (this.nextSlice + 1) % pingSlices;
    let room = this.rooms.get(eventId);
    if (!room) this.rooms.set(eventId, (room = new Map()));
    let peers = room.get(language);
    if (!peers) room.set(language, (peers = new Set()));
    peers.add(peer);
    socket.on('pong', () => {
      peer.lastPongAt = Date.now();
    });
    return () => {
      peers.delete(peer);
      if (peers.size === 0) room.delete(language);
      if (room.size === 0) this.rooms.delete(eventId);
    };
  }

  /** Sends messages to one socket as a peer of that delivery takes them. */
  static sendTo(socket: WebSocket, delivery: Delivery, messages: SocketMessage[]): void {
    if (messages.length === 0) return;
    if (delivery === 'batch') socket.send(batchOf(messages), textFrame);
    else for (const message of messages) socket.send(JSON.stringify(message), textFrame);
  }

  /** Sends messages encoded once (the snapshot on connect) to one socket as a peer of that delivery takes them. */
  static sendEncoded(socket: WebSocket, delivery: Delivery, { payloads, batch }: Encoded): void {
    if (delivery === 'batch') socket.send(batch, textFrame);
    else for (const payload of payloads) socket.send(payload, textFrame);
  }

  /** Every peer's socket, in every room (what a drain closes). */
  sockets(): WebSocket[] {
    return [...this.peers()].map((peer) => peer.socket);
  }

  /** Bytes queued in the process for every peer, not yet taken by the kernel (what the queue cap reads). */
  queuedBytes(): number {
    let bytes = 0;
    for (const { socket } of this.peers()) bytes += socket.bufferedAmount;
    return bytes;
  }

  private *peers(): Generator<Peer> {
    for (const room of this.rooms.values()) for (const peers of room.values()) yield* peers;
  }

  hasSubscribers(eventId: string): boolean {
    return this.rooms.has(eventId);
  }

  languagesOf(eventId: string): Language[] {
    return [...(this.rooms.get(eventId)?.keys() ?? [])];
  }

  size(eventId?: string): number {
    let count = 0;
    for (const [id, room] of this.rooms) {
      if (eventId !== undefined && id !== eventId) continue;
      for (const peers of room.values()) count += peers.size;
    }
    return count;
  }

  /**
   * Sends each language its messages, asked once per language present and encoded once. A goal
   * leads its broadcast (see feed-loop.ts): a peer that takes batches gets it first in the one
   * message; peers that take one message a frame are each sent the leading goals before any peer
   * is sent the rest, so the last fan's goal waits behind one send a fan, not five.
   */
  broadcast(eventId: string, messagesFor: (language: Language) => SocketMessage[]): void {
    const room = this.rooms.get(eventId);
    if (!room) return;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let sends = 0;
    for (const [language, peers] of room) {
      const messages = messagesFor(language);
      if (messages.length === 0) continue;
      const encoded = encode(messages);
      const lead = leadingGoals(messages);
      const rest: Peer[] = [];
      for (const peer of peers) {
        const { socket } = peer;
        if (socket.readyState !== socket.OPEN) continue;
        const queued = socket.bufferedAmount;
        if (queued > this.maxBufferedBytes || peer.behind) {
          sends += this.keepUp(peer, queued, encoded);
          continue;
        }
        if (peer.delivery === 'batch' || lead === 0 || lead === messages.length) {
          sends += this.deliver(peer, encoded);
          continue;
        }
        for (let index = 0; index < lead; index += 1) socket.send(encoded.payloads[index]!, textFrame);
        sends += lead;
        rest.push(peer);
      }
      for (const { socket } of rest) {
        // Closed since its goal was sent: the rest has nowhere to go.
        if (socket.readyState !== socket.OPEN) continue;
        for (let index = lead; index < encoded.payloads.length; index += 1) socket.send(encoded.payloads[index]!, textFrame);
        sends += encoded.payloads.length - lead;
      }
    }
    const record = {
      peers: [...room.values()].reduce((sum, peers) => sum + peers.size, 0),
      sends,
      startedAt: performance.timeOrigin + started,
      ms: Math.round((performance.now() - started) * 10) / 10,
      cpuMs: Math.round(cpuMsSince(cpuBefore) * 10) / 10,
    };
    this.recentBroadcasts = [...this.recentBroadcasts.slice(-9), record];
  }

  /** Hands a broadcast to one peer; answers how many sends it took. */
  private deliver({ socket, delivery }: Peer, { payloads, batch }: Encoded): number {
    if (delivery === 'batch') {
      socket.send(batch, textFrame);
      return 1;
    }
    for (const payload of payloads) socket.send(payload, textFrame);
    return payloads.length;
  }

  /**
   * A peer past the queue cap: while it stays behind it is sent nothing, and only the latest score
   * and status are kept for it; once it has drained below the cap it gets them, then this
   * broadcast. A peer still behind after the grace period is ended, which frees its queue.
   * Answers how many sends went to it.
   */
  private keepUp(peer: Peer, queued: number, encoded: Encoded): number {
    const now = Date.now();
    if (queued > this.maxBufferedBytes) {
      const behind = (peer.behind ??= { since: now, latest: new Map() });
      if (now - behind.since > this.slowPeerGraceMs) {
        peer.socket.terminate();
        return 0;
      }
      for (const message of encoded.messages) {
        if (message.type === 'score' || message.type === 'status') behind.latest.set(message.type, message);
      }
      return 0;
    }
    // In the order they were numbered, so a client that drops what it has already applied keeps both.
    const missed = [...(peer.behind?.latest.values() ?? [])].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    peer.behind = null;
    if (missed.length === 0) return this.deliver(peer, encoded);
    const caughtUp = [...missed, ...encoded.messages];
    SocketHub.sendTo(peer.socket, peer.delivery, caughtUp);
    return peer.delivery === 'batch' ? 1 : caughtUp.length;
  }

  /** Drops every socket (of one event, or all) abruptly, as a network failure would. */
  dropAll(eventId?: string): number {
    let dropped = 0;
    for (const [id, room] of [...this.rooms]) {
      if (eventId !== undefined && id !== eventId) continue;
      for (const peers of room.values()) {
        for (const peer of peers) {
          peer.socket.terminate();
          dropped += 1;
        }
      }
    }
    return dropped;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.dropAll();
  }

  /** Pings the peers of one slice, each once a heartbeat; a peer silent past the pong timeout is ended instead. */
  private pingSlice(): void {
    const slice = this.pingingSlice;
    this.pingingSlice = (slice + 1) % pingSlices;
    const now = Date.now();
    for (const peer of this.peers()) {
      if (peer.slice !== slice) continue;
      if (now - peer.lastPongAt > this.pongTimeoutMs) {
        peer.socket.terminate();
        continue;
      }
      peer.socket.ping();
    }
  }
}
