import * as z from 'zod/mini';

/**
 * The analytics service's operations the stats section asks (server/src/analytics/schema.ts has
 * the SDL), each with the schema of its `data`. Enum values arrive in GraphQL's upper case.
 */

const sideEnum = z.enum(['HOME', 'AWAY']);

export const topScorersDocument = /* GraphQL */ `
  query TopScorers($eventId: ID!, $limit: Int!) {
    topScorers(eventId: $eventId, limit: $limit) {
      coverage {
        complete
        matchesCounted
        matchesPlayed
      }
      rows {
        rank
        playerId
        name
        teamCode
        teamName
        goals
        penalties
        appearances
      }
      sources
    }
  }
`;
export const topScorersDataSchema = z.object({
  topScorers: z.nullable(
    z.object({
      coverage: z.object({ complete: z.boolean(), matchesCounted: z.int(), matchesPlayed: z.int() }),
      rows: z.array(
        z.object({
          rank: z.int(),
          name: z.string(),
          teamCode: z.string(),
          teamName: z.string(),
          goals: z.int(),
          penalties: z.nullable(z.int()),
          appearances: z.nullable(z.int()),
        }),
      ),
      sources: z.array(z.string()),
    }),
  ),
});

const matchMark = z.object({
  played: z.nullable(z.boolean()),
  value: z.int(),
  reached: z.boolean(),
  date: z.optional(z.nullable(z.string())),
  opponent: z.optional(z.nullable(z.string())),
});
const teamRef = z.object({ code: z.string(), name: z.string(), side: sideEnum });
/** What a row of either assistant says: how often the line was reached, and in which of the last matches. */
const assistantRowFields = {
  hits: z.int(),
  matches: z.int(),
  percentage: z.int(),
  average: z.number(),
  lastMatches: z.array(matchMark),
};

/** Which matches "the last N" are (the competition's season in our records), to name on screen. */
const windowSelection = `window {
        competition {
          id
          name
          season
        }
      }`;
const matchWindow = z.nullable(z.object({ competition: z.object({ id: z.string(), name: z.string(), season: z.string() }) }));

/** The last matches of an assistant's row, as both assistants ask for them. */
const lastMatchesSelection = `lastMatches {
          played
          value
          reached
          date
          opponent
        }`;

export const playerAssistantDocument = /* GraphQL */ `
  query PlayerAssistant($eventId: ID!, $event: PlayerEvent!, $team: TeamFilter!, $threshold: Float!, $matches: Int!) {
    playerAssistant(eventId: $eventId, event: $event, team: $team, threshold: $threshold, matches: $matches) {
      removedPlayers
      offeredEvents
      sources
      ${windowSelection}
      rows {
        hits
        matches
        appearances
        percentage
        average
        player {
          id
          name
          shortName
          position
          starter
          team {
            code
            name
            side
          }
        }
        ${lastMatchesSelection}
      }
    }
  }
`;
export const playerAssistantDataSchema = z.object({
  playerAssistant: z.nullable(
    z.object({
      removedPlayers: z.int(),
      offeredEvents: z.array(z.string()),
      sources: z.array(z.string()),
      window: matchWindow,
      rows: z.array(
        z.object({
          ...assistantRowFields,
          appearances: z.nullable(z.int()),
          player: z.object({
            id: z.string(),
            name: z.string(),
            shortName: z.string(),
            position: z.string(),
            starter: z.boolean(),
            team: teamRef,
          }),
        }),
      ),
    }),
  ),
});
export type PlayerAssistantData = z.infer<typeof playerAssistantDataSchema>;

export const teamAssistantDocument = /* GraphQL */ `
  query TeamAssistant($eventId: ID!, $event: TeamEvent!, $threshold: Float!, $matches: Int!) {
    teamAssistant(eventId: $eventId, event: $event, threshold: $threshold, matches: $matches) {
      offeredEvents
      sources
      ${windowSelection}
      rows {
        hits
        matches
        percentage
        average
        team {
          code
          name
          side
        }
        ${lastMatchesSelection}
      }
    }
  }
`;
export const teamAssistantDataSchema = z.object({
  teamAssistant: z.nullable(
    z.object({
      offeredEvents: z.array(z.string()),
      sources: z.array(z.string()),
      window: matchWindow,
      rows: z.array(z.object({ ...assistantRowFields, team: teamRef })),
    }),
  ),
});
export type TeamAssistantData = z.infer<typeof teamAssistantDataSchema>;
