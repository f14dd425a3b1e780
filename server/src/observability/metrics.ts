import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SocketHub } from '../live/socket-hub.ts';

/**
 * What `/metrics` tells in Prometheus text (prom-client), one registry per feed server so tests
 * can build several in one process:
 * - `feed_websockets{event}`: sockets open per event;
 * - `feed_broadcasts_total{event}` and `feed_broadcast_duration_seconds`: fan-outs and how long each
 *   took to hand its frames to the kernel;
 * - `feed_websocket_queued_bytes`: bytes queued in the process for every socket, not yet taken by the kernel;
 * - `feed_websocket_closes_total{code}`: sockets closed, by close code (1008 unknown event, 1013 limits, 1012 restart, …);
 * - `feed_rate_limit_refusals_total{limit}`: requests and sockets refused by a limit;
 * - `feed_draining`: 1 while the feed shuts down;
 * - `feed_redis_up` and `feed_redis_reseeds_total`, with Redis only: 1 while it is reached, 0 while
 *   it is not; events this instance wrote back into a Redis that had lost them (watchRedis);
 * - `feed_control_refused_total{reason}`: control calls refused (token, rate, proxy, remote);
 * - node's and the process's own (`nodejs_eventloop_lag_seconds`, memory, handles, processor time).
 */
export class FeedMetrics {
  readonly registry = new Registry();
  private readonly sockets: Gauge<'event'>;
  private readonly broadcasts: Counter<'event'>;
  private readonly broadcastSeconds: Histogram;
  private readonly closes: Counter<'code'>;
  private readonly refusals: Counter<'limit'>;
  private readonly draining: Gauge;
  private readonly controlRefusals: Counter<'reason'>;

  constructor(hub: SocketHub) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.sockets = new Gauge({ name: 'feed_websockets', help: 'Sockets open, per event', labelNames: ['event'], registers });
    this.broadcasts = new Counter({
      name: 'feed_broadcasts_total',
      help: 'Broadcasts to an event’s sockets',
      labelNames: ['event'],
      registers,
    });
    this.broadcastSeconds = new Histogram({
      name: 'feed_broadcast_duration_seconds',
      help: 'Time a broadcast takes to hand every frame to the kernel',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers,
    });
    new Gauge({
      name: 'feed_websocket_queued_bytes',
      help: 'Bytes queued in the process for all sockets, not yet taken by the kernel',
      registers,
      collect() {
        this.set(hub.queuedBytes());
      },
    });
    new Gauge({
      name: 'feed_websockets_total_open',
      help: 'Sockets open in the hub, every event',
      registers,
      collect() {
        this.set(hub.size());
      },
    });
    this.closes = new Counter({
      name: 'feed_websocket_closes_total',
      help: 'Sockets closed, by close code',
      labelNames: ['code'],
      registers,
    });
    this.refusals = new Counter({
      name: 'feed_rate_limit_refusals_total',
      help: 'Requests, connections and sockets refused by a limit: http (requests a minute), connections and sockets (per address), messages (a second)',
      labelNames: ['limit'],
      registers,
    });
    this.draining = new Gauge({ name: 'feed_draining', help: '1 while the feed shuts down', registers });
    this.controlRefusals = new Counter({
      name: 'feed_control_refused_total',
      help: 'Control calls refused: token (missing or wrong), rate (an address locked out after wrong tokens), proxy (relayed to an API without a token), remote (from another machine to an API without a token)',
      labelNames: ['reason'],
      registers,
    });
  }

  socketOpened(eventId: string): void {
    this.sockets.inc({ event: eventId });
  }

  socketClosed(eventId: string, code: number): void {
    this.sockets.dec({ event: eventId });
    this.closes.inc({ code: String(code) });
  }

  /** A socket refused before it joined an event. */
  socketRefused(code: number): void {
    this.closes.inc({ code: String(code) });
  }

  broadcast(eventId: string, ms: number): void {
    this.broadcasts.inc({ event: eventId });
    this.broadcastSeconds.observe(ms / 1000);
  }

  refused(limit: 'http' | 'sockets' | 'messages' | 'handshakes' | 'connections'): void {
    this.refusals.inc({ limit });
  }

  controlRefused(reason: 'token' | 'rate' | 'proxy' | 'remote'): void {
    this.controlRefusals.inc({ reason });
  }

  drainingNow(): void {
    this.draining.set(1);
  }

  /** Registers the Redis metrics (a feed alone has none); answers the count of a re-seed. */
  watchRedis(isUp: () => boolean): (eventId: string) => void {
    const registers = [this.registry];
    new Gauge({
      name: 'feed_redis_up',
      help: '1 while this instance reaches the Redis it shares its state through, 0 while it does not',
      registers,
      collect() {
        this.set(isUp() ? 1 : 0);
      },
    });
    const reseeds = new Counter({
      name: 'feed_redis_reseeds_total',
      help: 'Events this instance wrote back into a Redis that had lost them (restarted empty) or held less of them',
      labelNames: ['event'],
      registers,
    });
    return (eventId) => reseeds.inc({ event: eventId });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
