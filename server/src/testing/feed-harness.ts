import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildFeedServer, type FeedContext, type FeedServerOptions } from '../app.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { feedPlugins } from '../routes/plugins.ts';
import { tinyScenario } from './tiny-scenario.ts';

/** Two events of the invented tiny match, both in play from the start. */
export const harnessCatalogue: CatalogueEntry[] = [
  { eventId: 'tiny', scenarioId: 'tiny', description: 'tiny from kick-off', startAt: () => 0 },
  { eventId: 'tiny-other', scenarioId: 'tiny', description: 'another match', startAt: () => 0 },
];

export interface RunningFeed {
  app: FastifyInstance;
  context: FeedContext;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The admin listener's `http://127.0.0.1:<port>` when `admin` was asked for. */
  adminOrigin?: string;
  close(): Promise<void>;
}

/** A feed of the tiny match on a free port (port 0), with the data plugins; options on top. */
export async function startTestFeed(options: Partial<FeedServerOptions> = {}): Promise<RunningFeed> {
  const { app, context, admin } = await buildFeedServer({
    scenarios: new Map([['tiny', tinyScenario]]),
    catalogue: harnessCatalogue,
    plugins: feedPlugins,
    tickMs: 60_000,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, context, origin, ...(admin ? { adminOrigin: admin.origin } : {}), close: () => app.close() };
}

export interface TestSocket {
  socket: WebSocket;
  messages: string[];
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
}

/** Opens `/ws` and resolves once it is open (or rejects with the refusal, e.g. `Unexpected server response: 403`). */
export function openSocket(origin: string, query = 'eventId=tiny', headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/ws?${query}`, { headers });
    const messages: string[] = [];
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(String(data)));
    socket.once('open', () => resolve({ socket, messages, closed }));
    socket.once('error', reject);
  });
}

export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
