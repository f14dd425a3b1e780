import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import * as z from 'zod/mini';
import { buildFeedServer, type FeedContext, type FeedServerOptions } from '../app.ts';
import type { CatalogueEntry } from '../event/catalogue.ts';
import { feedPlugins } from '../routes/plugins.ts';
import { tinyScenario } from './tiny-scenario.ts';

/** Two events of the invented tiny match, both in play from the start. */
export const harnessCatalogue: CatalogueEntry[] = [
  { eventId: 'tiny', scenarioId: 'tiny', description: 'tiny from kick-off', startAt: () => 0 },
  { eventId: 'tiny-other', scenarioId: 'tiny', description: 'another match', startAt: () => 0 },
];

/** What a parsed answer goes through: a zod schema of contract/, or anything with its `parse`. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

/** A feed built in-process: requests go through `app.inject`, no port is opened. */
export interface TestFeed {
  app: FastifyInstance;
  context: FeedContext;
  /** The admin listener's `http://127.0.0.1:<port>` when `admin` was asked for. */
  adminOrigin?: string;
  /** GETs `url`, which must answer 200 (else it throws with the status and the body), and returns its JSON. */
  get(url: string): Promise<unknown>;
  /** The same, parsed with `schema`. */
  get<T>(url: string, schema: AnswerSchema<T>): Promise<T>;
  /** POSTs `payload` as JSON and returns the response whatever its status. */
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  /**
   * Asks the analytics GraphQL with the credentials `/dbs_auth` gives for the event `variables.id`
   * (a token is for one event), as the widget does; throws unless it answers 200 with no errors.
   */
  graphql<T>(query: string, variables: { id: string } & Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export interface RunningFeed extends TestFeed {
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/**
 * A feed of the tiny match (or of the scenarios and catalogue given), with the data plugins and
 * the clock of the options; answers in-process. Every server test that needs a feed builds it here.
 */
export async function buildTestFeed(options: Partial<FeedServerOptions> = {}): Promise<TestFeed> {
  const { app, context, admin } = await buildFeedServer({
    scenarios: new Map([['tiny', tinyScenario]]),
    catalogue: harnessCatalogue,
    plugins: feedPlugins,
    tickMs: 60_000,
    ...options,
  });
  function get(url: string): Promise<unknown>;
  function get<T>(url: string, schema: AnswerSchema<T>): Promise<T>;
  async function get<T>(url: string, schema?: AnswerSchema<T>): Promise<unknown> {
    const response = await app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    const json: unknown = response.json();
    return schema ? schema.parse(json) : json;
  }
  const credentialsSchema = z.object({ token: z.string(), outlet: z.string() });
  const graphqlAnswerSchema = z.object({ data: z.optional(z.unknown()), errors: z.optional(z.unknown()) });
  async function graphql<T>(query: string, variables: { id: string } & Record<string, unknown>): Promise<T> {
    const auth = await get(`/dbs_auth/${variables.id}`, credentialsSchema);
    const response = await app.inject({
      method: 'POST',
      url: `/betanalytics/${auth.outlet}/graphql`,
      headers: { authorization: auth.token, 'outlet-key': auth.outlet },
      payload: { query, variables },
    });
    const body = z.parse(graphqlAnswerSchema, response.json());
    if (response.statusCode !== 200 || body.errors !== undefined)
      throw new Error(`GraphQL answered ${response.statusCode}: ${JSON.stringify(body.errors)}`);
    // The test names the shape it expects of the answer; the query decides it.
    return body.data as T;
  }
  return {
    app,
    context,
    ...(admin ? { adminOrigin: admin.origin } : {}),
    get,
    graphql,
    post: (url, payload) => app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) }),
    close: () => app.close(),
  };
}

/** The same feed listening on a free port of 127.0.0.1 (port 0), for sockets and real HTTP clients. */
export async function startTestFeed(options: Partial<FeedServerOptions> = {}): Promise<RunningFeed> {
  const feed = await buildTestFeed(options);
  await feed.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...feed, origin: `http://127.0.0.1:${(feed.app.server.address() as AddressInfo).port}` };
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

/**
 * A fan of `feed` on `/ws?<query>`, pushed onto `open` (from closedAfterEach) so that it is shut
 * after the test, once the feed has sent it `count` messages.
 */
export async function openFan(open: Closable[], feed: RunningFeed, query: string, count = 0): Promise<TestSocket> {
  const socket = await openSocket(feed.origin, query);
  open.push(socket);
  await until(() => socket.messages.length >= count);
  return socket;
}

/** Anything a test opens that must be shut after it: a feed, a fan's socket, or a server with `stop()`. */
export type Closable = TestFeed | TestSocket | { stop(): Promise<void> };

/**
 * A list to push every feed and socket a test opens onto: after each test of the file they are shut,
 * the last opened first (fans before their feed), so no test leaves one running for the next.
 */
export function closedAfterEach(): Closable[] {
  const open: Closable[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) {
      if ('socket' in item) item.socket.terminate();
      else if ('stop' in item) await item.stop();
      else await item.close();
    }
  });
  return open;
}

/** Waits until `check` holds, polling every 10 ms; fails after `ms`. */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
