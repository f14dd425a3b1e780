import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestFeed, type RunningFeed } from '../testing/feed-harness.ts';

// The control API is locked by FEED_CONTROL_TOKEN and never answers wildcard CORS.
const controlToken = 'control-token-for-tests';
let locked: RunningFeed;
let open: RunningFeed;
const lines: string[] = [];
beforeAll(async () => {
  locked = await startTestFeed({
    control: true,
    controlToken,
    // Every spelling below is a wrong token: none of them may lock this address out.
    limits: { wrongControlTokens: 1_000 },
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
  });
  open = await startTestFeed({ control: true });
});
afterAll(async () => {
  await Promise.all([locked.close(), open.close()]);
});

const goal = (feed: RunningFeed, headers: Record<string, string> = {}) =>
  fetch(`${feed.origin}/control/events/tiny/goal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ side: 'home' }),
  });

describe('the control API with a control token', () => {
  it('refuses a call without the token or with another one, and takes it with the token', async () => {
    const before = (await (await fetch(`${locked.origin}/event_status/tiny`)).json()) as unknown;
    expect(before).toBeTruthy();
    const wrong: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: controlToken }];
    for (const headers of wrong) {
      const refused = await goal(locked, headers);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(locked.context.replayOf('tiny').injectedGoals).toHaveLength(0);
    const taken = await goal(locked, { authorization: `Bearer ${controlToken}` });
    expect(taken.status).toBe(200);
    expect(locked.context.replayOf('tiny').injectedGoals).toHaveLength(1);
  });

  it('answers a preflight without the token, and never with a wildcard', async () => {
    const preflight = await fetch(`${locked.origin}/control/events/tiny/goal`, {
      method: 'OPTIONS',
      headers: { origin: 'https://operator.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*');
    const answer = await goal(locked, { origin: 'https://operator.example', authorization: `Bearer ${controlToken}` });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://operator.example');
  });

  it('logs every control call, without the token', async () => {
    await goal(locked, { authorization: `Bearer ${controlToken}` });
    const calls = lines.map((line) => JSON.parse(line) as { msg: string; control?: string }).filter((line) => line.msg === 'control call');
    expect(calls.at(-1)).toMatchObject({
      control: 'POST /control/events/:eventId/goal',
      url: '/control/events/tiny/goal',
      statusCode: 200,
    });
    expect(lines.join('\n')).not.toContain(controlToken);
  });
});

describe('the control API without a control token', () => {
  it('answers no CORS to a page of another machine, and only a loopback page gets its origin back', async () => {
    const foreign = await goal(open, { origin: 'https://evil.example' });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${open.origin}/control/restart`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const local = await goal(open, { origin: 'http://127.0.0.1:8080' });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    // Public calls keep answering every origin, as before.
    const events = await fetch(`${open.origin}/events`, { headers: { origin: 'https://evil.example' } });
    expect(events.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('bounds what it holds: faults past the cap are refused', async () => {
    const add = () =>
      fetch(`${open.origin}/control/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pathPrefix: '/nothing/', kind: 'error' }),
      });
    for (let index = 0; index < open.context.limits.faults; index += 1) expect((await add()).status).toBe(200);
    expect((await add()).status).toBe(409);
    await fetch(`${open.origin}/control/faults/clear`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  });
});

/** A request sent as written: the path goes on the wire byte for byte, not normalised by a URL parser. */
function raw(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

// Every control route, each spelled with a percent escape the router decodes before it matches.
const spelledCalls: Array<{ method: string; path: string; route: string; body?: unknown }> = [
  { method: 'POST', path: '/%63ontrol/events/tiny/goal', route: '/control/events/:eventId/goal', body: { side: 'home' } },
  { method: 'POST', path: '/c%6Fntrol/events/tiny/goal', route: '/control/events/:eventId/goal', body: { side: 'home' } },
  { method: 'POST', path: '/c%6fntrol/events/tiny/goal', route: '/control/events/:eventId/goal', body: { side: 'home' } },
  { method: 'POST', path: '/control/%65vents/tiny/goal', route: '/control/events/:eventId/goal', body: { side: 'home' } },
  { method: 'POST', path: '/control/events/tiny/g%6Fal', route: '/control/events/:eventId/goal', body: { side: 'home' } },
  { method: 'POST', path: '/%63%6F%6E%74%72%6F%6C/events/tiny/goal', route: '/control/events/:eventId/goal', body: { side: 'home' } },
  { method: 'GET', path: '/c%6Fntrol/state', route: '/control/state' },
  { method: 'POST', path: '/%63ontrol/events/tiny/seek', route: '/control/events/:eventId/seek', body: { second: 0 } },
  { method: 'POST', path: '/%63ontrol/events/tiny/stage', route: '/control/events/:eventId/stage', body: { stage: 'fullTime' } },
  { method: 'POST', path: '/%63ontrol/events/tiny/pause', route: '/control/events/:eventId/pause', body: { paused: true } },
  { method: 'POST', path: '/%63ontrol/sockets/drop', route: '/control/sockets/drop', body: {} },
  { method: 'POST', path: '/%63ontrol/restart', route: '/control/restart', body: { downMs: 0 } },
  { method: 'POST', path: '/%63ontrol/stream/refuse-next', route: '/control/stream/refuse-next', body: { errorCode: 10300 } },
  { method: 'POST', path: '/%63ontrol/faults', route: '/control/faults', body: { pathPrefix: '/event_status/', kind: 'error' } },
  { method: 'POST', path: '/%63ontrol/faults/clear', route: '/control/faults/clear', body: {} },
];

describe('the control lock decides on the route the request matched, however its path is spelled', () => {
  it('answers 401 to every spelling of every control route without the token, and nothing happens', async () => {
    const before = locked.context.replayOf('tiny').state().stage;
    const goals = locked.context.replayOf('tiny').injectedGoals.length;
    for (const call of spelledCalls) {
      const answer = await raw(
        locked.origin,
        call.method,
        call.path,
        { origin: 'https://evil.example', ...(call.body ? { 'content-type': 'application/json' } : {}) },
        call.body ? JSON.stringify(call.body) : undefined,
      );
      expect(answer.status, `${call.method} ${call.path}`).toBe(401);
      expect(answer.headers['access-control-allow-origin'], `${call.method} ${call.path}`).not.toBe('*');
    }
    const replay = locked.context.replayOf('tiny');
    expect(replay.injectedGoals).toHaveLength(goals);
    expect(replay.state().stage).toBe(before);
    expect(replay.control().pausedAt).toBeNull();
    expect(locked.context.control.faults()).toEqual([]);
    expect((await fetch(`${locked.origin}/event_status/tiny`)).status).toBe(200);
  });

  it('logs each refused call with the route it matched', () => {
    const refused = lines
      .map((line) => JSON.parse(line) as { msg: string; control?: string; url?: string; statusCode?: number })
      .filter((line) => line.msg === 'control call' && line.statusCode === 401);
    for (const call of spelledCalls) {
      expect(refused, `${call.method} ${call.path}`).toContainEqual(
        expect.objectContaining({ control: `${call.method} ${call.route}`, url: call.path }),
      );
    }
  });

  it('never answers a wildcard to the preflight of a spelled control path', async () => {
    for (const call of spelledCalls) {
      for (const feed of [locked, open]) {
        const preflight = await raw(feed.origin, 'OPTIONS', call.path, {
          origin: 'https://evil.example',
          'access-control-request-method': call.method,
        });
        expect(preflight.status, call.path).toBe(204);
        expect(preflight.headers['access-control-allow-origin'], call.path).not.toBe('*');
      }
    }
    // Without a token only a page of this machine is answered, whatever the spelling.
    const foreign = await raw(open.origin, 'OPTIONS', '/%63ontrol/events/tiny/goal', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const local = await raw(open.origin, 'OPTIONS', '/%63ontrol/events/tiny/goal', {
      origin: 'http://127.0.0.1:8080',
      'access-control-request-method': 'POST',
    });
    expect(local.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
  });

  it('applies no injected fault to a control route, and a fault to a spelled public path', async () => {
    const post = (path: string, body: unknown) =>
      raw(open.origin, 'POST', path, { 'content-type': 'application/json' }, JSON.stringify(body));
    expect((await post('/control/faults', { pathPrefix: '/control/', kind: 'error' })).status).toBe(200);
    expect((await post('/control/faults', { pathPrefix: '/event_status/', kind: 'error', times: 1 })).status).toBe(200);
    expect((await raw(open.origin, 'GET', '/control/state')).status).toBe(200);
    expect((await raw(open.origin, 'GET', '/%65vent_status/tiny')).status).toBe(500);
    expect((await post('/control/faults/clear', {})).status).toBe(200);
  });
});

describe('the control API without a control token answers this machine only', () => {
  it('refuses a call that came through a proxy with 403, whatever it says the client is', async () => {
    const through: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    const goals = open.context.replayOf('tiny-other').injectedGoals.length;
    for (const headers of through) {
      for (const path of ['/control/events/tiny-other/goal', '/%63ontrol/events/tiny-other/goal']) {
        const answer = await raw(open.origin, 'POST', path, { 'content-type': 'application/json', ...headers }, '{"side":"home"}');
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/this machine/) });
      }
    }
    expect(open.context.replayOf('tiny-other').injectedGoals).toHaveLength(goals);
  });

  it('refuses a caller whose address is not loopback', async () => {
    const answer = await open.app.inject({
      method: 'POST',
      url: '/control/events/tiny-other/goal',
      payload: { side: 'home' },
      remoteAddress: '192.0.2.7',
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('wrong control tokens', () => {
  it('locks an address out with 429 after too many, the right token too, until the window ends, and counts every refusal', async () => {
    const feed = await startTestFeed({ control: true, controlToken, limits: { wrongControlTokens: 3, wrongControlTokenWindowMs: 5_000 } });
    try {
      const state = (authorization: string) => fetch(`${feed.origin}/control/state`, { headers: { authorization } });
      for (let index = 0; index < 3; index += 1) expect((await state('Bearer guess')).status).toBe(401);
      const locked = await state('Bearer guess');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await locked.json()).toMatchObject({ error: 'too_many_requests' });
      // The right token is refused too while the address is locked out: a guesser learns nothing.
      expect((await state(`Bearer ${controlToken}`)).status).toBe(429);
      let status = 429;
      while (status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await state(`Bearer ${controlToken}`)).status;
      }
      expect(status).toBe(200);
      const metrics = await (await fetch(`${feed.origin}/metrics`)).text();
      expect(metrics).toMatch(/^feed_control_refused_total\{reason="token"\} 3$/m);
      expect(metrics).toMatch(/^feed_control_refused_total\{reason="rate"\} [2-9]\d*$/m);
    } finally {
      await feed.close();
    }
  });

  it('counts the calls an unlocked API refuses because they came through a proxy', async () => {
    const metrics = await (await fetch(`${open.origin}/metrics`)).text();
    expect(metrics).toMatch(/^feed_control_refused_total\{reason="proxy"\} [1-9]/m);
    expect(metrics).toMatch(/^feed_control_refused_total\{reason="remote"\} 1$/m);
  });
});
