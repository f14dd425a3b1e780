import { writeSync } from 'node:fs';
import type { WebSocket } from 'ws';
import type { SocketMessage } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import { ParallelWriter } from './parallel-writes.ts';

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
  /**
   * From how many peers of one language a broadcast shares the writes with a second thread
   * (see parallel-writes.ts); 0 never. Default 256: below that one thread is done in 5 ms.
   */
  parallelFrom?: number;
}

const textFrame = { binary: false, compress: false } as const;

/**
 * One unmasked, final text frame (RFC 6455 section 5.2) holding the payload. Built once per message
 * and written as is to every peer: with thousands of peers the per-send framing of the ws library
 * is most of the fan-out cost.
 */
export function textFrameOf(payload: Buffer): Buffer {
  const length = payload.byteLength;
  const header = length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x81;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

interface RawSocket {
  write(data: Buffer): boolean;
  destroy(error?: Error): void;
  writableLength: number;
  _handle?: object | null;
}

/**
 * A peer's TCP socket and its file descriptor, taken once when the peer joins. A descriptor is
 * only written while the socket still holds the handle it came from: a closed socket drops its
 * handle at once, and its number may then belong to someone else's socket.
 */
interface Direct {
  raw: RawSocket;
  handle: object;
  fd: number;
}

/** The peer's TCP socket, when frames may be written to its descriptor (no extension negotiated). */
function directOf(socket: WebSocket): Direct | null {
  const raw = (socket as unknown as { _socket?: RawSocket })._socket;
  const handle = raw?._handle as { fd?: number } | null | undefined;
  const fd = handle?.fd;
  return raw && handle && socket.extensions === '' && typeof fd === 'number' && fd >= 0 ? { raw, handle, fd } : null;
}

/**
 * Hands bytes to the kernel for one peer. With nothing queued in Node's stream, the bytes go
 * straight to the socket's file descriptor in one system call, skipping the stream machinery
 * (a fifth of a fan-out's time, measured on loopback); whatever the kernel does not take then
 * (a slow reader's full buffer) is queued behind, in order. With bytes already queued, they
 * queue too: writing past them would reorder the stream.
 */
function writeToPeer(direct: Direct, data: Buffer): void {
  const { raw, fd } = direct;
  if (!writableNow(direct)) {
    raw.write(data);
    return;
  }
  let written: number;
  try {
    written = writeSync(fd, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') {
      raw.destroy(error as Error);
      return;
    }
    written = 0;
  }
  settle(raw, data, written);
}

/** Whether the descriptor may be written directly: the socket is open and nothing is queued before it. */
function writableNow({ raw, handle }: Direct): boolean {
  return raw._handle === handle && raw.writableLength === 0;
}

/** After a direct write: queues what the kernel did not take, or closes the peer on an error (-1). */
function settle(raw: RawSocket, data: Buffer, written: number): void {
  if (written < 0) raw.destroy(new Error('write to the socket failed'));
  else if (written < data.byteLength) raw.write(data.subarray(written));
}

/** Processor time of the whole process (every thread, user and kernel) since `before`, in ms. */
function cpuMsSince(before: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

interface Peer {
  socket: WebSocket;
  /** Null when frames must go through ws (an extension was negotiated). */
  direct: Direct | null;
  lastPongAt: number;
  /** Past the queue cap (a slow reader): since when, and the latest score and status frames it has not been sent. */
  behind: { since: number; latest: Map<string, Buffer> } | null;
}

/**
 * The sockets of every event, grouped by language. A broadcast serialises each message once per
 * language and sends the same string to every peer: with thousands of peers the cost is the
 * writes, not JSON.
 */
export class SocketHub {
  private readonly rooms = new Map<string, Map<Language, Set<Peer>>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxBufferedBytes: number;
  private readonly slowPeerGraceMs: number;
  private readonly pongTimeoutMs: number;
  private readonly parallelFrom: number;
  private readonly writer = new ParallelWriter();
  /** How long the latest broadcasts took to hand every frame to the kernel (for /control/state and bench:feed). */
  recentBroadcasts: Array<{
    peers: number;
    frames: number;
    writes: number;
    threads: number;
    /** When the broadcast began, in ms since the Unix epoch (fractional). */
    startedAt: number;
    ms: number;
    cpuMs: number;
  }> = [];

  constructor(options: SocketHubOptions = {}) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.slowPeerGraceMs = options.slowPeerGraceMs ?? 10_000;
    this.parallelFrom = options.parallelFrom ?? 256;
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 2 * heartbeatMs;
    this.heartbeat = setInterval(() => this.pingAll(), heartbeatMs);
    this.heartbeat.unref();
  }

  add(eventId: string, language: Language, socket: WebSocket): () => void {
    const peer: Peer = { socket, direct: directOf(socket), lastPongAt: Date.now(), behind: null };
    let room = this.rooms.get(eventId);
    if (!room) this.rooms.set(eventId, (room = new Map()));
    let peers = room.get(language);
    if (!peers) room.set(language, (peers = new Set()));
    peers.add(peer);
    // The helper thread boots before the first broadcast that needs it.
    if (this.parallelFrom > 0 && peers.size >= this.parallelFrom) this.writer.start();
    socket.on('pong', () => {
      peer.lastPongAt = Date.now();
    });
    return () => {
      peers.delete(peer);
      if (peers.size === 0) room.delete(language);
      if (room.size === 0) this.rooms.delete(eventId);
    };
  }

  /** Resolves once the thread that shares large fan-outs has booted (false: it could not). */
  parallelWritesStarted(): Promise<boolean> {
    return this.writer.started();
  }

  /** Every peer's socket, in every room (what a drain closes). */
  sockets(): WebSocket[] {
    return [...this.peers()].map((peer) => peer.socket);
  }

  /** Bytes queued in the process for every peer, not yet taken by the kernel (what the queue cap reads). */
  queuedBytes(): number {
    let bytes = 0;
    for (const { socket, direct } of this.peers()) bytes += direct ? direct.raw.writableLength : socket.bufferedAmount;
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
   * Sends each language its messages, asked once per language present. Every peer gets all its
   * frames in one write: a write to a socket is a system call, and on a busy feed the calls, not
   * JSON, are the cost of a fan-out (a goal's follow-up of score, statistics, incident and
   * commentary would otherwise be five calls a fan). A goal leads its broadcast (see
   * feed-loop.ts): each fan reads it before what it changed.
   */
  broadcast(eventId: string, messagesFor: (language: Language) => SocketMessage[]): void {
    const room = this.rooms.get(eventId);
    if (!room) return;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let frames = 0;
    let writes = 0;
    let threads = 1;
    // Encoded once: every peer of a language gets the same bytes.
    for (const [language, peers] of room) {
      const messages = messagesFor(language);
      const payloads = messages.map((message) => Buffer.from(JSON.stringify(message)));
      if (payloads.length === 0) continue;
      const batch = Buffer.concat(payloads.map(textFrameOf));
      // Written as they come: the first fan's frame leaves before the last peer is looked at,
      // and with a helper thread it starts on the first descriptor published.
      const parallel = this.parallelFrom > 0 && peers.size >= this.parallelFrom ? this.writer.begin(peers.size, batch) : null;
      const shared: Direct[] = [];
      for (const peer of peers) {
        const { socket, direct } = peer;
        if (socket.readyState !== socket.OPEN) continue;
        const queued = direct ? direct.raw.writableLength : socket.bufferedAmount;
        if (queued > this.maxBufferedBytes || peer.behind) {
          if (!this.keepUp(peer, queued, messages, payloads, batch)) continue;
          frames += payloads.length;
          writes += 1;
          continue;
        }
        frames += payloads.length;
        if (!direct) {
          for (const payload of payloads) socket.send(payload, textFrame);
          writes += payloads.length;
          continue;
        }
        writes += 1;
        if (parallel && writableNow(direct)) {
          parallel.add(direct.fd);
          shared.push(direct);
        } else {
          writeToPeer(direct, batch);
        }
      }
      if (parallel) {
        const written = parallel.finish(writeSync);
        if (shared.length > 0) threads = 2;
        shared.forEach(({ raw }, index) => settle(raw, batch, written[index]!));
      }
    }
    const record = {
      peers: [...room.values()].reduce((sum, peers) => sum + peers.size, 0),
      frames,
      writes,
      threads,
      startedAt: performance.timeOrigin + started,
      ms: Math.round((performance.now() - started) * 10) / 10,
      cpuMs: Math.round(cpuMsSince(cpuBefore) * 10) / 10,
    };
    this.recentBroadcasts = [...this.recentBroadcasts.slice(-9), record];
  }

  /**
   * A peer past the queue cap (issue 23): while it stays behind it is sent nothing, and only the
   * latest score and status are kept for it; once it has drained below the cap it gets them, then
   * this broadcast. A peer still behind after the grace period is ended, which frees its queue.
   * Answers whether the broadcast was written to it.
   */
  private keepUp(peer: Peer, queued: number, messages: SocketMessage[], payloads: Buffer[], batch: Buffer): boolean {
    const now = Date.now();
    if (queued > this.maxBufferedBytes) {
      const behind = (peer.behind ??= { since: now, latest: new Map() });
      if (now - behind.since > this.slowPeerGraceMs) {
        peer.socket.terminate();
        return false;
      }
      messages.forEach((message, index) => {
        if (message.type === 'score' || message.type === 'status') behind.latest.set(message.type, payloads[index]!);
      });
      return false;
    }
    const missed = [...(peer.behind?.latest.values() ?? [])];
    peer.behind = null;
    if (peer.direct) writeToPeer(peer.direct, Buffer.concat([...missed.map(textFrameOf), batch]));
    else for (const payload of [...missed, ...payloads]) peer.socket.send(payload, textFrame);
    return true;
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
    this.writer.stop();
    this.dropAll();
  }

  private pingAll(): void {
    const now = Date.now();
    for (const room of this.rooms.values()) {
      for (const peers of room.values()) {
        for (const peer of peers) {
          if (now - peer.lastPongAt > this.pongTimeoutMs) {
            peer.socket.terminate();
            continue;
          }
          peer.socket.ping();
        }
      }
    }
  }
}
