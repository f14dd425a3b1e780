import { z } from 'zod';
import { eventIdPattern } from '../../../contract/event-id.ts';
import { periodIdSchema, sideSchema, type Side } from '../../../contract/protocol.ts';
import { teamCountryPattern } from '../../../contract/team-names.ts';
import {
  bodyParts,
  contestStatistics,
  patternsOfPlay,
  positions,
  shotOutcomes,
  type ContestStatistic,
} from '../../../contract/vocabulary.ts';

/**
 * A scenario is one real match in our own compact format: the facts (teams, line-ups,
 * formations, goals, cards, substitutions, shoot-out) and, where the source has event data, the
 * per-minute flow and every shot. Nothing is filled in where the facts stop: a match without event
 * data serves its facts alone (docs/feed-protocol.md, "Matches without event data"). Files live in
 * server/scenarios/ and are parsed with this schema.
 * Times are a period plus seconds from that period's start; minute m covers seconds (m-1)*60 to
 * m*60-1 as football counts them, so 23' is 1320..1379 s and 45+2' in the first half 2760..2819 s.
 */

/** Scenario ids are the lower-case subset of the contract's event-id rule (contract/event-id.ts). */
export const scenarioIdSchema = z
  .string()
  .regex(eventIdPattern)
  .regex(/^[a-z0-9-]+$/, 'a scenario id is 1 to 128 lower-case letters, digits and -');

// Periods and sides are the protocol's own: one definition for the server and the widget.
export { periodIds, periodIdSchema, sideSchema, type PeriodId, type Side } from '../../../contract/protocol.ts';

export const positionSchema = z.enum(positions);

export const bodyPartSchema = z.enum(bodyParts);
export const patternOfPlaySchema = z.enum(patternsOfPlay);

const playerIdSchema = z.string().min(1).max(64);

export const playerSchema = z.strictObject({
  id: playerIdSchema,
  name: z.string().min(1),
  shortName: z.string().min(1),
  number: z.number().int().min(0).max(99),
  position: positionSchema,
  starter: z.boolean(),
  captain: z.boolean().optional(),
  /** Place in the formation drawing, 0..100 from own goal line (x) and from the left touchline (y). */
  slot: z.strictObject({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
});
export type Player = z.infer<typeof playerSchema>;

export const teamSchema = z.strictObject({
  id: z.string().min(1),
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  /** Only on a national team: ISO 3166-1 alpha-2, or GB-ENG/GB-SCT/GB-WLS/GB-NIR (contract/team-names.ts). */
  country: z.string().regex(teamCountryPattern).optional(),
  /** Only on a club: its colours as the record gives them, with where they come from. */
  colours: z
    .strictObject({ primary: z.string().regex(/^#[0-9a-f]{6}$/), secondary: z.string().regex(/^#[0-9a-f]{6}$/), source: z.string().min(1) })
    .optional(),
  formation: z.string().regex(/^\d(-\d){2,4}$/),
  manager: z.string().optional(),
  players: z.array(playerSchema).min(11),
});
export type Team = z.infer<typeof teamSchema>;

const at = { period: periodIdSchema, second: z.number().int().min(0).max(4200), side: sideSchema };
/** Pitch location: 0..100 along the attacking direction of the acting side, 0..100 across. */
const location = z.strictObject({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

export const scenarioEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...at,
    type: z.literal('goal'),
    playerId: playerIdSchema,
    assistId: playerIdSchema.optional(),
    penalty: z.boolean().optional(),
    ownGoal: z.boolean().optional(),
    bodyPart: bodyPartSchema.optional(),
    pattern: patternOfPlaySchema.optional(),
    xg: z.number().min(0).max(1).optional(),
    location: location.optional(),
  }),
  z.strictObject({
    ...at,
    type: z.literal('shot'),
    playerId: playerIdSchema,
    outcome: z.enum(shotOutcomes).exclude(['goal']),
    penalty: z.boolean().optional(),
    bodyPart: bodyPartSchema.optional(),
    pattern: patternOfPlaySchema.optional(),
    xg: z.number().min(0).max(1).optional(),
    location: location.optional(),
  }),
  z.strictObject({ ...at, type: z.literal('card'), playerId: playerIdSchema, card: z.enum(['yellow', 'secondYellow', 'red']) }),
  z.strictObject({ ...at, type: z.literal('substitution'), offId: playerIdSchema, onId: playerIdSchema }),
  z.strictObject({ ...at, type: z.literal('corner') }),
  z.strictObject({ ...at, type: z.literal('foul'), playerId: playerIdSchema.optional() }),
  z.strictObject({ ...at, type: z.literal('offside'), playerId: playerIdSchema.optional() }),
  z.strictObject({
    ...at,
    type: z.literal('var'),
    decision: z.enum(['goalConfirmed', 'goalCancelled', 'penaltyAwarded', 'penaltyCancelled', 'redCardConfirmed', 'redCardCancelled']),
  }),
  z.strictObject({ ...at, type: z.literal('tacticalChange'), formation: z.string().regex(/^\d(-\d){2,4}$/) }),
]);
export type ScenarioEvent = z.infer<typeof scenarioEventSchema>;

const formationSchema = z.string().regex(/^\d(-\d){2,4}$/);

/**
 * A side's shape from a moment on, where the source has it (StatsBomb's "Tactical Shift"): the
 * formation and where each player on the pitch then stands. Logged for every rearrangement, often
 * with the formation unchanged; substitutions between two shapes put the incoming player in the
 * outgoing player's place (server/src/formations/formation-at.ts).
 */
export const shapeSchema = z.strictObject({
  ...at,
  formation: formationSchema,
  players: z
    .array(
      z.strictObject({ playerId: playerIdSchema, slot: z.strictObject({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }) }),
    )
    .min(1)
    .max(11),
});
export type Shape = z.infer<typeof shapeSchema>;

export const shootoutKickSchema = z.strictObject({ side: sideSchema, playerId: playerIdSchema, scored: z.boolean() });

/**
 * One side's run of play in one minute (docs/feed-protocol.md defines each count). Passes,
 * touches and attacks come with every flow; the rest only with event data (StatsBomb): possession
 * as seconds with the ball, and corners, fouls and offsides as counts, which the replay turns into
 * events of that minute (a scenario carries either the count or the events, never both). Crosses,
 * tackles, interceptions, clearances and duels come with event data too; a count a flow lacks is
 * not served.
 */
const sideMinuteSchema = z.strictObject({
  passes: z.number().int().min(0),
  passesCompleted: z.number().int().min(0),
  touches: z.number().int().min(0),
  attacks: z.number().int().min(0),
  dangerousAttacks: z.number().int().min(0),
  possessionSeconds: z.number().int().min(0).max(60).optional(),
  corners: z.number().int().min(0).optional(),
  fouls: z.number().int().min(0).optional(),
  offsides: z.number().int().min(0).optional(),
  ...(Object.fromEntries(contestStatistics.map((name) => [name, z.number().int().min(0).optional()])) as Record<
    ContestStatistic,
    z.ZodOptional<z.ZodNumber>
  >),
});

/** Per-minute flow where the source has it (StatsBomb): its presence is what makes a match one with event data. */
export const flowMinuteSchema = z.strictObject({
  period: periodIdSchema,
  minute: z.number().int().min(0).max(70),
  home: sideMinuteSchema,
  away: sideMinuteSchema,
});

/**
 * Where a player touched the ball, counted on a coarse grid: `heatGrid.columns` along the
 * player's attacking direction (column 0 at his own goal line) by `heatGrid.rows` across (row 0
 * at the touchline on his left as he attacks), row by row.
 */
export const heatGrid = { columns: 10, rows: 6 } as const;

/** One player's aggregates over one period (event data only): touches, passes, fouls and where he touched the ball. */
export const playerPeriodSchema = z.strictObject({
  playerId: playerIdSchema,
  period: periodIdSchema,
  touches: z.number().int().min(0),
  passes: z.number().int().min(0),
  passesCompleted: z.number().int().min(0),
  foulsCommitted: z.number().int().min(0),
  heat: z.array(z.number().int().min(0)).length(heatGrid.columns * heatGrid.rows),
});
export type PlayerPeriod = z.infer<typeof playerPeriodSchema>;

const publishedSideSchema = z.strictObject({
  shots: z.number().int().min(0),
  shotsOnTarget: z.number().int().min(0),
  expectedGoals: z.number().min(0),
  possession: z.number().min(0).max(100).optional(),
});

/**
 * Team totals published for a match without event data (broadcaster and data-provider match
 * reports): served once play is over, never spread over its minutes. `source` names where they
 * come from; docs/feed-protocol.md lists them.
 */
export const publishedTotalsSchema = z.strictObject({
  source: z.string().min(1),
  home: publishedSideSchema,
  away: publishedSideSchema,
});

export const scenarioSchema = z
  .strictObject({
    id: scenarioIdSchema,
    title: z.string().min(1),
    /** Where the facts come from; `credit` is shown in the powered-by badge when set. */
    source: z.strictObject({ facts: z.string().min(1), credit: z.string().optional() }),
    competition: z.strictObject({ id: z.string().min(1), name: z.string().min(1), season: z.string().min(1), round: z.string().min(1) }),
    kickoff: z.iso.datetime(),
    /** Where the match is played; absent where the source names no ground (a StatsBomb file, a registration without one). */
    venue: z.strictObject({ name: z.string().min(1), city: z.string().min(1) }).optional(),
    /** Who refereed, as a record we can cite names him (server/src/event/sources.ts); absent where none does. */
    referee: z.string().min(1).optional(),
    attendance: z.number().int().min(0).optional(),
    home: teamSchema,
    away: teamSchema,
    /** The periods played, in order, with the stoppage time each had beyond its regular length. */
    periods: z.array(z.strictObject({ id: periodIdSchema, addedSeconds: z.number().int().min(0).max(1200) })).min(2),
    events: z.array(scenarioEventSchema),
    shootout: z.array(shootoutKickSchema).optional(),
    flow: z.array(flowMinuteSchema).optional(),
    /** Every tactical shift with each player's place, where the source has event data. */
    shapes: z.array(shapeSchema).optional(),
    /** Per player and period, where the source has event data. */
    playerPeriods: z.array(playerPeriodSchema).optional(),
    /** Published full-time team totals, for a match without event data. */
    published: publishedTotalsSchema.optional(),
    /** A seed of the match's own (`--seed` mixes into it); no served figure of a real match depends on it. */
    seed: z.number().int(),
  })
  .superRefine((scenario, ctx) => {
    const players = new Map<string, Side>();
    for (const side of ['home', 'away'] as const) {
      for (const player of scenario[side].players) {
        if (players.has(player.id)) ctx.addIssue({ code: 'custom', path: [side, 'players'], message: `duplicate player id ${player.id}` });
        players.set(player.id, side);
      }
      const starters = scenario[side].players.filter((player) => player.starter).length;
      if (starters !== 11) ctx.addIssue({ code: 'custom', path: [side, 'players'], message: `${starters} starters, expected 11` });
    }
    const played = new Set(scenario.periods.map((period) => period.id));
    scenario.events.forEach((event, index) => {
      if (!played.has(event.period)) {
        ctx.addIssue({ code: 'custom', path: ['events', index, 'period'], message: `period ${event.period} is not played` });
      }
      for (const key of ['playerId', 'assistId', 'offId', 'onId'] as const) {
        const id = (event as Record<string, unknown>)[key];
        if (typeof id === 'string' && !players.has(id)) {
          ctx.addIssue({ code: 'custom', path: ['events', index, key], message: `unknown player ${id}` });
        }
      }
    });
    scenario.shapes?.forEach((shape, index) => {
      if (!played.has(shape.period))
        ctx.addIssue({ code: 'custom', path: ['shapes', index, 'period'], message: `period ${shape.period} is not played` });
      shape.players.forEach((placed, place) => {
        if (players.get(placed.playerId) !== shape.side)
          ctx.addIssue({
            code: 'custom',
            path: ['shapes', index, 'players', place, 'playerId'],
            message: `${placed.playerId} is not a ${shape.side} player`,
          });
      });
    });
    scenario.playerPeriods?.forEach((row, index) => {
      if (!players.has(row.playerId))
        ctx.addIssue({ code: 'custom', path: ['playerPeriods', index, 'playerId'], message: `unknown player ${row.playerId}` });
      if (!played.has(row.period))
        ctx.addIssue({ code: 'custom', path: ['playerPeriods', index, 'period'], message: `period ${row.period} is not played` });
    });
    // Corners, fouls and offsides come either as events or as counts in the flow, never both.
    for (const [type, key] of [
      ['corner', 'corners'],
      ['foul', 'fouls'],
      ['offside', 'offsides'],
    ] as const) {
      const counted = scenario.flow?.some((row) => row.home[key] !== undefined || row.away[key] !== undefined) ?? false;
      if (counted && scenario.events.some((event) => event.type === type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['events'],
          message: `${type} events and flow ${key} counts both given: one would count twice`,
        });
      }
    }
    if (scenario.shootout && !played.has('penaltyShootout')) {
      ctx.addIssue({ code: 'custom', path: ['shootout'], message: 'a shoot-out needs the penaltyShootout period' });
    }
  });

export type Scenario = z.infer<typeof scenarioSchema>;
