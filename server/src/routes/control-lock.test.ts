import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestFeed, type RunningFeed } from '../testing/feed-harness.ts';

// The control API is locked by FEED_CONTROL_TOKEN and never answers wildcard CORS.
const controlToken = 'control-token-for-tests';
let locked: RunningFeed;
let open: RunningFeed;
const lines: string[] = [];
beforeAll(async () => {
  locked = await startTestFeed({ control: true, controlToken, logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
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
    expect(calls.at(-1)).toMatchObject({ control: 'POST /control/events/tiny/goal', statusCode: 200 });
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
