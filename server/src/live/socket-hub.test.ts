import { describe, expect, it } from 'vitest';
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

describe('SocketHub.broadcast', () => {
  it('hands each peer all of its frames in one write, in order, encoded once per language', async () => {
    const { WebSocketServer, WebSocket } = await import('ws');
    const { SocketHub } = await import('./socket-hub.ts');
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await new Promise((resolve) => server.once('listening', resolve));
    const hub = new SocketHub({ heartbeatMs: 60_000 });
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
    expect(hub.recentBroadcasts.at(-1)).toMatchObject({ peers: 3, frames: 6, writes: 3 });
    for (const client of clients) client.terminate();
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
