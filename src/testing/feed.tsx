import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { pages } from '../../contract/pages.ts';
import { resolveLanguage } from '../../contract/languages.ts';
import type { Stage } from '../../contract/vocabulary.ts';
import { App } from '../app/App.tsx';
import { createI18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { featureFlagsOff, type FeatureFlags } from '../rules/feature-flags.ts';
import { createBrandTheme } from '../theme/create-brand-theme.ts';
import { loadBrand } from './brand.ts';

/** The feed the route-level tests talk to: the 2022 World Cup final, in a stage of the test's choosing. */
export const feedOrigin = 'http://feed.test';

export interface FakeFeed {
  stage: Stage;
}

/** What the feed's event_data says of a match: its kick-off, its stage and its two sides. */
export interface FakeEventData {
  matchStart: string;
  status: Stage;
  home: { id: string; code: string; name: string };
  away: { id: string; code: string; name: string };
}

/** The feed's event_data answer for whichever event id the widget asks for: the match the test is about. */
export const eventDataOf = (match: FakeEventData) =>
  http.get(`${feedOrigin}/event_data/:eventId`, ({ params }) => HttpResponse.json({ eventId: params.eventId, ...match }));

export function feedHandlers(feed: FakeFeed): RequestHandler[] {
  return [
    eventDataOf({
      matchStart: '2022-12-18T15:00:00Z',
      status: feed.stage,
      home: { id: 'arg', code: 'ARG', name: 'Argentina' },
      away: { id: 'fra', code: 'FRA', name: 'France' },
    }),
    http.get(`${feedOrigin}/event_status/:eventId`, () =>
      HttpResponse.json(
        feed.stage === 'inPlay'
          ? { status: 'inPlay', periods: [{ id: 'firstHalf' }], periodStartTime: new Date(Date.now() - 600_000).toISOString() }
          : { status: feed.stage, periods: [] },
      ),
    ),
    http.get(`${feedOrigin}/event_details/:eventId`, () =>
      HttpResponse.json({ home: { score: feed.stage === 'inPlay' ? 1 : 0 }, away: { score: 0 } }),
    ),
    http.get(`${feedOrigin}/availability/:eventId`, () =>
      HttpResponse.json({
        paths: pages.map((page) => page.path).filter((path) => path !== '/'),
        pitchView: true,
        stream: false,
        features: {},
      }),
    ),
  ];
}

/** jsdom has no feed to connect to: a socket that never opens keeps the tests offline. */
export class SilentSocket {
  readyState = 0;
  addEventListener() {}
  removeEventListener() {}
  send() {}
  close() {}
}

type Listener = (event: { data?: unknown }) => void;

/**
 * A socket the test speaks for: it opens when told and delivers the messages it is given. Stub it
 * with `vi.stubGlobal('WebSocket', ScriptedSocket)`; `ScriptedSocket.last` is the widget's.
 */
export class ScriptedSocket {
  static last: ScriptedSocket | null = null;
  readyState = 0;
  readonly #listeners = new Map<string, Listener[]>();
  constructor() {
    ScriptedSocket.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  send() {}
  close() {}
  emit(type: 'open' | 'message', data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.#listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

/**
 * Last of a test server's handlers: the feed's other calls (line-ups, incidents, form, table, …)
 * answer as the feed does for a match it has no such data for, so the widget shows its honest state.
 */
export const notServedByTheTest = http.get(`${feedOrigin}/*`, ({ request }) =>
  HttpResponse.json({ error: 'not_found', message: `Not served by this test: ${new URL(request.url).pathname}` }, { status: 404 }),
);

/** An MSW server for one test file, started before its tests and reset after each. */
export function serveFakeFeed(feed: FakeFeed, ...extra: RequestHandler[]) {
  const server = setupServer(...feedHandlers(feed), ...extra, notServedByTheTest);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    vi.stubGlobal('WebSocket', SilentSocket);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
  return server;
}

/**
 * The whole widget at a URL, as a fan opens it: the language from `lang`, as src/main.tsx reads it,
 * with the first paint's strings and the sections' strings loaded as their screens open. A test of
 * the frame alone, which must not wait on a section's strings, asks for all of them at once.
 */
/**
 * jsdom has no media pipeline: for the tests of one file, playing resolves and pausing and loading
 * do nothing, so the stream page's player can be driven.
 */
export function stubMediaPlayback(): void {
  beforeAll(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue();
  });
  afterAll(() => vi.restoreAllMocks());
}

export async function renderWidgetAt(
  url: string,
  { flags = featureFlagsOff, strings = 'first-paint' }: { flags?: FeatureFlags; strings?: 'first-paint' | 'all' } = {},
) {
  window.history.replaceState(null, '', url);
  const language = resolveLanguage(new URL(url, 'http://widget.test').searchParams.get('lang'));
  // A socket class a test speaks through keeps the widget's last socket (ScriptedSocket here and in
  // the stats tests): this render's is the next one.
  const scripted = 'last' in globalThis.WebSocket ? (globalThis.WebSocket as unknown as { last: unknown }) : null;
  if (scripted) scripted.last = null;
  render(
    <App
      theme={createBrandTheme(loadBrand())}
      i18n={await createI18n(language, { strings })}
      queryClient={createQueryClient()}
      feed={{ origin: feedOrigin, socketBase: 'ws://feed.test' }}
      flags={flags}
    />,
  );
  // The widget's socket starts once the frame has drawn its first answers (src/rules/socket-start.ts):
  // a test that speaks for the feed does so from then on.
  if (scripted) {
    await waitFor(
      () => {
        if (!scripted.last) throw new Error('the widget has not opened its socket');
      },
      { timeout: 5000 },
    );
  }
}

/** The names of the tabs of a tab row, in order. */
export const tabNames = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
