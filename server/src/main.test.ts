import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSocket } from './testing/feed-harness.ts';
import { freePort } from './testing/redis-server.ts';

// `npm run feed` as an operator runs it (`node --import tsx server/src/main.ts`), in a process of its own.
const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startFeed(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, FEED_LOG_LEVEL: 'warn', NODE_ENV: '', FEED_SECRET: '', FEED_CONTROL_TOKEN: '', ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const address = /feed server {2}(http:\/\/\S+?)\//.exec(stdout)?.[1];
      if (address) resolve(address);
    });
    void exited.then((code) => reject(new Error(`feed exited with ${code}: ${stderr}`)));
  });
  listening.catch(() => {});
  return { child, listening, exited, output: () => ({ stdout, stderr }) };
}

/** A socket's upgrade made by hand on a bare TCP connection that then reads nothing: it holds the bytes it is sent. */
function silentSocket(origin: string, query: string) {
  const { hostname, port } = new URL(origin);
  const connection = net.connect(Number(port), hostname);
  connection.write(
    `GET /ws?${query} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  const chunks: Buffer[] = [];
  connection.on('error', () => {});
  const closed = new Promise<Buffer>((resolve) => connection.once('close', () => resolve(Buffer.concat(chunks))));
  /** Reads again, and resolves with every byte it was sent once the connection has closed. */
  const ended = () => {
    connection.resume();
    return closed;
  };
  return new Promise<{ ended: () => Promise<Buffer> }>((resolve) => {
    const upgraded = (chunk: Buffer) => {
      chunks.push(chunk);
      if (!Buffer.concat(chunks).includes('\r\n\r\n')) return;
      // Once upgraded it stops reading: the kernel's buffers take the close frame, nobody answers it.
      connection.off('data', upgraded).pause();
      connection.on('data', (more: Buffer) => chunks.push(more));
      resolve({ ended });
    };
    connection.on('data', upgraded);
  });
}

/** A status asked on a connection of its own: a kept-alive one may be cut as the listener closes. */
function statusOnNewConnection(url: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .once('error', reject);
  });
}

describe('npm run feed', () => {
  it('refuses --control on a non-loopback host without FEED_CONTROL_TOKEN, and production without FEED_SECRET', async () => {
    const control = startFeed(['--port', '0', '--control', '--host', '0.0.0.0']);
    expect(await control.exited).toBe(2);
    expect(control.output().stderr).toMatch(/--control on 0\.0\.0\.0 \(not loopback\) needs FEED_CONTROL_TOKEN/);
    const production = startFeed(['--port', '0'], { NODE_ENV: 'production' });
    expect(await production.exited).toBe(2);
    expect(production.output().stderr).toMatch(/NODE_ENV=production needs FEED_SECRET/);
  }, 30_000);

  it('on SIGTERM answers 503 on /ready, closes every socket with 1012 and exits 0', async () => {
    const feed = startFeed(['--port', '0']);
    const origin = await feed.listening;
    const sockets = await Promise.all(
      ['demo-live', 'demo-live', 'demo-finished'].map((eventId) => openSocket(origin, `eventId=${eventId}`)),
    );
    // A fan that reads nothing (a phone gone into a tunnel) never answers its 1012: the drain waits
    // its handshake second for it before it ends it, which holds the listener open while /ready is
    // asked. Without it the drain of three quick sockets could end before a busy machine's first ask.
    const silent = await silentSocket(origin, 'eventId=demo-live');
    feed.child.kill('SIGTERM');
    let ready = 0;
    while (ready !== 503) ready = await statusOnNewConnection(`${origin}/ready`);
    expect(await Promise.all(sockets.map(({ closed }) => closed))).toEqual([1012, 1012, 1012]);
    // Its 1012 was sent all the same before it was ended: the last frame it holds unread is a close
    // (0x88) of 17 bytes, the code 1012 (0x03f4) and the reason.
    const closeFrame = Buffer.concat([Buffer.from([0x88, 17, 0x03, 0xf4]), Buffer.from('service restart')]);
    expect((await silent.ended()).subarray(-closeFrame.length)).toEqual(closeFrame);
    expect(await feed.exited).toBe(0);
  }, 30_000);
});

describe('npm run feed in production with the control API', () => {
  const production = {
    NODE_ENV: 'production',
    FEED_SECRET: 'a-production-secret-of-32-characters-or-more',
    FEED_PUBLIC_ORIGIN: 'https://feed.example.com',
  };
  const longToken = 'a-control-token-of-32-characters-or-more';

  it('refuses to start without FEED_ADMIN_PORT, with a short token even on loopback, with FEED_TRUST_PROXY=true, and with one port for both', async () => {
    const refusals: Array<[Record<string, string>, RegExp]> = [
      [{ FEED_CONTROL_TOKEN: longToken }, /--control needs FEED_ADMIN_PORT/],
      [{ FEED_CONTROL_TOKEN: 'a', FEED_ADMIN_PORT: '0' }, /FEED_CONTROL_TOKEN of 32 characters or more, loopback or not \(got 1\)/],
      [{ FEED_ADMIN_PORT: '0' }, /FEED_CONTROL_TOKEN of 32 characters or more/],
      [{ FEED_CONTROL_TOKEN: longToken, FEED_ADMIN_PORT: '0', FEED_TRUST_PROXY: 'true' }, /refuses FEED_TRUST_PROXY=true/],
    ];
    for (const [env, message] of refusals) {
      const feed = startFeed(['--port', '0', '--control'], { ...production, ...env });
      expect(await feed.exited).toBe(2);
      expect(feed.output().stderr.split('\n')[0]).toMatch(message);
    }
    const samePort = startFeed(['--port', '4123', '--control'], { ...production, FEED_CONTROL_TOKEN: longToken, FEED_ADMIN_PORT: '4123' });
    expect(await samePort.exited).toBe(2);
    expect(samePort.output().stderr).toMatch(/FEED_ADMIN_PORT must differ from --port \(4123\)/);
  });

  it('serves the control API and /metrics on the admin port alone', async () => {
    const adminPort = await freePort();
    const feed = startFeed(['--port', '0', '--control'], {
      ...production,
      FEED_CONTROL_TOKEN: longToken,
      FEED_ADMIN_PORT: String(adminPort),
      FEED_TRUST_PROXY: '127.0.0.1',
    });
    const origin = await feed.listening;
    const admin = `http://127.0.0.1:${adminPort}`;
    const headers = { authorization: `Bearer ${longToken}` };
    expect((await fetch(`${admin}/control/state`, { headers })).status).toBe(200);
    expect((await fetch(`${admin}/metrics`)).status).toBe(200);
    expect((await fetch(`${origin}/control/state`, { headers })).status).toBe(404);
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    expect((await fetch(`${origin}/events`)).status).toBe(200);
  });
});
