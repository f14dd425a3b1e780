import * as z from 'zod/mini';
import { ballPathSchema } from './ball-path.ts';
import { eventIdPattern, eventIdRule } from './event-id.ts';
import { contestStatistics, incidentTypes, periodIds, sides, stages, type ContestStatistic } from './vocabulary.ts';

// The vocabulary is re-exported for the feed and for lazy screens; the first paint imports it
// from vocabulary.ts, which carries no zod.
export { contestStatistics, incidentTypes, periodIds, sides, stages, streamErrorCodes, type ContestStatistic } from './vocabulary.ts';

/**
 * The feed protocol of CONTRACT.md: HTTP answers and socket messages. The feed server builds its
 * answers from these schemas and the widget parses what it receives with them, so both sides
 * agree by construction. Extra fields are allowed where the contract allows them.
 *
 * Written with zod/mini: these schemas are parsed on the widget's first paint, where the full zod
 * would cost about 40 KB gzip (docs/adr/009-contract-and-page-catalogue.md). The feed composes
 * them freely into its own (full zod) schemas.
 */

/** The event-id rule of event-id.ts, as the feed checks request paths and socket queries with it. */
export const eventIdSchema = z.string().check(z.regex(eventIdPattern, eventIdRule));

export const stageSchema = z.enum(stages);
export type Stage = z.infer<typeof stageSchema>;

export const periodIdSchema = z.enum(periodIds);
export type PeriodId = z.infer<typeof periodIdSchema>;

export const sideSchema = z.enum(sides);
export type Side = z.infer<typeof sideSchema>;

const isoDateTime = z.iso.datetime();

/** A club's own colours, `#rrggbb`: the first is the one it is known by (docs/data-sources.md). */
const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));
export const teamColoursSchema = z.object({ primary: hexColour, secondary: hexColour });
export type TeamColours = z.infer<typeof teamColoursSchema>;

/**
 * `country` only on a national team: its region code, to name it in the fan's language (team-names.ts)
 * and to show its flag. `colours` only on a club whose colours our data records.
 */
export const teamRefSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.optional(z.string()),
  colours: z.optional(teamColoursSchema),
});
export type EventTeam = z.infer<typeof teamRefSchema>;

/** `GET /event_data/{eventId}` */
export const eventDataSchema = z.object({
  eventId: z.string(),
  matchStart: isoDateTime,
  status: stageSchema,
  home: teamRefSchema,
  away: teamRefSchema,
});
export type EventData = z.infer<typeof eventDataSchema>;

/** `GET /event_status/{eventId}`; also the value of a `status` socket message. */
export const eventStatusSchema = z.object({
  status: stageSchema,
  periods: z.array(z.object({ id: periodIdSchema })),
  /** When the last period in `periods` started; absent before kick-off. */
  periodStartTime: z.optional(isoDateTime),
});
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** `GET /availability/{eventId}` */
export const availabilitySchema = z.object({
  paths: z.array(z.string()),
  pitchView: z.boolean(),
  stream: z.boolean(),
  features: z.record(z.string(), z.unknown()),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const dbsAuthSchema = z.object({
  outlet: z.string(),
  token: z.string(),
  homeId: z.string(),
  awayId: z.string(),
  competitionId: z._default(z.string(), ''),
  eventId: z.string(),
});
export type DbsAuth = z.infer<typeof dbsAuthSchema>;

export const eventSettingsSchema = z.object({ dbs: z.boolean() });

export const streamLaunchRequestSchema = z.object({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  outlet: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  stream: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
  user: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
});
export type StreamLaunchRequest = z.infer<typeof streamLaunchRequestSchema>;

export const streamLaunchSchema = z.union([
  z.object({ url: z.string(), type: z.enum(['hls', 'mp4']) }),
  z.object({ errorCode: z.int(), message: z.string() }),
]);
export type StreamLaunch = z.infer<typeof streamLaunchSchema>;

export const scoreSchema = z.object({ home: z.int().check(z.minimum(0)), away: z.int().check(z.minimum(0)) });
export type Score = z.infer<typeof scoreSchema>;

/**
 * `GET /event_details/{eventId}` (SPEC section 3): each side's score at the match's current moment,
 * the live score's initial value before the socket speaks (SPEC section 4). `shootout` is there
 * once a penalty shoot-out has begun: kicks scored by each side.
 */
export const eventDetailsSchema = z.object({
  home: z.object({ score: z.int().check(z.minimum(0)) }),
  away: z.object({ score: z.int().check(z.minimum(0)) }),
  shootout: z.optional(scoreSchema),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

const contestCountSchemas = Object.fromEntries(contestStatistics.map((name) => [name, z.optional(z.int().check(z.minimum(0)))])) as Record<
  ContestStatistic,
  z.ZodMiniOptional<z.ZodMiniNumberFormat>
>;

/**
 * Per-side live statistics: the `/live_stats` answer and the feed's own state use this shape.
 * Goals and cards are facts of every match and always present. Every other statistic is present
 * when the match's sources hold it: always for a match with event data; for a match without
 * (the 2022 final), none during play, and only its published full-time totals once play is over
 * (`/live_stats` `published` names their source). An absent statistic is not held, never zero.
 */
export const sideStatsSchema = z.object({
  goals: z.int().check(z.minimum(0)),
  shots: z.optional(z.int().check(z.minimum(0))),
  shotsOnTarget: z.optional(z.int().check(z.minimum(0))),
  shotsOffTarget: z.optional(z.int().check(z.minimum(0))),
  blockedShots: z.optional(z.int().check(z.minimum(0))),
  hitWoodwork: z.optional(z.int().check(z.minimum(0))),
  expectedGoals: z.optional(z.number().check(z.minimum(0))),
  possession: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  passes: z.optional(z.int().check(z.minimum(0))),
  passAccuracy: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  corners: z.optional(z.int().check(z.minimum(0))),
  offsides: z.optional(z.int().check(z.minimum(0))),
  foulsConceded: z.optional(z.int().check(z.minimum(0))),
  yellowCards: z.int().check(z.minimum(0)),
  redCards: z.int().check(z.minimum(0)),
  touches: z.optional(z.int().check(z.minimum(0))),
  attacks: z.optional(z.int().check(z.minimum(0))),
  dangerousAttacks: z.optional(z.int().check(z.minimum(0))),
  bigChances: z.optional(z.int().check(z.minimum(0))),
  saves: z.optional(z.int().check(z.minimum(0))),
  /**
   * Contests (docs/feed-protocol.md): crosses (corners apart) and those that found a team-mate,
   * tackles, interceptions, clearances, and the ground and aerial duels the side took part in
   * and won. Optional in the shape, so an answer from a feed that does not count them still
   * validates; ours sends them for every match with event data (`CountedSideStats`).
   */
  ...contestCountSchemas,
});
export type SideStats = z.infer<typeof sideStatsSchema>;
/** Every statistic present, the contests included: what our feed counts (and serves for a match with event data). */
export type CountedSideStats = Required<SideStats>;
export const statsSummarySchema = z.object({ home: sideStatsSchema, away: sideStatsSchema });
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/**
 * A `statsSummary` socket message as the widget accepts it (CONTRACT.md): only `goals` is
 * required, since the live score reads it (SPEC section 4). Every other statistic is optional, and
 * one that is malformed counts as absent rather than costing the fan the whole message; screens
 * show an absent statistic as a dash. The contests (`contestStatistics`) are left out: the socket's
 * `statsSummary` carries them, but the widget reads them from `/live_stats` only, which each socket
 * update asks for again, so the first paint's zod-free parser (first-paint-parsers.ts), whose every
 * byte counts, does not grow by their names.
 */
const tolerantSideStatsSchema = z.object({
  goals: z.int().check(z.minimum(0)),
  ...Object.fromEntries(
    Object.entries(sideStatsSchema.shape)
      .filter(([name]) => name !== 'goals' && !(contestStatistics as readonly string[]).includes(name))
      .map(([name, schema]) => [name, z.catch(z.optional(schema), undefined)]),
  ),
}) as unknown as z.ZodMiniType<LiveSideStats>;
export type LiveSideStats = { goals: number } & Partial<Omit<SideStats, 'goals' | ContestStatistic>>;
export const liveStatsSummarySchema = z.object({ home: tolerantSideStatsSchema, away: tolerantSideStatsSchema });
export type LiveStatsSummary = z.infer<typeof liveStatsSummarySchema>;

export const majorIncidentSchema = z.object({
  event: z.string(),
  side: sideSchema,
  isUpdate: z.boolean(),
});
export type MajorIncident = z.infer<typeof majorIncidentSchema>;

/** One line of the scorers and incidents list. */
export const incidentSchema = z.object({
  id: z.string(),
  type: z.enum(incidentTypes),
  side: sideSchema,
  period: periodIdSchema,
  /** Match minute as shown, and added time beyond the period's regular end. */
  minute: z.int().check(z.minimum(0)),
  addedMinute: z.optional(z.int().check(z.minimum(0))),
  playerId: z.optional(z.string()),
  playerName: z.optional(z.string()),
  assistName: z.optional(z.string()),
  playerOnName: z.optional(z.string()),
  detail: z.optional(z.string()),
  score: z.optional(scoreSchema),
  /**
   * An incident of the shoot-out (a card shown between kicks): how many kicks had been taken, so it
   * is told at its place among them; its `minute` is the stopped clock's, not a minute of play.
   */
  afterKick: z.optional(z.int().check(z.minimum(0))),
});
export type Incident = z.infer<typeof incidentSchema>;

export const commentarySchema = z.object({
  id: z.string(),
  period: z.optional(periodIdSchema),
  minute: z.optional(z.int().check(z.minimum(0))),
  addedMinute: z.optional(z.int().check(z.minimum(0))),
  /** A shoot-out kick's number (1, 2, …), in the order taken: the kicks have no minute. */
  kick: z.optional(z.int().check(z.minimum(1))),
  /** Whether the filter "major only" keeps this line. */
  major: z.boolean(),
  kind: z.string(),
  text: z.string(),
});
export type Commentary = z.infer<typeof commentarySchema>;

/** A ball event for the 2D pitch view, in pitch coordinates 0..100 from the home goal line. */
export const pitchEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['shot', 'goal', 'pass', 'tackle', 'foul', 'offside', 'corner', 'dangerousAttack', 'attack', 'save']),
  side: sideSchema,
  x: z.number().check(z.minimum(0), z.maximum(100)),
  y: z.number().check(z.minimum(0), z.maximum(100)),
  minute: z.int().check(z.minimum(0)),
  playerName: z.optional(z.string()),
  xg: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
});
export type PitchEvent = z.infer<typeof pitchEventSchema>;

/**
 * Where a socket message stands in its event's stream (docs/feed-protocol.md, "Resume"): `seq`
 * grows by one per message of the event, the same on every instance of the feed; a message of
 * the snapshot on connect carries `snapshot: true` and the `seq` of the last message before it.
 * Optional in the shape, so a message of a feed that does not number them still validates.
 */
const sequenced = {
  seq: z.optional(z.int().check(z.minimum(0))),
  snapshot: z.optional(z.boolean()),
};

/** Socket messages of CONTRACT.md, plus our own types; unknown types are ignored by the widget. */
export const socketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('score'), value: scoreSchema, ...sequenced }),
  z.object({ type: z.literal('statsSummary'), value: liveStatsSummarySchema, ...sequenced }),
  z.object({ type: z.literal('majorIncident'), value: majorIncidentSchema, ...sequenced }),
  z.object({ type: z.literal('status'), value: eventStatusSchema, ...sequenced }),
  z.object({ type: z.literal('incident'), value: incidentSchema, ...sequenced }),
  z.object({ type: z.literal('commentary'), value: commentarySchema, ...sequenced }),
  z.object({ type: z.literal('pitchEvent'), value: pitchEventSchema, ...sequenced }),
  /** The live tracker's ball path (contract/ball-path.ts). */
  z.object({ type: z.literal('ballPath'), value: ballPathSchema, ...sequenced }),
]);
export type SocketMessage = z.infer<typeof socketMessageSchema>;
/** The types of the socket messages: what a listener subscribes to (the widget's `on`). */
export type SocketMessageType = SocketMessage['type'];
/** The value a socket message of `Type` carries. */
export type SocketMessageValue<Type extends SocketMessageType> = Extract<SocketMessage, { type: Type }>['value'];

/**
 * `{ "type": "resync" }`: the feed cannot send what a client missed since the `seq` it asked to
 * resume after (too far behind, or a number this feed never gave); the snapshot follows, and the
 * client refetches what it holds of the match (docs/feed-protocol.md, "Resume").
 */
export const resyncMessageSchema = z.object({ type: z.literal('resync') });
export type ResyncMessage = z.infer<typeof resyncMessageSchema>;
