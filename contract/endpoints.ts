import * as z from 'zod/mini';
import type { $ZodObject, $ZodType, output } from 'zod/v4/core';
import { ballPathAnswerSchema } from './ball-path.ts';
import {
  commentaryAnswerSchema,
  fixturesAnswerSchema,
  formAnswerSchema,
  headToHeadAnswerSchema,
  incidentsAnswerSchema,
  lineupsAnswerSchema,
  liveStatsAnswerSchema,
  matchPlayerStatsAnswerSchema,
  matchTextAnswerSchema,
  optaPointsAnswerSchema,
  pitchViewAnswerSchema,
  seasonAveragesAnswerSchema,
  tableAnswerSchema,
  topScorersAnswerSchema,
} from './match-data.ts';
import {
  availabilitySchema,
  dbsAuthSchema,
  eventDataSchema,
  eventDetailsSchema,
  eventIdSchema,
  eventSettingsSchema,
  eventStatusSchema,
} from './protocol.ts';

/**
 * The endpoint catalogue: every feed call about one match (`GET /{name}/{eventId}?lang=`, SPEC
 * section 7 and docs/feed-protocol.md), declared once with its path, its query, the schema of its
 * answer and its query-cache key. The feed registers its routes from it (server/src/routes/) and
 * documents them in `/openapi.json`; the widget asks through `useFeedAnswer(endpoints.topScorers,
 * { eventId, lang })` (src/lib/api/feed-answer.ts), which takes the path, key and schema from here.
 *
 * One export per endpoint, read through a namespace import (`import * as endpoints`): a chunk then
 * carries only the entries, and so the answer schemas, it names. The scoreboard's first paint parses
 * its answers without zod (contract/first-paint-parsers.ts) and does not import this module: zod's
 * module code alone would cost bytes its budget does not have (docs/adr/018-routes-on-the-zod-type-provider.md).
 */

/** The path parameter every match call takes. */
export const eventParams = z.object({ eventId: eventIdSchema });
/** The query every match call takes: the language of its words (languages.ts resolves it). */
export const langQuery = z.object({ lang: z.optional(z.string().check(z.maxLength(16))) });

export interface Endpoint<Answer extends $ZodType = $ZodType, Query extends $ZodObject = $ZodObject> {
  /** Fastify's spelling of the path, `/{name}/:eventId`. */
  readonly path: `/${string}/:eventId`;
  /** The path parameter. */
  readonly params: typeof eventParams;
  /** The query: `lang` and any parameter of this endpoint, with its default. */
  readonly query: Query;
  readonly answer: Answer;
  /**
   * The answer's query-cache key after the event id (src/lib/api/query-keys.ts: every key starts
   * with the event id, then names its endpoint). Two sections that read one endpoint share its entry.
   */
  readonly key: readonly string[];
}

const endpoint = <const Answer extends $ZodType, const Query extends $ZodObject = typeof langQuery>(
  name: string,
  answer: Answer,
  { key = [name], query }: { key?: readonly string[]; query?: Query } = {},
): Endpoint<Answer, Query> => ({
  path: `/${name}/:eventId`,
  params: eventParams,
  query: query ?? (langQuery as $ZodObject as Query),
  answer,
  key,
});

/** The answer an endpoint is declared to give. */
export type AnswerOf<E extends Endpoint> = output<E['answer']>;

// SPEC section 7's calls about an event. The scoreboard's first paint reads the first four and
// incidents with its own parsers; these entries give the feed their routes and the lazy screens theirs.
export const eventData = endpoint('event_data', eventDataSchema, { key: ['eventData'] });
export const eventStatus = endpoint('event_status', eventStatusSchema, { key: ['eventStatus'] });
export const eventDetails = endpoint('event_details', eventDetailsSchema, { key: ['eventDetails'] });
export const availability = endpoint('availability', availabilitySchema);
export const dbsAuth = endpoint('dbs_auth', dbsAuthSchema, { key: ['dbsAuth'] });
export const eventSettings = endpoint('event_settings', eventSettingsSchema, { key: ['eventSettings'] });

// The scoreboard.
export const commentary = endpoint('commentary', commentaryAnswerSchema, {
  query: z.extend(langQuery, { filter: z._default(z.enum(['all', 'major']), 'all') }),
});
export const incidents = endpoint('incidents', incidentsAnswerSchema);
export const lineups = endpoint('lineups', lineupsAnswerSchema);

// The stats section and the pitch view.
export const liveStats = endpoint('live_stats', liveStatsAnswerSchema, { key: ['liveStats'] });
export const competitionViz = endpoint('competition_viz', pitchViewAnswerSchema, { key: ['competitionViz'] });
/** The live tracker's start: the last steps of the ball's path and the momentum so far (contract/ball-path.ts). */
export const ballPath = endpoint('ball_path', ballPathAnswerSchema, { key: ['ballPath'] });
export const optaPoints = endpoint('opta_points', optaPointsAnswerSchema, { key: ['optaPoints'] });
export const playerStats = endpoint('player_stats', matchPlayerStatsAnswerSchema, { key: ['playerStats'] });
export const topScorers = endpoint('top_scorers', topScorersAnswerSchema, {
  key: ['topScorers'],
  query: z.extend(langQuery, { limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10) }),
});
export const seasonAverages = endpoint('season_avg', seasonAveragesAnswerSchema, { key: ['seasonAverages'] });

// The info section: its keys share `infoKey`, so one call matches every info answer of a match.
/** What every info answer's key starts with after the event id. */
export const infoKey = 'info';
export const table = endpoint('table', tableAnswerSchema, { key: [infoKey, 'table'] });
export const form = endpoint('form', formAnswerSchema, {
  key: [infoKey, 'form'],
  query: z.extend(langQuery, { count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(20)), 6) }),
});
export const fixtures = endpoint('fixtures', fixturesAnswerSchema, { key: [infoKey, 'fixtures'] });
export const h2h = endpoint('h2h', headToHeadAnswerSchema, { key: [infoKey, 'h2h'] });
export const preview = endpoint('preview', matchTextAnswerSchema, { key: [infoKey, 'preview'] });
export const insights = endpoint('insights', matchTextAnswerSchema, { key: [infoKey, 'insights'] });

// The ingest calls (docs/feed-server.md, "Ingest"): a provider pushes a live match in, on the admin
// listener when there is one, with `Authorization: Bearer $FEED_INGEST_TOKEN`. Not calls about a
// match a fan reads: the widget never imports them.

/** A call of the ingest API: its method, path, params, body and answer. */
export interface IngestCall<Params extends $ZodObject = $ZodObject, Body extends $ZodType = $ZodType, Answer extends $ZodType = $ZodType> {
  readonly method: 'PUT' | 'POST' | 'DELETE';
  readonly path: `/ingest/${string}`;
  readonly params: Params;
  readonly body: Body | null;
  readonly answer: Answer;
}

const ingestName = z.string().check(z.minLength(1), z.maxLength(120));

/** `PUT /ingest/{eventId}`: a match registered, or its registration replaced (its events stay). */
export const ingestRegistrationSchema = z.object({
  competition: z.object({ id: ingestName, name: ingestName, season: ingestName, round: ingestName }),
  kickoff: z.iso.datetime({ offset: true }),
  /** StatsBomb's line-ups file of the match, as it is (the feed reads it as `--statsbomb` does). */
  lineups: z.array(z.unknown()).check(z.length(2)),
  venue: z.optional(z.object({ name: ingestName, city: ingestName })),
  referee: z.optional(ingestName),
  title: z.optional(ingestName),
  /** The home team's name, when the first "Starting XI" event is not the home side's. */
  homeTeam: z.optional(ingestName),
});

/** One event in StatsBomb's open-data format: its `id` and `index` here, the rest checked by the feed's StatsBomb reader. */
export const ingestEventSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  index: z.number().check(z.int(), z.minimum(0)),
});

/** What every ingest call answers once its change is committed. */
export const ingestAnswerSchema = z.object({
  eventId: eventIdSchema,
  /** Events the store holds for the match (retracted ones included). */
  events: z.number(),
  /** Events this call added (a repeated id adds none). */
  added: z.number(),
  /** Whether the feed serves the match yet: from the first "Starting XI" events on. */
  served: z.boolean(),
});

export const ingestEventParams = z.object({ eventId: eventIdSchema, id: z.string().check(z.minLength(1), z.maxLength(128)) });

/** The three ingest calls, under one name so the catalogue of match calls above stays as it is. */
export const ingest = {
  match: {
    method: 'PUT',
    path: '/ingest/:eventId',
    params: eventParams,
    body: ingestRegistrationSchema,
    answer: ingestAnswerSchema,
  },
  events: {
    method: 'POST',
    path: '/ingest/:eventId/events',
    params: eventParams,
    body: z.array(ingestEventSchema).check(z.minLength(1), z.maxLength(2000)),
    answer: ingestAnswerSchema,
  },
  retract: {
    method: 'DELETE',
    path: '/ingest/:eventId/events/:id',
    params: ingestEventParams,
    body: null,
    answer: ingestAnswerSchema,
  },
} as const satisfies Record<string, IngestCall>;
