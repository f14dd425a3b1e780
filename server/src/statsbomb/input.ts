import { z } from 'zod';

/**
 * The slice of the StatsBomb open-data format that the importer reads. Objects are lenient
 * (StatsBomb adds fields between releases and we ignore most of them) but every field we use is
 * checked, so a file we cannot read fails here with the event and the field named, not later as
 * an `undefined` deep inside the mapping.
 */

const named = z.object({ id: z.number().int(), name: z.string().min(1) });
const label = z.object({ name: z.string().min(1) });
/**
 * A point on StatsBomb's 120 x 80 pitch, seen in the attacking direction of the acting team.
 * Not range-checked: a ball just over the line is real, and the mapping clamps to the pitch.
 */
const point = z.tuple([z.number(), z.number()]).rest(z.number());

export type Named = z.infer<typeof named>;
export type Point = z.infer<typeof point>;

const baseEventSchema = z.object({
  id: z.string().min(1),
  index: z.number().int(),
  period: z.number().int().min(1).max(5),
  timestamp: z.string().regex(/^\d{2}:\d{2}:\d{2}(\.\d+)?$/, 'expected HH:MM:SS.mmm'),
  minute: z.number().int().min(0),
  second: z.number().int().min(0).max(59),
  type: label,
  team: named,
  possession: z.number().int(),
  possession_team: named,
  play_pattern: label,
  player: named.optional(),
  position: named.optional(),
  location: point.optional(),
  // Contests, read by the flow's duel, tackle and interception counts (flow.ts, contests.ts).
  duel: z.object({ type: label, outcome: label.optional() }).optional(),
  '50_50': z.object({ outcome: label }).optional(),
  dribble: z.object({ outcome: label.optional() }).optional(),
  interception: z.object({ outcome: label.optional() }).optional(),
  clearance: z.object({ aerial_won: z.boolean().optional() }).optional(),
  miscontrol: z.object({ aerial_won: z.boolean().optional() }).optional(),
});
export type BaseEvent = z.infer<typeof baseEventSchema>;

// Names StatsBomb documents; an unknown shot outcome or card is a format change we must not guess.
const shotOutcomes = ['Goal', 'Saved', 'Saved Off Target', 'Saved to Post', 'Off T', 'Wayward', 'Post', 'Blocked'] as const;
const cardNames = ['Yellow Card', 'Second Yellow', 'Red Card'] as const;
export type ShotOutcome = (typeof shotOutcomes)[number];
export type CardName = (typeof cardNames)[number];

const card = z.object({ name: z.enum(cardNames) });

const shotDetail = z.object({
  player: named,
  location: point,
  shot: z.object({
    statsbomb_xg: z.number().min(0).max(1),
    outcome: z.object({ name: z.enum(shotOutcomes) }),
    type: label,
    body_part: label,
    key_pass_id: z.string().optional(),
    aerial_won: z.boolean().optional(),
  }),
});

const passDetail = z.object({
  pass: z.object({
    outcome: label.optional(),
    type: label.optional(),
    recipient: named.optional(),
    cross: z.boolean().optional(),
    aerial_won: z.boolean().optional(),
  }),
});

const tacticsDetail = z.object({
  tactics: z.object({
    formation: z.number().int().min(100).max(99999),
    lineup: z.array(z.object({ player: named, position: named, jersey_number: z.number().int().min(0).max(99) })),
  }),
});

const substitutionDetail = z.object({ player: named, substitution: z.object({ replacement: named }) });
const foulDetail = z.object({ foul_committed: z.object({ card: card.optional() }).optional() });
const badBehaviourDetail = z.object({ player: named, bad_behaviour: z.object({ card: card.optional() }).optional() });
const playerDetail = z.object({ player: named });

type Detail<S extends z.ZodType> = z.infer<S>;

/** One StatsBomb event, narrowed by `kind` to the fields the importer uses for that type. */
export type StatsBombEvent =
  | (BaseEvent & { kind: 'Shot' } & Detail<typeof shotDetail>)
  | (BaseEvent & { kind: 'Pass' } & Detail<typeof passDetail>)
  | (BaseEvent & { kind: 'Starting XI' } & Detail<typeof tacticsDetail>)
  | (BaseEvent & { kind: 'Tactical Shift' } & Detail<typeof tacticsDetail>)
  | (BaseEvent & { kind: 'Substitution' } & Detail<typeof substitutionDetail>)
  | (BaseEvent & { kind: 'Foul Committed' } & Detail<typeof foulDetail>)
  | (BaseEvent & { kind: 'Bad Behaviour' } & Detail<typeof badBehaviourDetail>)
  | (BaseEvent & { kind: 'Own Goal Against' } & Detail<typeof playerDetail>)
  | (BaseEvent & { kind: 'Offside' } & Detail<typeof playerDetail>)
  | (BaseEvent & { kind: 'other' });

export class StatsBombFormatError extends Error {
  override name = 'StatsBombFormatError';
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(value)'}: ${issue.message}`).join('; ');
}

function check<S extends z.ZodType>(schema: S, raw: unknown, where: () => string): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw new StatsBombFormatError(`${where()}: ${describeIssues(result.error)}`);
  return result.data;
}

function eventLabel(raw: unknown, position: number): string {
  // Name the event by StatsBomb's own `index` when it has one: that is what you search the file for.
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const index = typeof record.index === 'number' ? `index ${record.index}` : 'no index';
  const type = typeof record.type === 'object' && record.type !== null ? (record.type as Record<string, unknown>).name : undefined;
  return `StatsBomb event ${position} (${index}${typeof type === 'string' ? `, ${type}` : ''})`;
}

export function parseEvent(raw: unknown, position: number): StatsBombEvent {
  const where = () => eventLabel(raw, position);
  const base = check(baseEventSchema, raw, where);
  const kind = base.type.name;
  switch (kind) {
    case 'Shot':
      return { ...base, kind, ...check(shotDetail, raw, where) };
    case 'Pass':
      return { ...base, kind, ...check(passDetail, raw, where) };
    case 'Starting XI':
    case 'Tactical Shift':
      return { ...base, kind, ...check(tacticsDetail, raw, where) };
    case 'Substitution':
      return { ...base, kind, ...check(substitutionDetail, raw, where) };
    case 'Foul Committed':
      return { ...base, kind, ...check(foulDetail, raw, where) };
    case 'Bad Behaviour':
      return { ...base, kind, ...check(badBehaviourDetail, raw, where) };
    case 'Own Goal Against':
    case 'Offside':
      return { ...base, kind, ...check(playerDetail, raw, where) };
    default:
      return { ...base, kind: 'other' };
  }
}

export function parseEvents(raw: unknown): StatsBombEvent[] {
  if (!Array.isArray(raw)) throw new StatsBombFormatError('StatsBomb events: expected an array of events');
  return raw.map((event: unknown, position) => parseEvent(event, position));
}

const lineupPlayerSchema = z.object({
  player_id: z.number().int(),
  player_name: z.string().min(1),
  player_nickname: z.string().min(1).nullish(),
  jersey_number: z.number().int().min(0).max(99),
  // Only newer files carry positions; older ones (La Liga 2018/19) have none.
  positions: z.array(z.object({ position: z.string().min(1) })).optional(),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

const lineupsSchema = z
  .array(z.object({ team_id: z.number().int(), team_name: z.string().min(1), lineup: z.array(lineupPlayerSchema).min(11) }))
  .length(2, 'expected the line-ups of exactly two teams');
export type Lineups = z.infer<typeof lineupsSchema>;

export function parseLineups(raw: unknown): Lineups {
  return check(lineupsSchema, raw, () => 'StatsBomb line-ups');
}
