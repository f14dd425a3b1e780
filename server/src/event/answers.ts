import type { DbsAuth, EventData } from '../../../contract/protocol.ts';
import { competitionTitle } from '../../../contract/competition-title.ts';
import type { CatalogueEntry } from './catalogue.ts';
import type { Replay } from '../replay/replay.ts';
import type { Side } from '../scenario/schema.ts';

/**
 * The answers of SPEC section 7's calls about an event, from its replay at this moment: pure
 * functions, so the routes only parse, call one of these and answer.
 */

/** One row of `GET /events`: the catalogue entry with its match and current stage. */
export function catalogueRow(eventId: string, replay: Replay, entry: Pick<CatalogueEntry, 'description'>) {
  const { scenario } = replay.match;
  return {
    eventId,
    title: scenario.title,
    description: entry.description,
    competition: competitionTitle(scenario.competition),
    stage: replay.state().stage,
    matchStart: replay.matchStart(),
    home: scenario.home.name,
    away: scenario.away.name,
  };
}

/** `GET /event_data/:eventId`: the teams, kick-off as the replay places it, and the stage. */
export function eventDataOf(eventId: string, replay: Replay): EventData {
  const team = (side: Side) => {
    const { id, code, name, country, colours } = replay.match.scenario[side];
    return {
      id,
      code,
      name,
      ...(country ? { country } : {}),
      ...(colours ? { colours: { primary: colours.primary, secondary: colours.secondary } } : {}),
    };
  };
  return { eventId, matchStart: replay.matchStart(), status: replay.state().stage, home: team('home'), away: team('away') };
}

/** `GET /dbs_auth/:eventId`: the analytics credentials with the ids the GraphQL queries take. */
export function dbsAuthOf(eventId: string, replay: Replay, credentials: { outlet: string; token: string }): DbsAuth {
  const { scenario } = replay.match;
  return {
    outlet: credentials.outlet,
    token: credentials.token,
    homeId: scenario.home.id,
    awayId: scenario.away.id,
    competitionId: scenario.competition.id,
    eventId,
  };
}
