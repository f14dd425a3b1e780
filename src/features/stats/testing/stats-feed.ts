import { http, HttpResponse } from 'msw';
import laligaIncidents from './laliga.incidents.json';
import laligaLiveStats from './laliga.live_stats.json';
import laligaOpta from './laliga.opta_points.json';
import laligaPlayerStats from './laliga.player_stats.json';
import laligaSeasonAvg from './laliga.season_avg.json';
import laligaTopScorers from './laliga.top_scorers.json';

/**
 * The stats endpoints answering as our feed answered for Barcelona 3-0 Alavés (La Liga 2018/19,
 * matchday 1, StatsBomb open data), captured from `npx tsx server/src/main.ts` at full time.
 */
export const laliga = {
  liveStats: laligaLiveStats,
  incidents: laligaIncidents,
  optaPoints: laligaOpta,
  playerStats: laligaPlayerStats,
  seasonAverages: laligaSeasonAvg,
  topScorers: laligaTopScorers,
};

export const laligaEventData = {
  matchStart: '2018-08-18T18:15:00Z',
  home: { id: 'barcelona', code: 'BAR', name: 'Barcelona' },
  away: { id: 'deportivo-alaves', code: 'ALA', name: 'Alavés' },
};

export function laligaHandlers(feedOrigin: string, answers: { liveStats?: unknown } = {}) {
  const json = (body: unknown) => () => HttpResponse.json(body as Record<string, unknown>);
  return [
    http.get(`${feedOrigin}/event_data/:eventId`, ({ params }) =>
      HttpResponse.json({ eventId: params.eventId, status: 'played', ...laligaEventData }),
    ),
    http.get(`${feedOrigin}/live_stats/:eventId`, json(answers.liveStats ?? laliga.liveStats)),
    http.get(`${feedOrigin}/incidents/:eventId`, json(laliga.incidents)),
    http.get(`${feedOrigin}/opta_points/:eventId`, json(laliga.optaPoints)),
    http.get(`${feedOrigin}/player_stats/:eventId`, json(laliga.playerStats)),
    http.get(`${feedOrigin}/season_avg/:eventId`, json(laliga.seasonAverages)),
    http.get(`${feedOrigin}/top_scorers/:eventId`, json(laliga.topScorers)),
  ];
}

/** A socket that opens at once and lets a test speak for the feed. */
export class ScriptedSocket {
  static last: ScriptedSocket | null = null;
  readyState = 0;
  #listeners = new Map<string, ((event: { data?: unknown; code?: number }) => void)[]>();
  constructor() {
    ScriptedSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.#fire('open', {});
    }, 0);
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  send() {}
  close() {
    this.readyState = 3;
  }
  emit(message: unknown) {
    this.#fire('message', { data: JSON.stringify(message) });
  }
  #fire(type: string, event: { data?: unknown }) {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}
