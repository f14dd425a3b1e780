import { describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { Delivery } from './socket-hub.ts';
import { pingSlices, SocketHub } from './socket-hub.ts';

/** A hub on a ws server of its own, with clients that name their language and delivery in the query. */
async function hubWith(clientQueries: Array<{ lang: string; delivery: Delivery }>, maxBufferedBytes?: number) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  const hub = new SocketHub({ heartbeatMs: 60_000, maxBufferedBytes });
  const joined = new Promise<void>((resolve) => {
    let count = 0;
    server.on('connection', (socket, request) => {
      const query = new URLSearchParams(request.url?.split('?')[1]);
      hub.add('e1', query.get('lang') === 'de' ? 'de' : 'en', socket, query.get('delivery') as Delivery);
      if (++count === clientQueries.length) resolve();
    });
  });
  const { port } = server.address() as { port: number };
  const clients = clientQueries.map(({ lang, delivery }) => new WebSocket(`ws://127.0.0.1:${port}/?lang=${lang}&delivery=${delivery}`));
  const received = clients.map(() => [] as string[]);
  clients.forEach((client, index) => client.on('message', (data: Buffer) => received[index]!.push(String(data))));
  await joined;
  await Promise.all(clients.map((client) => client.readyState === client.OPEN || new Promise((resolve) => client.once('open', resolve))));
  const close = async () => {
    for (const client of clients) client.terminate();
    hub.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { hub, clients, received, close };
}

describe('SocketHub.broadcast', () => {
  it('sends each message in its own frame, in order, encoded once per language', async () => {
    const { hub, received, close } = await hubWith([
      { lang: 'en', delivery: 'messages' },
      { lang: 'en', delivery: 'messages' },
      { lang: 'de', delivery: 'messages' },
    ]);
    let asked = 0;
    hub.broadcast('e1', (language) => {
      asked += 1;
      return [
        { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: language === 'de' } },
        { type: 'score', value: { home: 1, away: 0 } },
      ];
    });
    await expect.poll(() => received.flat().length).toBe(6);
    expect(asked).toBe(2);
    expect(received[0]!.map((text) => JSON.parse(text).type)).toEqual(['majorIncident', 'score']);
    expect(JSON.parse(received[2]![0]!).value.isUpdate).toBe(true);
    expect(hub.recentBroadcasts.at(-1)).toMatchObject({ peers: 3, sends: 6 });
    await close();
  });

  it('sends a peer that asked for batches the whole broadcast as one batch message, and a lone message as itself', async () => {
    const { hub, received, close } = await hubWith([
      { lang: 'en', delivery: 'batch' },
      { lang: 'en', delivery: 'messages' },
    ]);
    hub.broadcast('e1', () => [
      { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } },
      { type: 'score', value: { home: 0, away: 1 } },
    ]);
    hub.broadcast('e1', () => [{ type: 'score', value: { home: 0, away: 2 } }]);
    await expect.poll(() => received.flat().length).toBe(5);
    expect(received[0]!.map((text) => JSON.parse(text))).toEqual([
      {
        type: 'batch',
        value: [
          { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } },
          { type: 'score', value: { home: 0, away: 1 } },
        ],
      },
      { type: 'score', value: { home: 0, away: 2 } },
    ]);
    expect(received[1]!.map((text) => JSON.parse(text).type)).toEqual(['majorIncident', 'score', 'score']);
    expect(hub.recentBroadcasts.map((broadcast) => broadcast.sends)).toEqual([3, 2]);
    await close();
  });

  it('keeps a slow reader\u2019s stream whole and in order when the kernel takes only part of a message', async () => {
    const { hub, clients, received, close } = await hubWith([{ lang: 'en', delivery: 'messages' }], 64 * 1024 * 1024);
    // The reader stops reading: 4 MB is more than the kernel's buffers hold, so the rest queues in ws.
    clients[0]!.pause();
    const big = 'x'.repeat(4 * 1024 * 1024);
    hub.broadcast('e1', () => [{ type: 'commentary', value: { id: 'big', minute: 1, text: big, major: false } } as never]);
    hub.broadcast('e1', () => [{ type: 'score', value: { home: 1, away: 0 } }]);
    expect(hub.queuedBytes()).toBeGreaterThan(0);
    clients[0]!.resume();
    await expect.poll(() => received[0]!.length, { timeout: 10_000 }).toBe(2);
    expect(JSON.parse(received[0]![0]!).value.text).toHaveLength(big.length);
    expect(JSON.parse(received[0]![1]!)).toEqual({ type: 'score', value: { home: 1, away: 0 } });
    await close();
  });
});

describe('SocketHub heartbeat', () => {
  it('pings the peers in slices spread over the period, each peer once a period, never all at once', () => {
    vi.useFakeTimers();
    try {
      const hub = new SocketHub({ heartbeatMs: 1000 });
      const pinged: number[] = [];
      const peers = 3 * pingSlices;
      for (let index = 0; index < peers; index += 1) {
        const socket = { on: () => {}, ping: () => pinged.push(index), terminate: () => {}, readyState: 1, OPEN: 1 };
        hub.add('e1', 'en', socket as unknown as WebSocket);
      }
      vi.advanceTimersByTime(1000 / pingSlices);
      expect(pinged).toHaveLength(3);
      vi.advanceTimersByTime(1000 - 1000 / pingSlices);
      expect(pinged.toSorted((a, b) => a - b)).toEqual(Array.from({ length: peers }, (_, index) => index));
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
