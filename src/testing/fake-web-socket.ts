import {
  ReconnectingSocket,
  type ReconnectingSocketOptions,
  type SocketLogger,
  type WebSocketLike,
} from '../lib/realtime/reconnecting-socket.ts';

/** A WebSocket whose events the test fires by hand. */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readonly listeners = new Map<string, Array<(event: object) => void>>();
  closedWith: { code: number | undefined; reason: string | undefined } | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as (event: object) => void]);
  }

  close(code?: number, reason?: string): void {
    this.closedWith ??= { code, reason };
  }

  emit(type: 'open' | 'close' | 'error' | 'message', event: object = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open(): void {
    this.emit('open');
  }

  send(data: unknown): void {
    this.emit('message', { data });
  }

  sendJson(message: unknown): void {
    this.send(JSON.stringify(message));
  }

  /** A failed or dropped connection, as browsers report it: error, then close. */
  fail(): void {
    this.emit('error');
    this.emit('close');
  }
}

/**
 * The socket of the final on a {@link FakeWebSocket}, logging to `logger`, with the backoff's
 * schedule itself (no jitter: the jitter around it has a test of its own); options on top.
 */
export function createTestSocket(logger: SocketLogger, overrides: Partial<ReconnectingSocketOptions> = {}): ReconnectingSocket {
  return new ReconnectingSocket({
    wsBase: 'wss://feed.example',
    eventId: 'wc-2022-final',
    lang: 'en',
    WebSocket: FakeWebSocket,
    logger,
    backoff: { jitter: 0 },
    ...overrides,
  });
}
