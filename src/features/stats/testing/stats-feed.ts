import { http, HttpResponse } from 'msw';
import barAlaEventData from '../../../testing/answers/laliga-2018-19-bar-ala.event_data.json';
import laligaIncidents from './laliga.incidents.json';
import laligaLiveStats from './laliga.live_stats.json';
import laligaOpta from './laliga.opta_points.json';
import laligaPlayerStats from './laliga.player_stats.json';
import laligaSeasonAvg from './laliga.season_avg.json';
import laligaTopScorers from './laliga.top_scorers.json';
import gqlPlayerAssistant from './laliga.gql-player-assistant.json';
import gqlTeamAssistant from './laliga.gql-team-assistant.json';
import gqlPlayerSeason from './laliga.gql-player-season.json';
import gqlTopScorers from './laliga.gql-top-scorers.json';
import finalPlayerAssistant from './final.gql-player-assistant.json';

/** The player assistant's answer at full time of the 2022 final: goal histories from the international results. */
export const finalAssistant = finalPlayerAssistant;

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

/** The feed's event data for the match, with Alavés under the short name these tests read. */
export const laligaEventData = {
  matchStart: barAlaEventData.matchStart,
  home: barAlaEventData.home,
  away: { ...barAlaEventData.away, name: 'Alavés' },
};

/** What the widget sent to the analytics service, for the tests to check. */
export const analyticsRequests: {
  authorization: string | null;
  outletKey: string | null;
  body: { variables?: Record<string, unknown> };
}[] = [];

export function laligaHandlers(
  feedOrigin: string,
  answers: { liveStats?: unknown; playerAssistant?: unknown; seasonPlayerStats?: unknown } = {},
) {
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
    http.get(`${feedOrigin}/event_settings/:eventId`, json({ dbs: true })),
    http.get(`${feedOrigin}/dbs_auth/:eventId`, ({ params }) =>
      HttpResponse.json({
        outlet: 'demo-outlet',
        token: 'demo-analytics-token',
        homeId: 'barcelona',
        awayId: 'deportivo-alaves',
        competitionId: 'laliga-2018-19',
        eventId: params.eventId,
      }),
    ),
    http.post(`${feedOrigin}/betanalytics/:outlet/graphql`, async ({ request }) => {
      const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
      analyticsRequests.push({ authorization: request.headers.get('authorization'), outletKey: request.headers.get('outlet-key'), body });
      const { query } = body;
      if (query.includes('playerAssistant'))
        return HttpResponse.json((answers.playerAssistant ?? gqlPlayerAssistant) as Record<string, unknown>);
      if (query.includes('teamAssistant')) return HttpResponse.json(gqlTeamAssistant);
      if (query.includes('topScorers')) return HttpResponse.json(gqlTopScorers);
      if (query.includes('playerStats('))
        return HttpResponse.json((answers.seasonPlayerStats ?? gqlPlayerSeason) as Record<string, unknown>);
      return HttpResponse.json({ errors: [{ message: 'unknown operation' }] });
    }),
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
