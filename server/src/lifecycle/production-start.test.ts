import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type TestSocket } from '../testing/feed-harness.ts';

// The production start (docs/feed-server.md, "Production start"): `npm run build:feed`, then
// `node build/feed/main.js`, run from another working directory as a container would, each in a
// process group of its own so that a signal can go to the whole group as systemd sends it.
const root = path.resolve(import.meta.dirname, '../../..');
const builtFeed = path.join(root, 'build/feed/main.js');
const started: ChildProcess[] = [];

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs a command to its end; resolves with its exit code and what it printed. */
function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** Starts a feed command as the leader of its own process group and waits for its address. */
async function startFeed(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FEED_LOG_LEVEL: 'info', NODE_ENV: '', FEED_SECRET: '', FEED_CONTROL_TOKEN: '', FEED_PORT: '' },
  });
  started.push(child);
  let output = '';
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // Once every process that holds its output (children included) has ended.
  const outputEnded = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const address = /feed server {2}(http:\/\/\S+?)\//.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`${command} exited (${signal ?? code}) before listening:\n${output}`)));
  });
  /** The feed's log lines' messages so far. */
  const messages = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg?: string }).msg);
  return { pid: child.pid!, origin, exited, outputEnded, messages };
}

/** True while any process of the group is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function fans(origin: string): Promise<TestSocket[]> {
  return Promise.all(['demo-live', 'demo-live', 'demo-live', 'demo-finished'].map((eventId) => openSocket(origin, `eventId=${eventId}`)));
}

const closeCodes = (sockets: TestSocket[]) => Promise.all(sockets.map(({ closed }) => closed));

beforeAll(async () => {
  const build = await run('npm', ['run', 'build:feed']);
  expect(build.code, build.output).toBe(0);
}, 120_000);

afterEach(() => {
  for (const child of started.splice(0)) if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
});

describe('node build/feed/main.js', () => {
  it('serves the events, their data and the socket from another working directory', async () => {
    const feed = await startFeed(process.execPath, [builtFeed, '--port', '0', '--control'], os.tmpdir());
    const events = (await (await fetch(`${feed.origin}/events`)).json()) as { events: Array<{ eventId: string }> };
    expect(events.events.map(({ eventId }) => eventId)).toContain('demo-live');
    expect((await fetch(`${feed.origin}/event_data/demo-live`)).status).toBe(200);
    // Competition figures come from server/data, the feed's sentences from locales/.
    expect((await fetch(`${feed.origin}/table/wc2022-final`)).status).toBe(200);
    const socket = await openSocket(feed.origin, 'eventId=demo-live');
    await new Promise((resolve) => socket.socket.once('message', resolve));
    expect(JSON.parse(socket.messages[0]!)).toMatchObject({ type: expect.any(String) });
    socket.socket.close();
  });

  it('on SIGTERM to the process alone closes every socket with 1012 and exits 0', async () => {
    const feed = await startFeed(process.execPath, [builtFeed, '--port', '0'], os.tmpdir());
    const sockets = await fans(feed.origin);
    process.kill(feed.pid, 'SIGTERM');
    expect(await closeCodes(sockets)).toEqual([1012, 1012, 1012, 1012]);
    expect(await feed.exited).toEqual({ code: 0, signal: null });
  });

  it('on SIGTERM to its whole process group closes every socket with 1012 and exits 0', async () => {
    const feed = await startFeed(process.execPath, [builtFeed, '--port', '0'], os.tmpdir());
    const sockets = await fans(feed.origin);
    process.kill(-feed.pid, 'SIGTERM');
    expect(await closeCodes(sockets)).toEqual([1012, 1012, 1012, 1012]);
    expect(await feed.exited).toEqual({ code: 0, signal: null });
  });

  it('drains once when a second SIGTERM arrives during the drain', async () => {
    const feed = await startFeed(process.execPath, [builtFeed, '--port', '0'], os.tmpdir());
    const sockets = await fans(feed.origin);
    process.kill(feed.pid, 'SIGTERM');
    // The second is sent once the first has been taken, so the kernel cannot merge the two.
    while (!feed.messages().includes('shutting down: draining')) await new Promise((resolve) => setTimeout(resolve, 5));
    process.kill(feed.pid, 'SIGTERM');
    expect(await closeCodes(sockets)).toEqual([1012, 1012, 1012, 1012]);
    expect(await feed.exited).toEqual({ code: 0, signal: null });
    expect(feed.messages()).toContain('already shutting down: signal ignored');
    expect(feed.messages().filter((message) => message === 'drained')).toHaveLength(1);
  });
});

describe('npm run feed (development, under tsx)', () => {
  it('on SIGTERM to its process group closes every socket with 1012, and every process of the group ends', async () => {
    const feed = await startFeed('npm', ['run', 'feed', '--', '--port', '0'], root);
    const sockets = await fans(feed.origin);
    // npm, its shell and node (tsx is its loader, not a process of its own) each get it.
    process.kill(-feed.pid, 'SIGTERM');
    expect(await closeCodes(sockets)).toEqual([1012, 1012, 1012, 1012]);
    await feed.outputEnded;
    // Ends, rather than being left behind to be killed: the test would time out here.
    while (groupAlive(feed.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(feed.messages()).toContain('drained');
  });
});
