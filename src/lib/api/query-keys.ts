import type { Language } from '../../../contract/languages.ts';

/**
 * Every query-cache key of the widget, from one factory. Each key starts with the event id, so a
 * reconnect can invalidate everything of one match (`queryKeys.match(eventId)`), and with the
 * endpoint's name, so the socket can write into one kind of answer (`setQueriesData`).
 *
 * Two sections that read the same endpoint share its key, and so one cache entry (the pitch view's
 * and the stats section's live statistics, the scoreboard's and the momentum chart's incidents). `query-keys.test.ts` keeps every key of `src/` in this file.
 */
export const queryKeys = {
  match: (eventId: string) => [eventId] as const,
  eventData: (eventId: string, lang: Language) => [eventId, 'eventData', lang] as const,
  eventDetails: (eventId: string, lang: Language) => [eventId, 'eventDetails', lang] as const,
  /** Keyed on event and stage (SPEC section 7); `eventStatusAll` matches every stage. */
  eventStatus: (eventId: string, stage: string) => [eventId, 'eventStatus', stage] as const,
  eventStatusAll: (eventId: string) => [eventId, 'eventStatus'] as const,
  availability: (eventId: string, lang: Language) => [eventId, 'availability', lang] as const,
  /** What the socket writes: the cache is the only store of server data (STYLE.md). */
  liveScore: (eventId: string) => [eventId, 'live', 'score'] as const,
  liveStatsSummary: (eventId: string) => [eventId, 'live', 'statsSummary'] as const,

  // The scoreboard.
  incidents: (eventId: string, lang: Language) => [eventId, 'incidents', lang] as const,
  /** `GET /lineups`, as the feed sent it: the scoreboard's match facts and the info section's line-ups. */
  lineups: (eventId: string, lang: Language) => [eventId, 'lineups', lang] as const,
};
