import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../security/origins.ts';
import { openSocket, startTestFeed, type RunningFeed } from '../testing/feed-harness.ts';

// With FEED_ALLOWED_ORIGINS a foreign page gets no CORS and no socket.
const widget = 'https://widget.example.com';
let feed: RunningFeed;
beforeAll(async () => {
  feed = await startTestFeed({ allowedOrigins: parseAllowedOrigins(`${widget}, https://www.operator.example`) });
});
afterAll(async () => {
  await feed.close();
});

describe('allowed origins', () => {
  it('answers CORS to an allowed origin only', async () => {
    const allowed = await fetch(`${feed.origin}/event_status/tiny`, { headers: { origin: widget } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(widget);
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const foreign = await fetch(`${feed.origin}/event_status/tiny`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('opens the socket to an allowed origin and to a client without one, and refuses a foreign one', async () => {
    const fan = await openSocket(feed.origin, 'eventId=tiny', { origin: widget });
    const server = await openSocket(feed.origin);
    await expect(openSocket(feed.origin, 'eventId=tiny', { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    fan.socket.close();
    server.socket.close();
  });

  it('reads FEED_ALLOWED_ORIGINS as bare origins and says what is wrong', () => {
    expect(parseAllowedOrigins(undefined)).toBeUndefined();
    expect(parseAllowedOrigins(' ')).toBeUndefined();
    expect(parseAllowedOrigins('https://a.example/,http://127.0.0.1:8080')).toEqual(['https://a.example', 'http://127.0.0.1:8080']);
    expect(() => parseAllowedOrigins('https://a.example/path')).toThrow(/without a path/);
    expect(() => parseAllowedOrigins('a.example')).toThrow(/is not an origin/);
  });
});
