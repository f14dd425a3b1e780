import type { Language } from '../../../../contract/languages.ts';

/**
 * The stats section's query keys. Each starts with the event id, as every key of
 * src/lib/api/query-keys.ts does, so the socket's reconnect invalidates them with the rest of the
 * match. (They live here because the section owns these endpoints; the shell never reads them.)
 */
export const statsKeys = {
  liveStats: (eventId: string, lang: Language) => [eventId, 'liveStats', lang] as const,
  incidents: (eventId: string, lang: Language) => [eventId, 'incidents', lang] as const,
  seasonAverages: (eventId: string, lang: Language) => [eventId, 'seasonAverages', lang] as const,
  optaPoints: (eventId: string, lang: Language) => [eventId, 'optaPoints', lang] as const,
  topScorers: (eventId: string, lang: Language) => [eventId, 'topScorers', lang] as const,
  playerStats: (eventId: string, lang: Language) => [eventId, 'playerStats', lang] as const,
  analytics: (eventId: string, operation: string, variables: Record<string, unknown>) =>
    [eventId, 'analytics', operation, variables] as const,
};
