import * as z from 'zod/mini';
import type { Language } from '../../../../contract/languages.ts';
import { useAnalyticsQuery } from './analytics-query.ts';

/**
 * The analytics service's season totals of both squads (`playerStats`, server/src/analytics/schema.ts):
 * counts and the minutes they took, so the widget works out per-90 values itself (model/season-averages.ts).
 * A count is null where none of the player's recorded appearances holds it.
 */
export const seasonPlayerStatsDocument = /* GraphQL */ `
  query SeasonPlayerStats($eventId: ID!) {
    playerStats(eventId: $eventId, team: BOTH) {
      player {
        id
        name
        position
        team {
          code
          side
        }
      }
      appearances
      minutes
      goals
      shots
      passes
      tackles
      fouls
    }
  }
`;
export const seasonPlayerStatsDataSchema = z.object({
  playerStats: z.nullable(
    z.array(
      z.object({
        player: z.object({
          id: z.string(),
          name: z.string(),
          position: z.string(),
          team: z.object({ code: z.string(), side: z.enum(['HOME', 'AWAY']) }),
        }),
        appearances: z.int(),
        minutes: z.int(),
        goals: z.nullable(z.int()),
        shots: z.nullable(z.int()),
        passes: z.nullable(z.int()),
        tackles: z.nullable(z.int()),
        fouls: z.nullable(z.int()),
      }),
    ),
  ),
});
export type SeasonPlayerStatsData = z.infer<typeof seasonPlayerStatsDataSchema>;

export function useSeasonPlayerStats(eventId: string | undefined, lang: Language) {
  return useAnalyticsQuery(
    eventId,
    lang,
    'SeasonPlayerStats',
    seasonPlayerStatsDocument,
    { eventId: eventId ?? '' },
    seasonPlayerStatsDataSchema,
  );
}
