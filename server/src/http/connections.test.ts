import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

// What a connection may hold: headers within their timeout, a few connections per address, a request id only from a trusted proxy.
const feeds: RunningFeed[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(feeds.splice(0).map((feed) => feed.close()));
});

async function feedWith(options: Parameters<typeof startTestFeed>[0]): Promise<RunningFeed> {
  const feed = await startTestFeed(options);
  feeds.push(feed);
  return feed;
}

interface RawConnection {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

function open(origin: string): Promise<RawConnection> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += String(chunk)));
    socket.on('error', () => {});
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

/** Sends a whole keep-alive request and waits for its answer's end (a body-less 200 from /health is short). */
async function askHealth(connection: RawConnection): Promise<void> {
  const before = connection.received().length;
  connection.socket.write('GET /health HTTP/1.1\r\nhost: feed\r\n\r\n');
  await until(() => /HTTP\/1\.1 200[\s\S]*\r\n\r\n\{[^}]*\}$/.test(connection.received().slice(before)), 5000);
}

/** Whether a connection is answered (true) or destroyed unanswered (false). */
function served(connection: RawConnection): Promise<boolean> {
  connection.socket.write('GET /health HTTP/1.1\r\nhost: feed\r\n\r\n');
  return Promise.race([
    connection.closed.then(() => connection.received() !== ''),
    until(() => connection.received().startsWith('HTTP/1.1 200'), 5000).then(() => true),
  ]);
}

describe('the time to send headers', () => {
  it('cuts off a connection that drips its request line and headers, with 408, soon after the limit', async () => {
    const feed = await feedWith({ limits: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
    const connection = await open(feed.origin);
    connection.socket.write('GET /health HTTP/1.1\r\n');
    let drips = 0;
    const dripping = setInterval(() => {
      drips += 1;
      if (!connection.socket.destroyed) connection.socket.write(`x-drip-${drips}: 1\r\n`);
    }, 50);
    await connection.closed;
    clearInterval(dripping);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
    // Node checks for late requests every 30 s unless told otherwise: cut off within a few checks of 300 ms, not 30 s.
    expect(drips).toBeLessThan(100);
  });
});

describe('connections per address', () => {
  it('destroys a connection past the cap, counts it, and takes one again once another closes', async () => {
    const feed = await feedWith({ limits: { socketsPerAddress: 2, connectionsPerAddress: 3 } });
    const held = await Promise.all([open(feed.origin), open(feed.origin), open(feed.origin)]);
    for (const connection of held) await askHealth(connection);
    const extra = await open(feed.origin);
    extra.socket.write('GET /health HTTP/1.1\r\nhost: feed\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    const metrics = await feed.app.inject('/metrics');
    expect(metrics.body).toMatch(/^feed_rate_limit_refusals_total\{limit="connections"\} 1$/m);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    // The server sees the close a moment after the client: a new connection is tried until one is served.
    while (!(await served(await open(feed.origin))));
  });

  it('does not count the connections of a trusted proxy, behind which every fan shares its address', async () => {
    const feed = await feedWith({ trustProxy: '127.0.0.1', limits: { socketsPerAddress: 2, connectionsPerAddress: 2 } });
    const connections = await Promise.all([open(feed.origin), open(feed.origin), open(feed.origin), open(feed.origin)]);
    for (const connection of connections) await askHealth(connection);
  });

  it('refuses a cap below the socket cap, every socket being a connection', async () => {
    await expect(startTestFeed({ limits: { socketsPerAddress: 10, connectionsPerAddress: 5 } })).rejects.toThrow(
      /connectionsPerAddress \(5\) must be at least limits\.socketsPerAddress \(10\)/,
    );
  });
});

describe('request ids', () => {
  const idsLogged = async (options: Parameters<typeof startTestFeed>[0], requestIds: string[]) => {
    const lines: string[] = [];
    const feed = await feedWith({ ...options, logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
    for (const requestId of requestIds) await fetch(`${feed.origin}/health`, { headers: { 'x-request-id': requestId } });
    return lines
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string })
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.reqId);
  };

  it('takes X-Request-Id from a trusted proxy when it is a short token, and makes one otherwise', async () => {
    const ids = await idsLogged({ trustProxy: '127.0.0.1' }, ['lb-7f3a.9_x', 'forged id with spaces', 'x'.repeat(65)]);
    expect(ids[0]).toBe('lb-7f3a.9_x');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never takes X-Request-Id from a client that is not a trusted proxy', async () => {
    const ids = await idsLogged({ trustProxy: '10.0.0.0/8' }, ['lb-7f3a']);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe('lb-7f3a');
    expect(await idsLogged({}, ['lb-7f3a'])).not.toContain('lb-7f3a');
  });
});
