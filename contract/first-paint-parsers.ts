import type {
  Availability,
  EventData,
  EventDetails,
  EventStatus,
  Incident,
  LiveSideStats,
  LiveStatsSummary,
  MajorIncident,
  Score,
} from './protocol.ts';
import { hexColourPattern } from './brand-vocabulary.ts';
import { incidentTypes, periodIds, sides, stages, type Side } from './vocabulary.ts';

/**
 * Parsers for what the widget's first paint reads: the event data, details, status,
 * availability and incidents answers and the socket messages the frame subscribes to. They accept and return
 * exactly what the zod schemas of protocol.ts accept and return (unknown keys dropped), which
 * server/src/routes/first-paint-parsers.test.ts checks against the feed's real answers and their mutations; the
 * schemas stay the definition. Why they exist: even zod/mini costs about 10 KB gzip on the first
 * paint, whose budget is 160 KB (docs/adr/009-contract-and-page-catalogue.md). Each returns null
 * for a value that does not fit.
 */

export type Parser<T> = (value: unknown) => T | null;

type Fields = Record<string, unknown>;

// The field checks are shared with the other hand parsers of the first paint (the scoreboard's).
export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
export const isOneOf =
  <T extends string>(words: readonly T[]) =>
  (value: unknown): value is T =>
    words.includes(value as T);
const isStage = isOneOf(stages);
export const isPeriodId = isOneOf(periodIds);
export const isSide = isOneOf(sides);

/** zod's `z.iso.datetime()` with its defaults: a real calendar date, UTC ('Z'), seconds required, any fraction. */
const isoDateTime =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;
const isIsoDateTime = (value: unknown): value is string => isString(value) && isoDateTime.test(value);

const isHexColour = (value: unknown): value is string => isString(value) && hexColourPattern.test(value);

function teamRef(value: unknown): EventData['home'] | null {
  if (!isRecord(value) || !isString(value.id) || !isString(value.code) || !isString(value.name)) return null;
  if (value.country !== undefined && !isString(value.country)) return null;
  const { colours } = value;
  if (colours !== undefined && !(isRecord(colours) && isHexColour(colours.primary) && isHexColour(colours.secondary))) return null;
  return {
    id: value.id,
    code: value.code,
    name: value.name,
    ...(value.country === undefined ? {} : { country: value.country }),
    ...(colours ? { colours: { primary: colours.primary as string, secondary: colours.secondary as string } } : {}),
  };
}

export const parseEventData: Parser<EventData> = (value) => {
  if (!isRecord(value) || !isString(value.eventId) || !isIsoDateTime(value.matchStart) || !isStage(value.status)) return null;
  const home = teamRef(value.home);
  const away = teamRef(value.away);
  if (!home || !away) return null;
  return { eventId: value.eventId, matchStart: value.matchStart, status: value.status, home, away };
};

export const parseEventStatus: Parser<EventStatus> = (value) => {
  if (!isRecord(value) || !isStage(value.status) || !Array.isArray(value.periods)) return null;
  const periods: EventStatus['periods'] = [];
  for (const period of value.periods) {
    if (!isRecord(period) || !isPeriodId(period.id)) return null;
    periods.push({ id: period.id });
  }
  if (value.periodStartTime !== undefined && !isIsoDateTime(value.periodStartTime)) return null;
  return value.periodStartTime === undefined
    ? { status: value.status, periods }
    : { status: value.status, periods, periodStartTime: value.periodStartTime };
};

export const parseAvailability: Parser<Availability> = (value) => {
  if (!isRecord(value) || !Array.isArray(value.paths) || !value.paths.every(isString)) return null;
  if (!isBoolean(value.pitchView) || !isBoolean(value.stream) || !isRecord(value.features)) return null;
  return { paths: [...value.paths], pitchView: value.pitchView, stream: value.stream, features: { ...value.features } };
};

export const parseScore: Parser<Score> = (value) => {
  if (!isRecord(value) || !isCount(value.home) || !isCount(value.away)) return null;
  return { home: value.home, away: value.away };
};

function sideScore(value: unknown): EventDetails['home'] | null {
  if (!isRecord(value) || !isCount(value.score)) return null;
  return { score: value.score };
}

export const parseEventDetails: Parser<EventDetails> = (value) => {
  if (!isRecord(value)) return null;
  const home = sideScore(value.home);
  const away = sideScore(value.away);
  if (!home || !away) return null;
  if (value.shootout === undefined) return { home, away };
  const shootout = parseScore(value.shootout);
  return shootout && { home, away, shootout };
};

/** The statistics of protocol.ts's `sideStatsSchema` besides goals, with the bounds zod checks. */
const statisticRules: Record<Exclude<keyof LiveSideStats, 'goals'>, (value: unknown) => boolean> = {
  shots: isCount,
  shotsOnTarget: isCount,
  shotsOffTarget: isCount,
  blockedShots: isCount,
  hitWoodwork: isCount,
  expectedGoals: (value) => isFiniteNumber(value) && value >= 0,
  possession: (value) => isFiniteNumber(value) && value >= 0 && value <= 100,
  passes: isCount,
  passAccuracy: (value) => isFiniteNumber(value) && value >= 0 && value <= 100,
  corners: isCount,
  offsides: isCount,
  foulsConceded: isCount,
  yellowCards: isCount,
  redCards: isCount,
  touches: isCount,
  attacks: isCount,
  dangerousAttacks: isCount,
  bigChances: isCount,
  saves: isCount,
};

/** Goals required; any other statistic kept when well-formed and dropped when not (CONTRACT.md). */
function liveSideStats(value: unknown): LiveSideStats | null {
  if (!isRecord(value) || !isCount(value.goals)) return null;
  const stats: LiveSideStats = { goals: value.goals };
  for (const [name, fits] of Object.entries(statisticRules)) {
    if (fits(value[name])) (stats as Fields)[name] = value[name];
  }
  return stats;
}

export const parseLiveStatsSummary: Parser<LiveStatsSummary> = (value) => {
  if (!isRecord(value)) return null;
  const home = liveSideStats(value.home);
  const away = liveSideStats(value.away);
  return home && away ? { home, away } : null;
};

export const parseMajorIncident: Parser<MajorIncident> = (value) => {
  if (!isRecord(value) || !isString(value.event) || !isSide(value.side) || !isBoolean(value.isUpdate)) return null;
  return { event: value.event, side: value.side, isUpdate: value.isUpdate };
};

/** The socket messages the widget's frame reads, by type; a feature that reads more adds its type. */
export const frameSocketParsers = {
  score: parseScore,
  statsSummary: parseLiveStatsSummary,
  majorIncident: parseMajorIncident,
  status: parseEventStatus,
};

export type FrameSocketMessage = {
  [Type in keyof typeof frameSocketParsers]: { type: Type; value: NonNullable<ReturnType<(typeof frameSocketParsers)[Type]>> };
}[keyof typeof frameSocketParsers];

/** A socket message the frame reads, parsed; null for anything else (unknown types included). */
export function parseFrameSocketMessage(value: unknown): FrameSocketMessage | null {
  if (!isRecord(value) || !isString(value.type) || !Object.hasOwn(frameSocketParsers, value.type)) return null;
  const type = value.type as FrameSocketMessage['type'];
  const parsed = frameSocketParsers[type](value.value);
  return parsed === null ? null : ({ type, value: parsed } as FrameSocketMessage);
}

/*
 * Parsed without zod: /scoreboard reads this answer on its first paint, where zod/mini would cost
 * about 10 KB gzip of the 160 KB budget (docs/adr/009-contract-and-page-catalogue.md). The parser
 * accepts what the contract's `incidentsAnswerSchema` accepts and returns the same values
 * (src/features/scoreboard/api/parsers.test.ts checks both on real answers and mutations). An incident that does not fit is
 * dropped, not the whole list: one odd line never costs the fan the match story.
 */

const isIncidentType = isOneOf(incidentTypes);
const optionalStrings = ['playerId', 'playerName', 'assistName', 'playerOnName', 'detail'] as const;

export function parseIncident(value: unknown): Incident | null {
  if (!isRecord(value)) return null;
  const { id, type, side, period, minute, addedMinute, afterKick, score } = value;
  if (!isString(id) || !isIncidentType(type) || !isSide(side) || !isPeriodId(period) || !isCount(minute)) return null;
  if ((addedMinute !== undefined && !isCount(addedMinute)) || (afterKick !== undefined && !isCount(afterKick))) return null;
  const incident: Incident = {
    id,
    type,
    side,
    period,
    minute,
    ...(addedMinute === undefined ? {} : { addedMinute }),
    ...(afterKick === undefined ? {} : { afterKick }),
  };
  for (const name of optionalStrings) {
    const text = value[name];
    if (text === undefined) continue;
    if (!isString(text)) return null;
    incident[name] = text;
  }
  if (score !== undefined) {
    const parsed = parseScore(score);
    if (!parsed) return null;
    incident.score = parsed;
  }
  return incident;
}

export interface ShootoutKick {
  side: Side;
  playerName: string;
  scored: boolean;
}
export interface IncidentsAnswer {
  incidents: Incident[];
  shootout: { home: number; away: number; kicks: ShootoutKick[] } | null;
}

function parseShootout(value: unknown): IncidentsAnswer['shootout'] | undefined {
  if (value === null) return null;
  const score = parseScore(value);
  if (!score || !isRecord(value) || !Array.isArray(value.kicks)) return undefined;
  const kicks: ShootoutKick[] = [];
  for (const kick of value.kicks) {
    if (!isRecord(kick) || !isSide(kick.side) || !isString(kick.playerName) || typeof kick.scored !== 'boolean') return undefined;
    kicks.push({ side: kick.side, playerName: kick.playerName, scored: kick.scored });
  }
  return { ...score, kicks };
}

export const parseIncidentsAnswer: Parser<IncidentsAnswer> = (value) => {
  if (!isRecord(value) || !Array.isArray(value.incidents)) return null;
  const shootout = parseShootout(value.shootout);
  if (shootout === undefined) return null;
  const incidents = value.incidents.map(parseIncident).filter((incident): incident is Incident => incident !== null);
  return { incidents, shootout };
};
