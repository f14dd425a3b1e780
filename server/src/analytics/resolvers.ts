import type { GraphQLFieldResolver } from 'graphql';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { Position } from '../../../contract/vocabulary.ts';
import type { Side } from '../scenario/schema.ts';
import { eventIdSchema } from '../../../contract/protocol.ts';
import type { PlayerEvent, TeamEvent, TeamFilter } from './assistant.ts';
import { offeredPlayerEvents, offeredTeamEvents, playerAssistant, teamAssistant } from './assistant.ts';
import { matchCountRange, thresholdRange, topScorersLimitRange } from './limits.ts';
import { playerStats, teamSeasonAverages } from './player-stats.ts';
import type { AnalyticsSource, EventSeason, PlayerSeason, TeamRef } from './season-lines.ts';
import { topScorers } from './top-scorers.ts';

/** Arguments arrive as a plain object; the zod schemas below give them their types. */
type Resolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;
export type FieldResolverMap = Record<string, Record<string, Resolver>>;

/** Error codes in `extensions.code`; the route maps EVENT_NOT_FOUND to HTTP 404. */
export const analyticsErrorCodes = { badUserInput: 'BAD_USER_INPUT', eventNotFound: 'EVENT_NOT_FOUND' } as const;

/** GraphQL enum names to the model's names; the SDL enums list exactly these keys. */
export const playerEvents = {
  GOALS: 'goals',
  ASSISTS: 'assists',
  GOAL_INVOLVEMENTS: 'goalInvolvements',
  SHOTS: 'shots',
  SHOTS_ON_TARGET: 'shotsOnTarget',
  TACKLES: 'tackles',
  FOULS: 'fouls',
  CARDS: 'cards',
} as const satisfies Record<string, PlayerEvent>;

export const teamEvents = {
  GOALS: 'goals',
  GOALS_CONCEDED: 'goalsConceded',
  TOTAL_GOALS: 'totalGoals',
  BOTH_TEAMS_SCORED: 'bothTeamsScored',
  CLEAN_SHEETS: 'cleanSheets',
  WINS: 'wins',
  SHOTS: 'shots',
  SHOTS_ON_TARGET: 'shotsOnTarget',
  CORNERS: 'corners',
  FOULS: 'fouls',
  CARDS: 'cards',
} as const satisfies Record<string, TeamEvent>;

export const teamFilters = { HOME: 'home', AWAY: 'away', BOTH: 'both' } as const satisfies Record<string, TeamFilter>;

/** `sideBack` to `SIDE_BACK`: the SDL spells model names as GraphQL enum names. */
export const toEnumName = (name: Position | Side): string => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

const keysOf = <T extends Record<string, string>>(map: T) => Object.keys(map) as [keyof T & string, ...(keyof T & string)[]];

const threshold = z
  .number()
  .min(thresholdRange.min, `threshold must be from ${thresholdRange.min} to ${thresholdRange.max}`)
  .max(thresholdRange.max, `threshold must be from ${thresholdRange.min} to ${thresholdRange.max}`);
const matches = z
  .number()
  .int()
  .min(matchCountRange.min, `matches must be from ${matchCountRange.min} to ${matchCountRange.max}`)
  .max(matchCountRange.max, `matches must be from ${matchCountRange.min} to ${matchCountRange.max}`);
const teamFilter = z.enum(keysOf(teamFilters));

// GraphQL has already checked types and enum names; these add the ranges and give us types.
const playerAssistantArgs = z.object({ eventId: eventIdSchema, event: z.enum(keysOf(playerEvents)), team: teamFilter, threshold, matches });
const teamAssistantArgs = z.object({ eventId: eventIdSchema, event: z.enum(keysOf(teamEvents)), threshold, matches });
const topScorersArgs = z.object({
  eventId: eventIdSchema,
  limit: z
    .number()
    .int()
    .min(topScorersLimitRange.min, `limit must be from ${topScorersLimitRange.min} to ${topScorersLimitRange.max}`)
    .max(topScorersLimitRange.max, `limit must be from ${topScorersLimitRange.min} to ${topScorersLimitRange.max}`),
});
const playerStatsArgs = z.object({ eventId: eventIdSchema, team: teamFilter });
const teamSeasonAveragesArgs = z.object({ eventId: eventIdSchema });

/** The GraphQL enum names of the model's events, in the enum's order. */
function enumNamesOf<Name extends string>(map: Record<string, Name>, names: readonly Name[]): string[] {
  return Object.entries(map)
    .filter(([, name]) => names.includes(name))
    .map(([enumName]) => enumName);
}

function parseArgs<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new GraphQLError(message, { extensions: { code: analyticsErrorCodes.badUserInput } });
}

/** The window of an answer, as the SDL's MatchWindow: `limit` the N asked for, none for a season sample. */
function windowOf(season: EventSeason, limit?: number) {
  if (!season.window) return null;
  return { kind: 'COMPETITION', limit: limit ?? null, thisMatch: season.window.thisMatch, competition: season.window.competition };
}

async function seasonFor(source: AnalyticsSource, eventId: string): Promise<EventSeason> {
  const season = await source.season(eventId);
  if (season) return season;
  throw new GraphQLError(`No analytics for event ${eventId}`, {
    extensions: { code: analyticsErrorCodes.eventNotFound, http: { status: 404 } },
  });
}

/**
 * graphql-js hands a field the object its parent returned, typed unknown; the SDL and the
 * parent resolver guarantee its shape, so we state it once here.
 */
const fromParent =
  <Parent>(resolve: (parent: Parent) => unknown): Resolver =>
  (parent) =>
    resolve(parent as Parent);

export function analyticsResolvers(source: AnalyticsSource): FieldResolverMap {
  return {
    Query: {
      playerAssistant: async (_root, args) => {
        const input = parseArgs(playerAssistantArgs, args);
        const season = await seasonFor(source, input.eventId);
        const line = { threshold: input.threshold, matches: input.matches };
        const offered = offeredPlayerEvents(season);
        const result = playerAssistant(season, playerEvents[input.event], teamFilters[input.team], line);
        return {
          event: input.event,
          team: input.team,
          ...line,
          ...result,
          offeredEvents: enumNamesOf(playerEvents, offered),
          sources: season.sources,
          window: windowOf(season, input.matches),
        };
      },
      teamAssistant: async (_root, args) => {
        const input = parseArgs(teamAssistantArgs, args);
        const season = await seasonFor(source, input.eventId);
        const line = { threshold: input.threshold, matches: input.matches };
        const offered = offeredTeamEvents(season);
        return {
          event: input.event,
          ...line,
          rows: teamAssistant(season, teamEvents[input.event], line),
          offeredEvents: enumNamesOf(teamEvents, offered),
          sources: season.sources,
          window: windowOf(season, input.matches),
        };
      },
      topScorers: async (_root, args) => {
        const input = parseArgs(topScorersArgs, args);
        return topScorers(await seasonFor(source, input.eventId), input.limit);
      },
      playerStats: async (_root, args) => {
        const input = parseArgs(playerStatsArgs, args);
        return playerStats(await seasonFor(source, input.eventId), teamFilters[input.team]);
      },
      teamSeasonAverages: async (_root, args) => {
        const input = parseArgs(teamSeasonAveragesArgs, args);
        const season = await seasonFor(source, input.eventId);
        return teamSeasonAverages(season).map((row) => ({ ...row, window: windowOf(season) }));
      },
    },
    Player: { position: fromParent<PlayerSeason>((player) => toEnumName(player.position)) },
    Team: { side: fromParent<TeamRef>((team) => toEnumName(team.side)) },
  };
}
