import { describe, expect, it } from 'vitest';
import type { WebSocket as Peer } from 'ws';
import { textFrameOf } from './socket-hub.ts';

/** Reads one unmasked frame per RFC 6455 section 5.2. */
function readFrame(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; payload: string } {
  const short = frame[1]! & 0x7f;
  const [length, offset] = short === 126 ? [frame.readUInt16BE(2), 4] : short === 127 ? [Number(frame.readBigUInt64BE(2)), 10] : [short, 2];
  expect(frame.byteLength).toBe(offset + length);
  return {
    fin: (frame[0]! & 0x80) !== 0,
    opcode: frame[0]! & 0x0f,
    masked: (frame[1]! & 0x80) !== 0,
    payload: frame.subarray(offset).toString(),
  };
}

describe('textFrameOf', () => {
  it.each([5, 125, 126, 200, 65_535, 65_536, 70_000])('frames a %i-byte text message in one final, unmasked text frame', (length) => {
    const text = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
    expect(readFrame(textFrameOf(Buffer.from(text)))).toEqual({ fin: true, opcode: 1, masked: false, payload: text });
  });
});

// Each case runs on the main thread alone (parallelFrom 0) and with the helper thread taking a share
// of every fan-out (parallelFrom 1; see parallel-writes.ts).
const threadings = [
  { threads: 1, parallelFrom: 0 },
  { threads: 2, parallelFrom: 1 },
];

describe('SocketHub.broadcast', () => {
  it.each(threadings)(
    'hands each peer all of its frames in one write, in order, encoded once per language ($threads thread)',
    async ({ threads, parallelFrom }) => {
      const { WebSocketServer, WebSocket } = await import('ws');
      const { SocketHub } = await import('./socket-hub.ts');
      const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
      await new Promise((resolve) => server.once('listening', resolve));
      const hub = new SocketHub({ heartbeatMs: 60_000, parallelFrom });
      const joined = new Promise<void>((resolve) => {
        let count = 0;
        server.on('connection', (socket, request) => {
          hub.add('e1', request.url?.includes('de') ? 'de' : 'en', socket);
          if (++count === 3) resolve();
        });
      });
      const { port } = server.address() as { port: number };
      const clients = ['en', 'en', 'de'].map((lang) => new WebSocket(`ws://127.0.0.1:${port}/?lang=${lang}`));
      const received = clients.map(() => [] as string[]);
      clients.forEach((client, index) => client.on('message', (data: Buffer) => received[index]!.push(String(data))));
      await joined;
      await Promise.all(
        clients.map((client) => client.readyState === client.OPEN || new Promise((resolve) => client.once('open', resolve))),
      );
      expect(await hub.parallelWritesStarted()).toBe(threads === 2);
      let asked = 0;
      hub.broadcast('e1', (language) => {
        asked += 1;
        return [
          { type: 'score', value: { home: 1, away: 0 } },
          { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: language === 'de' } },
        ];
      });
      await expect.poll(() => received.flat().length).toBe(6);
      expect(asked).toBe(2);
      expect(received[0]!.map((text) => JSON.parse(text).type)).toEqual(['score', 'majorIncident']);
      expect(JSON.parse(received[2]![1]!).value.isUpdate).toBe(true);
      // With one peer of German the helper only shares English's two.
      expect(hub.recentBroadcasts.at(-1)).toMatchObject({ peers: 3, frames: 6, writes: 3, threads });
      for (const client of clients) client.terminate();
      hub.close();
      await new Promise((resolve) => server.close(resolve));
    },
  );
});

describe('writeToPeer', () => {
  it.each(threadings)(
    'keeps a slow reader\u2019s stream whole and in order when the kernel takes only part of a frame ($threads thread)',
    async ({ threads, parallelFrom }) => {
      const { WebSocketServer, WebSocket } = await import('ws');
      const { SocketHub } = await import('./socket-hub.ts');
      const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
      await new Promise((resolve) => server.once('listening', resolve));
      const hub = new SocketHub({ heartbeatMs: 60_000, maxBufferedBytes: 64 * 1024 * 1024, parallelFrom });
      const joined = new Promise<void>((resolve) => server.on('connection', (socket) => (hub.add('e1', 'en', socket), resolve())));
      const { port } = server.address() as { port: number };
      const client = new WebSocket(`ws://127.0.0.1:${port}/`);
      const received: string[] = [];
      client.on('message', (data: Buffer) => received.push(String(data)));
      await joined;
      await new Promise((resolve) => client.once('open', resolve));
      expect(await hub.parallelWritesStarted()).toBe(threads === 2);
      // The reader stops reading: 4 MB is more than the kernel's buffers hold, so the rest queues.
      (client as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
      const big = 'x'.repeat(4 * 1024 * 1024);
      hub.broadcast('e1', () => [{ type: 'commentary', value: { id: 'big', minute: 1, text: big, major: false } } as never]);
      hub.broadcast('e1', () => [{ type: 'score', value: { home: 1, away: 0 } }]);
      expect(hub.recentBroadcasts.map((broadcast) => broadcast.threads)).toEqual([threads, 1]);
      (client as unknown as { _socket: { pause(): void; resume(): void } })._socket.resume();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
      expect(JSON.parse(received[0]!).value.text).toHaveLength(big.length);
      expect(JSON.parse(received[1]!)).toEqual({ type: 'score', value: { home: 1, away: 0 } });
      client.terminate();
      hub.close();
      await new Promise((resolve) => server.close(resolve));
    },
  );
});

describe('a closed peer', () => {
  it('is never written through its old descriptor number, which another file may hold by then', async () => {
    const { WebSocketServer, WebSocket } = await import('ws');
    const { SocketHub } = await import('./socket-hub.ts');
    const { closeSync, mkdtempSync, openSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await new Promise((resolve) => server.once('listening', resolve));
    const hub = new SocketHub({ heartbeatMs: 60_000, parallelFrom: 0 });
    let peer: Peer | undefined;
    const joined = new Promise<void>((resolve) => server.on('connection', (socket) => (hub.add('e1', 'en', (peer = socket)), resolve())));
    const { port } = server.address() as { port: number };
    const client = new WebSocket(`ws://127.0.0.1:${port}/`);
    client.on('error', () => {});
    await Promise.all([joined, new Promise((resolve) => client.once('open', resolve))]);
    const raw = (peer as unknown as { _socket: { _handle: { fd: number }; destroy(): void } })._socket;
    const oldFd = raw._handle.fd;
    // The TCP socket closes (its descriptor with it) before ws has noticed: the peer still looks open.
    raw.destroy();
    expect(peer!.readyState).toBe(peer!.OPEN);
    const file = `${mkdtempSync(`${tmpdir()}/hub-`)}/other-file`;
    const opened: number[] = [];
    while (opened.length < 200 && opened.at(-1) !== oldFd) opened.push(openSync(file, 'w'));
    expect(opened.at(-1)).toBe(oldFd);

    hub.broadcast('e1', () => [{ type: 'score', value: { home: 1, away: 0 } }]);

    expect(readFileSync(file, 'utf8')).toBe('');
    for (const fd of opened) closeSync(fd);
    client.terminate();
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
