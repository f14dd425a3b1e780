import { z } from 'zod';
import * as endpoints from '../../../contract/endpoints.ts';
import { competitionTitle } from '../../../contract/competition-title.ts';
import type { output } from 'zod/v4/core';
import type { lineupsAnswerSchema, PlayerLine } from '../../../contract/match-data.ts';
import type { Availability, EventData, EventDetails, EventStatus, SocketMessage, Stage } from '../../../contract/protocol.ts';
import { availabilityWithoutEventData } from './availability.ts';
import { statsBomb } from './sources.ts';
import { shortName, teamCode } from '../statsbomb/names.ts';
import { playerIdOf } from '../statsbomb/teams.ts';
import { formationName, positionOf, slotOf } from '../statsbomb/positions.ts';
import type { PreMatch } from '../ingest/ingest.ts';

/**
 * The page of a match registered for ingest whose play has not begun (docs/feed-server.md,
 * "Ingest"; the ingest's `preMatch`): until both its "Starting XI" events have come it is no
 * replay, and its calls answer from the registration alone: not started, its kick-off, its teams,
 * the score 0-0. Its line-ups are announced when the registration's StatsBomb line-ups name each
 * side's starters (a position with `start_reason` "Starting XI"): then `/lineups` lists them and
 * the bench, each side's formation where a "Starting XI" event already in gives it (none is
 * guessed). Otherwise they are not yet announced and nothing but the scoreboard is offered.
 */

type LineupsAnswer = output<typeof lineupsAnswerSchema>;

/**
 * What the line-ups file says of each player before kick-off: the positions StatsBomb records, of
 * which the one with `start_reason` "Starting XI" makes him a starter. Read from the registration
 * as sent (the StatsBomb reader keeps only the position's name).
 */
const announcedSchema = z.array(
  z.object({
    team_id: z.number().int(),
    lineup: z.array(
      z.object({
        player_id: z.number().int(),
        positions: z
          .array(z.object({ position_id: z.number().int().optional(), position: z.string(), start_reason: z.string().optional() }))
          .optional(),
      }),
    ),
  }),
);

/** Each player's starting position (StatsBomb's name and id) by StatsBomb player id, for the players the line-ups name as starters. */
function startingPositions({ registration }: PreMatch): Map<number, { position: string; order: number }> {
  const parsed = announcedSchema.safeParse(registration.lineups);
  const starting = new Map<number, { position: string; order: number }>();
  if (!parsed.success) return starting;
  for (const squad of parsed.data)
    for (const player of squad.lineup) {
      const start = player.positions?.find((position) => position.start_reason === 'Starting XI');
      if (start && positionOf(start.position)) starting.set(player.player_id, { position: start.position, order: start.position_id ?? 0 });
    }
  return starting;
}

/** Whether the registration's line-ups name starters of both sides: then the line-ups are announced. */
function announced(match: PreMatch, starting = startingPositions(match)): boolean {
  return match.lineups.every((squad) => squad.lineup.some((player) => starting.has(player.player_id)));
}

/** Not started: the line-ups out once the registration names the starters, else not yet announced. */
function stageOf(match: PreMatch, lineupsOut = announced(match)): Stage {
  return lineupsOut ? 'lineupsAvailable' : 'preview';
}

/** The teams as the registration's line-ups name them: home first, unless it names the home team. */
function sides({ registration, lineups }: PreMatch) {
  const homeIndex = homeIndexOf({ registration, lineups });
  const team = (index: number) => {
    const squad = lineups[index]!;
    return { id: `statsbomb-${squad.team_id}`, code: teamCode(squad.team_name), name: squad.team_name };
  };
  return { home: team(homeIndex), away: team(1 - homeIndex) };
}

function homeIndexOf({ registration, lineups }: Pick<PreMatch, 'registration' | 'lineups'>): number {
  return registration.homeTeam !== undefined && lineups[1]?.team_name === registration.homeTeam ? 1 : 0;
}

export function preMatchEventData(match: PreMatch): EventData {
  return { eventId: match.eventId, matchStart: match.registration.kickoff, status: stageOf(match), ...sides(match) };
}

/**
 * `/lineups` before kick-off, once announced: each side's starters in their StatsBomb positions
 * (the place each stands in the drawing, statsbomb/positions.ts) and the bench by shirt number,
 * with no position, since none is known before a substitute comes on; nothing has happened yet.
 * Players are named as the replay will name them once the "Starting XI" events come.
 */
export function preMatchLineups(match: PreMatch): LineupsAnswer {
  const starting = startingPositions(match);
  const taken = new Set<string>();
  const team = (index: number) => {
    const squad = match.lineups[index]!;
    const code = teamCode(squad.team_name);
    const line = (player: (typeof squad.lineup)[number]): PlayerLine => {
      const start = starting.get(player.player_id);
      // As the replay will name him, so his id stays once it begins: "ita-jorginho".
      const id = playerIdOf(squad.team_name, player, taken);
      const slot = start ? slotOf(start.position) : undefined;
      return {
        id,
        name: player.player_nickname ?? player.player_name,
        shortName: shortName(player.player_name, player.player_nickname),
        number: player.jersey_number,
        position: (start && positionOf(start.position)) ?? '',
        captain: false,
        ...(slot ? { slot } : {}),
        goals: 0,
        ownGoals: 0,
        yellowCards: 0,
        redCard: false,
      };
    };
    const order = (player: (typeof squad.lineup)[number]) => starting.get(player.player_id)?.order ?? 0;
    const starters = squad.lineup.filter((player) => starting.has(player.player_id)).sort((a, b) => order(a) - order(b));
    const bench = squad.lineup.filter((player) => !starting.has(player.player_id)).sort((a, b) => a.jersey_number - b.jersey_number);
    const formation = match.formations.get(squad.team_id);
    return {
      id: `statsbomb-${squad.team_id}`,
      code,
      name: squad.team_name,
      formation: formation === undefined ? '' : formationName(formation),
      starters: starters.map(line),
      substitutes: bench.map(line),
    };
  };
  const homeIndex = homeIndexOf(match);
  const home = team(homeIndex);
  const away = team(1 - homeIndex);
  const { registration } = match;
  return {
    announced: true,
    home,
    away,
    ...(registration.venue ? { venue: registration.venue } : {}),
    ...(registration.referee ? { referee: registration.referee } : {}),
    credit: statsBomb.name,
    sources: [{ ...statsBomb, covers: ['lineups', ...(match.formations.size > 0 ? ['formations'] : [])] }],
  };
}

/** Its row in `GET /events`, as a catalogue match's: its competition, teams and kick-off, not started. */
export function preMatchRow(match: PreMatch) {
  const { registration } = match;
  const { home, away } = sides(match);
  const competition = competitionTitle(registration.competition);
  return {
    eventId: match.eventId,
    title: registration.title ?? `${home.name} v ${away.name}, ${competition}`,
    description: `${registration.competition.round}: ${home.name} v ${away.name} (not started)`,
    competition,
    competitionId: registration.competition.id,
    stage: stageOf(match),
    matchStart: registration.kickoff,
    home: home.name,
    away: away.name,
  };
}

export function preMatchStatus(match: PreMatch): EventStatus {
  return { status: stageOf(match), periods: [] };
}

export function preMatchDetails(): EventDetails {
  return { home: { score: 0 }, away: { score: 0 } };
}

/** What a socket to the match is sent on connect: its status and the score, 0-0, as its page answers them. */
export function preMatchMessages(match: PreMatch): SocketMessage[] {
  const { home, away } = preMatchDetails();
  return [
    { type: 'status', value: preMatchStatus(match) },
    { type: 'score', value: { home: home.score, away: away.score } },
  ];
}

/** The pages of a page before kick-off once its line-ups are announced; the formation's when both sides' formations are known. */
const lineupPages = new Set(['/info', '/info/teams', '/info/teams/lineups']);

/**
 * The scoreboard, and the line-ups once announced: the registration holds nothing for the
 * competition's pages, statistics or commentary.
 */
export function preMatchAvailability(match: PreMatch): Availability {
  const withFormation = match.formations.size === 2;
  // Read once, not once a path: whether the registration names the starters.
  const lineupsOut = announced(match);
  const offered = (path: string) =>
    path === '/scoreboard' || (lineupsOut && (lineupPages.has(path) || (withFormation && path === '/info/teams/formation')));
  const availability = availabilityWithoutEventData(stageOf(match, lineupsOut), offered);
  return { ...availability, features: { ...availability.features, otherMatches: false } };
}

/** Why a call about the match the page does not answer is 404 before kick-off. */
export function preMatchNotServed(match: PreMatch): string {
  return announced(match)
    ? `${match.eventId} has not kicked off: nothing but its scoreboard and line-ups is served`
    : `${match.eventId} has not kicked off: its line-ups are not yet announced, and nothing but its scoreboard is served`;
}

/**
 * The calls a pre-match page answers, by route; any other about the match answers 404, and so
 * does one whose answer is undefined (its line-ups before they are announced).
 */
export const preMatchAnswers = new Map<string, (match: PreMatch) => unknown>([
  [endpoints.eventData.path, preMatchEventData],
  [endpoints.eventStatus.path, preMatchStatus],
  [endpoints.eventDetails.path, preMatchDetails],
  [endpoints.availability.path, preMatchAvailability],
  [endpoints.eventSettings.path, () => ({ dbs: false })],
  [endpoints.lineups.path, (match) => (announced(match) ? preMatchLineups(match) : undefined)],
]);
