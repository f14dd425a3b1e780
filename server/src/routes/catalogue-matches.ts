import type { FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '../../../contract/endpoints.ts';
import { fixturesAnswer, formAnswer, headToHeadAnswer, tablesAnswer, topScorersAnswer } from '../competition/answers.ts';
import { competitionContext } from '../competition/context.ts';
import {
  catalogueAvailability,
  catalogueEventData,
  catalogueEventDetails,
  catalogueEventStatus,
  catalogueIncidentsAnswer,
  catalogueMatchRow,
  catalogueMoment,
  catalogueSources,
} from '../event/catalogue-match.ts';
import { catalogueRow } from '../event/answers.ts';
import { withFixtureEventIds } from '../event/fixture-links.ts';
import { eventPageLimits, pageOfEvents, type EventQuery } from '../event/event-list.ts';
import { loadMatchCatalogue, replayedKey, type CatalogueMatch, type MatchCatalogue } from '../event/match-catalogue.ts';
import { internationalResults } from '../event/sources.ts';
import type { Stage } from '../../../contract/protocol.ts';
import type { FeedContext } from '../feed-context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { encode, type Encoded } from '../live/socket-hub.ts';

/**
 * Every match of the competitions we hold is an event (server/src/event/match-catalogue.ts): a
 * match no replay serves is answered here, as finished, from its results. The calls about an
 * event are the replays' routes; this plugin answers them first for a catalogue match (a
 * `preHandler` hook, after the route has checked the event id and the query), so each route
 * stays one route. A call whose page the results cannot fill (line-ups, statistics, commentary,
 * the stream) answers 404, and `/availability` does not offer its page.
 */

type Answer = (entry: CatalogueMatch, query: Record<string, unknown>, catalogue: MatchCatalogue) => unknown;

const answers = new Map<string, Answer>([
  [endpoints.eventData.path, (entry) => catalogueEventData(entry)],
  [endpoints.eventStatus.path, (entry) => catalogueEventStatus(entry)],
  [endpoints.eventDetails.path, (entry) => catalogueEventDetails(entry)],
  [endpoints.availability.path, async (entry) => catalogueAvailability(entry, await catalogueMoment(entry))],
  [endpoints.eventSettings.path, () => ({ dbs: false })],
  [endpoints.incidents.path, (entry) => catalogueIncidentsAnswer(entry)],
  [
    endpoints.table.path,
    async (entry) => {
      const { context, before, now, current } = await catalogueMoment(entry);
      return { ...tablesAnswer(context, before, now, current, false), sources: catalogueSources(entry.competition.id, ['results']) };
    },
  ],
  [
    endpoints.form.path,
    async (entry, query) => {
      const { context, now } = await catalogueMoment(entry);
      const count = typeof query.count === 'number' ? query.count : 6;
      return { ...formAnswer(context, now, count), sources: catalogueSources(entry.competition.id, ['results']) };
    },
  ],
  [
    endpoints.fixtures.path,
    async (entry, _query, catalogue) => {
      const { context, current } = await catalogueMoment(entry);
      return {
        ...withFixtureEventIds(fixturesAnswer(context, current, false, current.round), catalogue, entry.competition.id, entry.eventId),
        sources: catalogueSources(entry.competition.id, ['results', 'kickoff']),
      };
    },
  ],
  [
    endpoints.h2h.path,
    async (entry) => {
      const { context } = await catalogueMoment(entry);
      const answer = headToHeadAnswer(context);
      if (answer.scope.kind === 'none') return answer;
      const sources =
        answer.scope.kind === 'internationals'
          ? [{ ...internationalResults, covers: ['results'] }]
          : catalogueSources(entry.competition.id, ['results']);
      return { ...answer, sources };
    },
  ],
  [
    endpoints.topScorers.path,
    async (entry, query) => {
      const { context, now } = await catalogueMoment(entry);
      const answer = topScorersAnswer(context.competition, now, typeof query.limit === 'number' ? query.limit : 10);
      return { ...answer, sources: catalogueSources(entry.competition.id, answer.available ? ['scorers'] : ['results']) };
    },
  ],
]);

const catalogues = new WeakMap<FeedContext, Promise<MatchCatalogue>>();
/** The catalogue once loaded, for the socket's handshake, which answers at once. */
const loaded = new WeakMap<FeedContext, MatchCatalogue>();

/**
 * The match catalogue as this feed serves it: a match one of its replays serves at its real date
 * (an entry without `startAt`: the reference matches) takes the replay's event id, so it is
 * listed and linked once, with its full detail.
 */
export function servedCatalogue(context: FeedContext): Promise<MatchCatalogue> {
  let catalogue = catalogues.get(context);
  if (!catalogue) {
    catalogue = (async () => {
      const replayed = new Map<string, string>();
      for (const [eventId, entry] of context.entries) {
        const replay = context.replays.get(eventId);
        if (entry.startAt !== null || !replay) continue;
        const around = await competitionContext(replay.match.scenario);
        if (around?.match) replayed.set(replayedKey(around.competition.id, around.match.id), eventId);
      }
      const matches = await loadMatchCatalogue({ replayed });
      loaded.set(context, matches);
      return matches;
    })();
    catalogues.set(context, catalogue);
  }
  return catalogue;
}

/** The catalogue match an event id names, when no replay serves it. */
export async function catalogueMatchOf(context: FeedContext, eventId: string): Promise<CatalogueMatch | undefined> {
  if (context.replays.has(eventId)) return undefined;
  const entry = (await servedCatalogue(context)).get(eventId);
  return entry && !entry.replayed ? entry : undefined;
}

/** A field of a request's parsed params or query, when it is there. */
function field(record: unknown, name: string): unknown {
  return typeof record === 'object' && record !== null ? Object.entries(record).find(([key]) => key === name)?.[1] : undefined;
}

/**
 * What the socket of a catalogue match sends on connect, and all it ever sends (a finished match
 * has nothing to add): its status and final score. Undefined for any other event, and until the
 * catalogue has loaded (it starts loading with the server).
 */
export function catalogueSnapshot(context: FeedContext, eventId: string): Encoded | undefined {
  if (context.replays.has(eventId)) return undefined;
  const entry = loaded.get(context)?.get(eventId);
  if (!entry || entry.replayed) return undefined;
  const details = catalogueEventDetails(entry);
  return encode([
    { type: 'status', value: catalogueEventStatus(entry) },
    { type: 'score', value: { home: details.home.score, away: details.away.score } },
  ]);
}

export function catalogueMatchRoutes(context: FeedContext): void {
  // Loaded with the server, so a socket's handshake finds it.
  servedCatalogue(context).catch((error: unknown) => context.app.log.error({ err: error }, 'match catalogue: not loaded'));
  context.app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const eventId = field(request.params, 'eventId');
    const url = request.routeOptions.url;
    if (typeof eventId !== 'string' || url === undefined || !url.endsWith('/:eventId')) return;
    const entry = await catalogueMatchOf(context, eventId);
    if (!entry) return;
    const answer = answers.get(url);
    if (!answer) throw notFound(`${eventId} is served from its results alone, which hold nothing for ${url.replace('/:eventId', '')}`);
    const number = (name: string) => {
      const value = field(request.query, name);
      return typeof value === 'number' ? value : undefined;
    };
    return reply.send(await answer(entry, { count: number('count'), limit: number('limit') }, await servedCatalogue(context)));
  });
}

const rowsOfCatalogue = new WeakMap<MatchCatalogue, ReturnType<typeof rowsOf>>();
const rowsOf = (catalogue: MatchCatalogue) =>
  catalogue.matches
    .filter((entry) => !entry.replayed)
    .map((entry) => ({
      row: catalogueMatchRow(entry),
      listed: {
        eventId: entry.eventId,
        competitionId: entry.competition.id,
        home: entry.home.name,
        away: entry.away.name,
        date: entry.match.date,
      },
    }));

/** The rows of the matches no replay serves: made once, since a finished match's row never changes. */
function catalogueRows(catalogue: MatchCatalogue) {
  let rows = rowsOfCatalogue.get(catalogue);
  if (!rows) rowsOfCatalogue.set(catalogue, (rows = rowsOf(catalogue)));
  return rows;
}

type ListedRow = Omit<ReturnType<typeof catalogueMatchRow>, 'stage'> & { stage: Stage };

/** For each feed, what lists its matches registered for ingest that have not begun (routes/ingest.ts). */
const beforeKickOff = new WeakMap<FeedContext, () => readonly ListedRow[]>();

/** `/events` lists what `rows` gives after the replayed events: the ingest's matches not yet begun. */
export function listBeforeKickOff(context: FeedContext, rows: () => readonly ListedRow[]): void {
  beforeKickOff.set(context, rows);
}

/** `GET /events`: the replayed events, the ingest's matches not yet begun, then every catalogue match no replay serves, filtered and paged (event-list.ts). */
export async function eventList(context: FeedContext, query: Omit<EventQuery, 'limit'> & { limit?: number }) {
  const catalogue = await servedCatalogue(context);
  const replayed = [...context.replays].map(([eventId, replay]) => {
    const row = catalogueRow(eventId, replay, context.entries.get(eventId) ?? { description: replay.match.scenario.title });
    const competitionId = replay.match.scenario.competition.id;
    return {
      row: { ...row, competitionId },
      listed: { eventId, competitionId, home: row.home, away: row.away, date: row.matchStart.slice(0, 10) },
    };
  });
  const upcoming = (beforeKickOff.get(context)?.() ?? []).map((row) => ({
    row,
    listed: { eventId: row.eventId, competitionId: row.competitionId, home: row.home, away: row.away, date: row.matchStart.slice(0, 10) },
  }));
  const matches = catalogueRows(catalogue);
  // Without a query the first page is the replayed events, as the demo has always listed them; `next` goes on to the catalogue.
  const plain = Object.values(query).every((value) => value === undefined);
  const limit = query.limit ?? (plain ? Math.max(1, replayed.length) : eventPageLimits.default);
  const page = pageOfEvents([...replayed, ...upcoming, ...matches], (item) => item.listed, { ...query, limit });
  if (page === 'unknownCursor') throw badRequest(`cursor ${query.cursor ?? ''} is no event of this list: start again without it`);
  return { events: page.rows.map((item) => item.row), next: page.next };
}
