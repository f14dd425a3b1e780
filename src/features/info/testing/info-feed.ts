import { http, HttpResponse } from 'msw';
import { feedOrigin } from '../../../testing/feed.tsx';
import { captured } from './answers.ts';

/**
 * The info endpoints of the fake feed, answering with the captured real answers: event id `final`
 * is the 2022 World Cup final, `laliga` is Barcelona v Alavés. `answers` lets a test change or
 * remove an answer (null answers 404).
 */
export interface InfoFeed {
  answers: Partial<Record<string, unknown>>;
}

const base = {
  final: {
    lineups: captured.final.lineups,
    incidents: captured.final.incidents,
    form: captured.final.form,
    h2h: captured.final.h2h,
    table: captured.final.table,
    fixtures: captured.final.fixtures,
    player_stats: captured.final.playerStats,
  },
  laliga: {
    lineups: captured.laliga.lineups,
    incidents: captured.laliga.incidents,
    form: captured.laliga.form,
    h2h: captured.laliga.h2h,
    table: captured.laliga.table,
    fixtures: captured.laliga.fixtures,
    preview: captured.laliga.preview,
    insights: captured.laliga.insights,
    player_stats: { players: [] },
  },
} as Record<string, Record<string, unknown>>;

export function infoHandlers(feed: InfoFeed) {
  const endpoints = ['lineups', 'incidents', 'form', 'h2h', 'table', 'fixtures', 'player_stats', 'preview', 'insights'];
  return [
    http.get(`${feedOrigin}/event_data/laliga`, () => HttpResponse.json({ ...captured.laliga.eventData, eventId: 'laliga' })),
    ...endpoints.map((endpoint) =>
      http.get(`${feedOrigin}/${endpoint}/:eventId`, ({ params, request }) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
        const eventId = String(params.eventId);
        const key = `${eventId}.${endpoint}`;
        if (key in feed.answers) {
          const answer = feed.answers[key];
          return answer === null ? HttpResponse.json({ error: 'notFound', message: 'none' }, { status: 404 }) : HttpResponse.json(answer);
        }
        if (eventId === 'final' && (endpoint === 'preview' || endpoint === 'insights')) {
          const texts = captured.final[endpoint];
          return HttpResponse.json(texts[lang as keyof typeof texts] ?? texts.en);
        }
        const answer = base[eventId === 'laliga' ? 'laliga' : 'final']![endpoint];
        return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: 'notFound', message: 'none' }, { status: 404 });
      }),
    ),
  ];
}
