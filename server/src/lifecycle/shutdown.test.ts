import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { openSocket, startTestFeed } from '../testing/feed-harness.ts';
import { drainFeed } from './shutdown.ts';

// What SIGTERM runs (main.ts hands it to lifecycle/signals.ts): /ready says 503,
// new sockets are refused, every socket gets 1012 in batches, then the listener closes.
describe('draining the feed', () => {
  it('answers 503 on /ready, refuses new sockets and closes every socket with 1012 over the spread', async () => {
    const feed = await startTestFeed({ limits: { shutdownSpreadMs: 400 } });
    expect((await fetch(`${feed.origin}/ready`)).status).toBe(200);
    const sockets = await Promise.all(Array.from({ length: 12 }, () => openSocket(feed.origin)));
    const closedAt: number[] = [];
    for (const { closed } of sockets) void closed.then(() => closedAt.push(performance.now()));
    const drained = drainFeed(feed.context);
    expect(drainFeed(feed.context)).toBe(drained);

    const ready = await fetch(`${feed.origin}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, draining: true });
    expect((await fetch(`${feed.origin}/health`)).status).toBe(200);
    await expect(openSocket(feed.origin)).rejects.toThrow(/503/);

    expect(await Promise.all(sockets.map(({ closed }) => closed))).toEqual(sockets.map(() => 1012));
    // In batches: the last socket closes well after the first.
    expect(Math.max(...closedAt) - Math.min(...closedAt)).toBeGreaterThan(200);
    await drained;
    await expect(fetch(`${feed.origin}/health`)).rejects.toThrow();
  });

  it('ends a fan that never reads once the closing handshake has had its second, so the drain finishes', async () => {
    const feed = await startTestFeed({ limits: { shutdownSpreadMs: 0 } });
    const { port } = new URL(feed.origin);
    // A bare socket that does the handshake and then reads nothing more: it never answers the 1012.
    const deaf = await new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
      socket.once('connect', () =>
        socket.write(
          `GET /ws?eventId=tiny&lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
      );
      socket.once('data', () => {
        socket.pause();
        resolve(socket);
      });
      socket.once('error', reject);
    });
    const ended = new Promise((resolve) => deaf.once('close', resolve));
    const started = performance.now();
    await drainFeed(feed.context, { handshakeMs: 200 });
    // Without the ending, ws waits 30 s for the handshake and the listener's close with it.
    expect(performance.now() - started).toBeLessThan(5_000);
    // The feed has ended the connection: read what is left, and it closes.
    deaf.resume();
    await ended;
  });

  it('gives 1012 to sockets even on a plain close', async () => {
    const feed = await startTestFeed();
    const fan = await openSocket(feed.origin);
    await feed.close();
    expect(await fan.closed).toBe(1012);
  });
});
