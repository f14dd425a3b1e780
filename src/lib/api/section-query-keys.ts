import type { Language } from '../../../contract/languages.ts';
/**
 * The keys of the lazy sections (stats, pitch view, info), under the rules of `queryKeys`
 * (query-keys.ts), in a module of their own: the first paint imports `queryKeys` and would carry
 * them otherwise, as the lazy chunks share them through it (every byte counts: docs/performance.md).
 */
export const sectionQueryKeys = {
  // The analytics service's authentication, which only the stats section asks for.
  eventSettings: (eventId: string, lang: Language) => [eventId, 'eventSettings', lang] as const,
  dbsAuth: (eventId: string, lang: Language) => [eventId, 'dbsAuth', lang] as const,
  // The scoreboard's commentary page and the pitch view.
  commentary: (eventId: string, lang: Language) => [eventId, 'commentary', lang] as const,
  competitionViz: (eventId: string, lang: Language) => [eventId, 'competitionViz', lang] as const,

  // The stats section and the pitch view.
  liveStats: (eventId: string, lang: Language) => [eventId, 'liveStats', lang] as const,
  playerStats: (eventId: string, lang: Language) => [eventId, 'playerStats', lang] as const,
  seasonAverages: (eventId: string, lang: Language) => [eventId, 'seasonAverages', lang] as const,
  optaPoints: (eventId: string, lang: Language) => [eventId, 'optaPoints', lang] as const,
  topScorers: (eventId: string, lang: Language) => [eventId, 'topScorers', lang] as const,
  analytics: (eventId: string, operation: string, variables: Record<string, unknown>) =>
    [eventId, 'analytics', operation, variables] as const,

  /** The info section: one key shape for all its `GET /{endpoint}/{eventId}` answers, with their extra parameters. */
  info: <Endpoint extends string>(eventId: string, endpoint: Endpoint, lang: Language, extra: Record<string, string> = {}) =>
    [eventId, 'info', endpoint, lang, extra] as const,
  /** Every info answer of the match, whatever its endpoint, language and parameters. */
  infoAll: (eventId: string) => [eventId, 'info'] as const,
};
