import { http, HttpResponse, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import barAlaEventData from '../../../testing/answers/laliga-2018-19-bar-ala.event_data.json';
import barAlaIncidents from './laliga-2018-19-bar-ala.incidents.json';
import barAlaLineups from './laliga-2018-19-bar-ala.lineups.json';
import finalCommentary from './wc2022-final.commentary.json';
import finalEventData from '../../../testing/answers/wc2022-final.event_data.json';
import finalIncidents from '../../../testing/answers/wc2022-final.incidents.json';
import finalLineups from '../../../testing/answers/wc2022-final.lineups.json';

/** Real answers of our feed for two finished matches (README.md beside this file). */
export const matches = {
  'wc2022-final': {
    eventData: finalEventData,
    details: { home: { score: 3 }, away: { score: 3 }, shootout: { home: 4, away: 2 } },
    incidents: finalIncidents,
    lineups: finalLineups,
    commentary: finalCommentary,
  },
  'laliga-2018-19-bar-ala': {
    eventData: barAlaEventData,
    details: { home: { score: 3 }, away: { score: 0 } },
    incidents: barAlaIncidents,
    lineups: barAlaLineups,
    commentary: { lines: [] },
  },
} as const;

export type MatchId = keyof typeof matches;

/**
 * MSW handlers that answer as the feed does for one of these matches, at a stage of the test's
 * choosing (`status` overrides the event's status; the score and incidents stay those of the end).
 */
export function matchHandlers(
  feedOrigin: string,
  id: MatchId,
  { stage = 'played', eventData = {} }: { stage?: string; eventData?: Record<string, unknown> } = {},
): RequestHandler[] {
  const match = matches[id];
  return [
    http.get(`${feedOrigin}/event_data/:eventId`, () => HttpResponse.json({ ...match.eventData, status: stage, ...eventData })),
    http.get(`${feedOrigin}/event_status/:eventId`, () => HttpResponse.json({ status: stage, periods: [] })),
    http.get(`${feedOrigin}/event_details/:eventId`, () => HttpResponse.json(match.details)),
    http.get(`${feedOrigin}/incidents/:eventId`, () => HttpResponse.json(match.incidents)),
    http.get(`${feedOrigin}/lineups/:eventId`, () => HttpResponse.json(match.lineups)),
    http.get(`${feedOrigin}/commentary/:eventId`, () => HttpResponse.json(match.commentary)),
  ];
}

/**
 * A socket the test drives: it opens when asked and delivers the messages the test sends, as the
 * feed's socket would. The widget makes one per match (LiveFeedProvider).
 */
export class DrivenSocket {
  static instances: DrivenSocket[] = [];
  readyState = 0;
  readonly #listeners = new Map<string, Set<(event: { data?: unknown; code?: number }) => void>>();
  constructor(readonly url: string) {
    DrivenSocket.instances.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: unknown; code?: number }) => void) {
    if (!this.#listeners.has(type)) this.#listeners.set(type, new Set());
    this.#listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.#listeners.get(type)?.delete(listener);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    for (const listener of this.#listeners.get('open') ?? []) listener({});
  }
  deliver(message: unknown) {
    for (const listener of this.#listeners.get('message') ?? []) listener({ data: JSON.stringify(message) });
  }
  /** The widget's socket, once it has made one: it starts once the frame has drawn its first answers (src/rules/socket-start.ts). */
  static latest(): Promise<DrivenSocket> {
    return vi.waitFor(
      () => {
        const socket = DrivenSocket.instances.at(-1);
        if (!socket) throw new Error('the widget has not opened a socket');
        return socket;
      },
      { timeout: 5000 },
    );
  }
}
