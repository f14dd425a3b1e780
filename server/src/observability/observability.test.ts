import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, startTestFeed, until, type RunningFeed } from '../testing/feed-harness.ts';

// JSON log lines with request ids and no credentials; /metrics in Prometheus text.
const lines: string[] = [];
let feed: RunningFeed;
beforeAll(async () => {
  // The test's requests stand for a proxy on this machine: only a trusted proxy's X-Request-Id is taken.
  feed = await startTestFeed({
    control: true,
    trustProxy: '127.0.0.1',
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await feed.close();
});

/** The Prometheus text format (0.0.4): comments, and `name{label="value",…} number` samples. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    const value = Number(sample[2] === '+Inf' ? Infinity : sample[2] === '-Inf' ? -Infinity : sample[2]);
    // Prometheus reads NaN in any case (Go's ParseFloat); prom-client writes the event-loop mean
    // as `Nan` before the loop has been sampled, which a fast run meets.
    if (Number.isNaN(value) && sample[2]!.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`);
    samples.set(sample[1]!, value);
  }
  return samples;
}

describe('logs', () => {
  it('are JSON lines with a request id, and carry no credentials', async () => {
    await fetch(`${feed.origin}/betanalytics/demo-outlet/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'secret-analytics-token', 'outlet-key': 'secret-outlet-key' },
      body: '{"query":"{ __typename }"}',
    });
    await fetch(`${feed.origin}/stream/launch?token=secret-query-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'proxy-request-7' },
      body: JSON.stringify({ key: 'secret-stream-key', outlet: 'o', stream: 'tiny', user: 'secret-user' }),
    });
    await until(() => lines.some((line) => line.includes('proxy-request-7')));
    const parsed = lines.map((line) => JSON.parse(line) as { level: number; time: number; msg: string; reqId?: string });
    expect(parsed.every((line) => typeof line.level === 'number' && typeof line.time === 'number')).toBe(true);
    expect(parsed.filter((line) => line.reqId === 'proxy-request-7').map((line) => line.msg)).toContain('request completed');
    for (const secret of ['secret-analytics-token', 'secret-outlet-key', 'secret-stream-key', 'secret-user', 'secret-query-token']) {
      expect(lines.join('\n')).not.toContain(secret);
    }
  });
});

describe('/metrics', () => {
  it('parses as Prometheus text and counts sockets, broadcasts, closes and the event loop', async () => {
    const fan = await openSocket(feed.origin);
    await feed.app.inject({ method: 'POST', url: '/control/events/tiny/goal', payload: { side: 'home' } });
    await until(() => fan.messages.some((message) => message.includes('"majorIncident"')));
    const during = await fetch(`${feed.origin}/metrics`);
    expect(during.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(await during.text());
    expect(samples.get('feed_websockets{event="tiny"}')).toBe(1);
    expect(samples.get('feed_broadcasts_total{event="tiny"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('feed_broadcast_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(samples.has('feed_websocket_queued_bytes')).toBe(true);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.has('process_resident_memory_bytes')).toBe(true);
    fan.socket.close(1000);
    await fan.closed;
    let after = new Map<string, number>();
    const scrape = async () => (after = parsePrometheus(await (await fetch(`${feed.origin}/metrics`)).text()));
    while ((await scrape()).get('feed_websockets{event="tiny"}') !== 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(after.get('feed_websocket_closes_total{code="1000"}')).toBe(1);
  });
});
