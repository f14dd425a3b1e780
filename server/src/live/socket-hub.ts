import type { WebSocket } from 'ws';
import type { SocketMessage } from '../../../src/lib/feed/protocol.ts';
import type { Language } from '../../../src/lib/i18n/languages.ts';

export interface SocketHubOptions {
  /** How often peers are pinged; one that has not answered the previous ping is terminated. Default 30 s. */
  heartbeatMs?: number;
  /** A peer with more than this many bytes queued is too slow to keep: terminated. Default 1 MiB. */
  maxBufferedBytes?: number;
}

const textFrame = { binary: false, compress: false } as const;

interface Peer {
  socket: WebSocket;
  alive: boolean;
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
  /** How long the last broadcast took to hand every frame to the kernel (for /control/state and bench:feed). */
  lastBroadcast = { peers: 0, frames: 0, ms: 0 };

  constructor(options: SocketHubOptions = {}) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.heartbeat = setInterval(() => this.pingAll(), options.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  add(eventId: string, language: Language, socket: WebSocket): () => void {
    const peer: Peer = { socket, alive: true };
    let room = this.rooms.get(eventId);
    if (!room) this.rooms.set(eventId, (room = new Map()));
    let peers = room.get(language);
    if (!peers) room.set(language, (peers = new Set()));
    peers.add(peer);
    socket.on('pong', () => {
      peer.alive = true;
    });
    return () => {
      peers.delete(peer);
      if (peers.size === 0) room.delete(language);
      if (room.size === 0) this.rooms.delete(eventId);
    };
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
   * Sends each language its messages, asked once per language present. Message by message across
   * all peers, not peer by peer: the first message (a goal comes first) reaches every fan before
   * anyone gets the second.
   */
  broadcast(eventId: string, messagesFor: (language: Language) => SocketMessage[]): void {
    const room = this.rooms.get(eventId);
    if (!room) return;
    const started = performance.now();
    let frames = 0;
    // Encoded once: every peer gets the same bytes, sent as a text frame.
    const outgoing = [...room].map(([language, peers]) => ({ peers, texts: messagesFor(language).map((message) => Buffer.from(JSON.stringify(message))) }));
    const longest = Math.max(0, ...outgoing.map(({ texts }) => texts.length));
    for (let index = 0; index < longest; index += 1) {
      for (const { peers, texts } of outgoing) {
        const text = texts[index];
        if (text === undefined) continue;
        for (const peer of peers) {
          if (peer.socket.readyState !== peer.socket.OPEN) continue;
          if (peer.socket.bufferedAmount > this.maxBufferedBytes) {
            peer.socket.terminate();
            continue;
          }
          peer.socket.send(text, textFrame);
          frames += 1;
        }
      }
    }
    this.lastBroadcast = { peers: outgoing.reduce((sum, { peers }) => sum + peers.size, 0), frames, ms: Math.round((performance.now() - started) * 10) / 10 };
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

  private pingAll(): void {
    for (const room of this.rooms.values()) {
      for (const peers of room.values()) {
        for (const peer of peers) {
          if (!peer.alive) {
            peer.socket.terminate();
            continue;
          }
          peer.alive = false;
          peer.socket.ping();
        }
      }
    }
  }
}
