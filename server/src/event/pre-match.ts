import * as endpoints from '../../../contract/endpoints.ts';
import { competitionTitle } from '../../../contract/competition-title.ts';
import type { Availability, EventData, EventDetails, EventStatus, Stage } from '../../../contract/protocol.ts';
import { availabilityWithoutEventData } from './availability.ts';
import { teamCode } from '../statsbomb/names.ts';
import type { PreMatch } from '../ingest/ingest.ts';

/**
 * The page of a match registered for ingest whose play has not begun (docs/feed-server.md,
 * "Ingest"; the ingest's `preMatch`): until both its "Starting XI" events have come it is no
 * replay, and its calls answer from the registration alone: not started, its kick-off, its teams,
 * the score 0-0, and its line-ups not yet announced (who starts, and in which formation, is what
 * the "Starting XI" events say). Nothing else is offered.
 */

/** Before its starting line-ups: the stage in which a page shows the line-ups as not yet announced. */
const stage: Stage = 'preview';

/** The teams as the registration's line-ups name them: home first, unless it names the home team. */
function sides({ registration, lineups }: PreMatch) {
  const homeIndex = registration.homeTeam !== undefined && lineups[1]?.team_name === registration.homeTeam ? 1 : 0;
  const team = (index: number) => {
    const squad = lineups[index]!;
    return { id: `statsbomb-${squad.team_id}`, code: teamCode(squad.team_name), name: squad.team_name };
  };
  return { home: team(homeIndex), away: team(1 - homeIndex) };
}

export function preMatchEventData(match: PreMatch): EventData {
  return { eventId: match.eventId, matchStart: match.registration.kickoff, status: stage, ...sides(match) };
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
    stage,
    matchStart: registration.kickoff,
    home: home.name,
    away: away.name,
  };
}

export function preMatchStatus(): EventStatus {
  return { status: stage, periods: [] };
}

export function preMatchDetails(): EventDetails {
  return { home: { score: 0 }, away: { score: 0 } };
}

/** The scoreboard alone: the registration holds nothing for the competition's pages, statistics or commentary. */
export function preMatchAvailability(): Availability {
  const availability = availabilityWithoutEventData(stage, (path) => path === '/scoreboard');
  return { ...availability, features: { ...availability.features, otherMatches: false } };
}

/** The calls a pre-match page answers, by route; any other about the match answers 404. */
export const preMatchAnswers = new Map<string, (match: PreMatch) => unknown>([
  [endpoints.eventData.path, preMatchEventData],
  [endpoints.eventStatus.path, preMatchStatus],
  [endpoints.eventDetails.path, preMatchDetails],
  [endpoints.availability.path, preMatchAvailability],
  [endpoints.eventSettings.path, () => ({ dbs: false })],
]);
