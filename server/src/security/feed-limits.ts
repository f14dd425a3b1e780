/**
 * Every limit of the feed server, with its default, in one place. main.ts reads the
 * `FEED_…` variables named beside each; tests and the benchmarks pass their own.
 */
export interface FeedLimits {
  /** HTTP requests per address per minute (@fastify/rate-limit), control, health and metrics calls aside. `FEED_RATE_LIMIT`. Default 600. */
  requestsPerMinute: number;
  /** Sockets open at once from one address; past it a new one is closed with 1013 (try again later). `FEED_MAX_SOCKETS_PER_ADDRESS`. Default 100. */
  socketsPerAddress: number;
  /** Messages one address may send on its sockets in a second; the socket that passes it is closed with 1013. Default 20. */
  socketMessagesPerSecond: number;
  /** Socket handshakes one address may make in a second; past it a new socket is closed with 1013. `FEED_MAX_HANDSHAKES_PER_ADDRESS`. Default 20. */
  socketHandshakesPerSecond: number;
  /** Time to receive a whole request (node's `requestTimeout`): a dripped body is cut off. Default 10 s. */
  requestTimeoutMs: number;
  /** Time to receive a request's headers (node's `headersTimeout`): a dripped request line or header is cut off with 408. Default 10 s. */
  headersTimeoutMs: number;
  /**
   * HTTP connections (sockets included) open at once from one peer address; past it a new one is
   * destroyed at once. A trusted proxy's (`trustProxy`) are not counted: every fan behind it shares its
   * address. `FEED_MAX_CONNECTIONS_PER_ADDRESS`. Default 100 more than `socketsPerAddress` (200).
   */
  connectionsPerAddress: number;
  /** Wrong control tokens one address may send in `wrongControlTokenWindowMs`; past them every control call from it answers 429 until the window ends. Default 10. */
  wrongControlTokens: number;
  /** The window of `wrongControlTokens`. Default 60 s. */
  wrongControlTokenWindowMs: number;
  /** Idle keep-alive connections are closed after this. Default 5 s (node's default). */
  keepAliveTimeoutMs: number;
  /** Goals the control API may fire into one replay; more are refused with 409 (bench:live fires 2,400). Default 5,000. */
  firedGoalsPerEvent: number;
  /** Faults the control API holds at once. Default 50. */
  faults: number;
  /** Sockets are pinged this often. Default 5 s. */
  heartbeatMs: number;
  /** A socket with no pong for this long is ended at the next ping: 10–15 s after its last pong by default. Default 10 s. */
  pongTimeoutMs: number;
  /** Bytes queued in the process for one socket past which it is behind: sent only the latest score and status. Default 1 MiB. */
  socketQueueBytes: number;
  /** A socket still behind after this long is ended. Default 10 s. */
  slowSocketGraceMs: number;
  /** On shutdown, sockets are closed with 1012 in batches spread over this long. Default 3 s. */
  shutdownSpreadMs: number;
  /** An event's socket messages are kept this long for clients that resume (`since`); an event is followed this long after its last socket left. Default 15 min. */
  resumeWindowMs: number;
  /** At most this many socket messages are kept per event for resuming, however recent (memory stays bounded). Default 10,000. */
  resumeMessagesPerEvent: number;
}

export const defaultFeedLimits: FeedLimits = {
  requestsPerMinute: 600,
  socketsPerAddress: 100,
  socketMessagesPerSecond: 20,
  socketHandshakesPerSecond: 20,
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 10_000,
  connectionsPerAddress: 200,
  wrongControlTokens: 10,
  wrongControlTokenWindowMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  firedGoalsPerEvent: 5_000,
  faults: 50,
  heartbeatMs: 5_000,
  pongTimeoutMs: 10_000,
  socketQueueBytes: 1024 * 1024,
  slowSocketGraceMs: 10_000,
  shutdownSpreadMs: 3_000,
  resumeWindowMs: 15 * 60_000,
  resumeMessagesPerEvent: 10_000,
};

export function feedLimitsOf(given: Partial<FeedLimits> = {}): FeedLimits {
  // Every socket is a connection too: the connection cap follows a raised socket cap unless it is given.
  const connectionsPerAddress = given.connectionsPerAddress ?? (given.socketsPerAddress ?? defaultFeedLimits.socketsPerAddress) + 100;
  const limits = { ...defaultFeedLimits, ...given, connectionsPerAddress };
  for (const [name, value] of Object.entries(limits)) {
    if (!(typeof value === 'number' && value >= 0 && Number.isFinite(value))) {
      throw new TypeError(`limits.${name} must be a finite number >= 0, got ${String(value)}`);
    }
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs && limits.requestTimeoutMs > 0) {
    throw new TypeError(
      `limits.headersTimeoutMs (${limits.headersTimeoutMs}) must be at most limits.requestTimeoutMs (${limits.requestTimeoutMs}): the headers are part of the request`,
    );
  }
  if (limits.connectionsPerAddress < limits.socketsPerAddress) {
    throw new TypeError(
      `limits.connectionsPerAddress (${limits.connectionsPerAddress}) must be at least limits.socketsPerAddress (${limits.socketsPerAddress}): every socket is a connection`,
    );
  }
  return limits;
}
