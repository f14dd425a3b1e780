import { z } from 'zod';

/**
 * The feed protocol of CONTRACT.md: HTTP answers and socket messages. The feed server builds its
 * answers from these schemas and the widget parses what it receives with them, so both sides
 * agree by construction. Extra fields are allowed where the contract allows them.
 */

export const stages = [
  'published',
  'preview',
  'lineupsAvailable',
  'momentsBeforeKO',
  'inPlay',
  'halfTime',
  'fullTime',
  'extraTimeHalfTime',
  'extraTimeFullTime',
  'endOfSecondHalf',
  'endOfExtraTime',
  'penalties',
  'played',
  'suspended',
] as const;
export const stageSchema = z.enum(stages);
export type Stage = z.infer<typeof stageSchema>;

export const periodIds = ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime', 'penaltyShootout'] as const;
export const periodIdSchema = z.enum(periodIds);
export type PeriodId = z.infer<typeof periodIdSchema>;

export const sideSchema = z.enum(['home', 'away']);
export type Side = z.infer<typeof sideSchema>;

const isoDateTime = z.iso.datetime();

export const teamRefSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

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
  periodStartTime: isoDateTime.optional(),
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
  competitionId: z.string().default(''),
  eventId: z.string(),
});
export type DbsAuth = z.infer<typeof dbsAuthSchema>;

export const eventSettingsSchema = z.object({ dbs: z.boolean() });

export const streamLaunchRequestSchema = z.object({
  key: z.string().trim().min(1).max(512),
  outlet: z.string().trim().min(1).max(512),
  stream: z.string().trim().min(1).max(512),
  user: z.string().trim().min(1).max(512),
});
export type StreamLaunchRequest = z.infer<typeof streamLaunchRequestSchema>;

export const streamErrorCodes = [10316, 10312, 10300, 10400] as const;
export const streamLaunchSchema = z.union([
  z.object({ url: z.string(), type: z.enum(['hls', 'mp4']) }),
  z.object({ errorCode: z.number().int(), message: z.string() }),
]);
export type StreamLaunch = z.infer<typeof streamLaunchSchema>;

export const scoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type Score = z.infer<typeof scoreSchema>;

/**
 * Per-side live statistics as our feed computes them: every statistic present. The `/live_stats`
 * answer and the feed's own state use this shape.
 */
export const sideStatsSchema = z.object({
  goals: z.number().int().min(0),
  shots: z.number().int().min(0),
  shotsOnTarget: z.number().int().min(0),
  shotsOffTarget: z.number().int().min(0),
  blockedShots: z.number().int().min(0),
  hitWoodwork: z.number().int().min(0),
  expectedGoals: z.number().min(0),
  possession: z.number().min(0).max(100),
  passes: z.number().int().min(0),
  passAccuracy: z.number().min(0).max(100),
  corners: z.number().int().min(0),
  offsides: z.number().int().min(0),
  foulsConceded: z.number().int().min(0),
  yellowCards: z.number().int().min(0),
  redCards: z.number().int().min(0),
  touches: z.number().int().min(0),
  attacks: z.number().int().min(0),
  dangerousAttacks: z.number().int().min(0),
  bigChances: z.number().int().min(0),
  saves: z.number().int().min(0),
});
export type SideStats = z.infer<typeof sideStatsSchema>;
export const statsSummarySchema = z.object({ home: sideStatsSchema, away: sideStatsSchema });
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/**
 * A `statsSummary` socket message as the widget accepts it (CONTRACT.md): only `goals` is
 * required, since the live score reads it (SPEC section 4). Every other statistic is optional, and
 * one that is malformed counts as absent rather than costing the fan the whole message; screens
 * show an absent statistic as a dash.
 */
const tolerantSideStatsSchema = z.object({
  goals: z.number().int().min(0),
  ...Object.fromEntries(
    Object.entries(sideStatsSchema.shape)
      .filter(([name]) => name !== 'goals')
      .map(([name, schema]) => [name, schema.optional().catch(undefined)]),
  ),
}) as unknown as z.ZodType<LiveSideStats>;
export type LiveSideStats = { goals: number } & Partial<Omit<SideStats, 'goals'>>;
export const liveStatsSummarySchema = z.object({ home: tolerantSideStatsSchema, away: tolerantSideStatsSchema });
export type LiveStatsSummary = z.infer<typeof liveStatsSummarySchema>;

export const majorIncidentSchema = z.object({
  event: z.string(),
  side: sideSchema,
  isUpdate: z.boolean(),
});
export type MajorIncident = z.infer<typeof majorIncidentSchema>;

export const incidentTypes = [
  'goal',
  'penaltyGoal',
  'ownGoal',
  'penaltyMiss',
  'yellowCard',
  'secondYellowCard',
  'redCard',
  'substitution',
  'var',
  'cancelled',
] as const;

/** One line of the scorers and incidents list. */
export const incidentSchema = z.object({
  id: z.string(),
  type: z.enum(incidentTypes),
  side: sideSchema,
  period: periodIdSchema,
  /** Match minute as shown, and added time beyond the period's regular end. */
  minute: z.number().int().min(0),
  addedMinute: z.number().int().min(0).optional(),
  playerId: z.string().optional(),
  playerName: z.string().optional(),
  assistName: z.string().optional(),
  playerOnName: z.string().optional(),
  detail: z.string().optional(),
  score: scoreSchema.optional(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const commentarySchema = z.object({
  id: z.string(),
  period: periodIdSchema.optional(),
  minute: z.number().int().min(0).optional(),
  addedMinute: z.number().int().min(0).optional(),
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
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  minute: z.number().int().min(0),
  playerName: z.string().optional(),
  xg: z.number().min(0).max(1).optional(),
});
export type PitchEvent = z.infer<typeof pitchEventSchema>;

/** Socket messages of CONTRACT.md, plus our own types; unknown types are ignored by the widget. */
export const socketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('score'), value: scoreSchema }),
  z.object({ type: z.literal('statsSummary'), value: liveStatsSummarySchema }),
  z.object({ type: z.literal('majorIncident'), value: majorIncidentSchema }),
  z.object({ type: z.literal('status'), value: eventStatusSchema }),
  z.object({ type: z.literal('incident'), value: incidentSchema }),
  z.object({ type: z.literal('commentary'), value: commentarySchema }),
  z.object({ type: z.literal('pitchEvent'), value: pitchEventSchema }),
]);
export type SocketMessage = z.infer<typeof socketMessageSchema>;
