import { isCount, isOneOf, isRecord, isString, parseScore, type Parser } from '../../../../contract/first-paint-parsers.ts';
import type { Incident } from '../../../../contract/protocol.ts';
import { incidentTypes, periodIds, sides } from '../../../../contract/vocabulary.ts';

/**
 * Parsers without zod for the answers /scoreboard reads on its first paint (the incidents and the
 * match facts of the line-ups): zod/mini would cost the first paint about 10 KB gzip of its 160 KB
 * budget (docs/adr/009-contract-and-page-catalogue.md). They accept what the contract's schemas
 * accept and return the same values (parsers.test.ts checks both on real answers and mutations).
 * An incident that does not fit is dropped, not the whole list: one odd line never costs the fan
 * the match story.
 */

const isIncidentType = isOneOf(incidentTypes);
const isSide = isOneOf(sides);
const isPeriod = isOneOf(periodIds);
const optionalStrings = ['playerId', 'playerName', 'assistName', 'playerOnName', 'detail'] as const;

export function parseIncident(value: unknown): Incident | null {
  if (!isRecord(value)) return null;
  const { id, type, side, period, minute, addedMinute, score } = value;
  if (!isString(id) || !isIncidentType(type) || !isSide(side) || !isPeriod(period) || !isCount(minute)) return null;
  if (addedMinute !== undefined && !isCount(addedMinute)) return null;
  const incident: Incident = { id, type, side, period, minute, ...(addedMinute === undefined ? {} : { addedMinute }) };
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
  side: (typeof sides)[number];
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

/** `GET /incidents/{eventId}` (contract/match-data.ts incidentsAnswerSchema). */
export const parseIncidentsAnswer: Parser<IncidentsAnswer> = (value) => {
  if (!isRecord(value) || !Array.isArray(value.incidents)) return null;
  const shootout = parseShootout(value.shootout);
  if (shootout === undefined) return null;
  const incidents = value.incidents.map(parseIncident).filter((incident): incident is Incident => incident !== null);
  return { incidents, shootout };
};

/** What the scoreboard reads of `GET /lineups/{eventId}`: where, who refereed, how many watched. */
export interface MatchFacts {
  venue: { name: string; city: string };
  referee: string;
  attendance?: number;
}

export const parseMatchFacts: Parser<MatchFacts> = (value) => {
  if (!isRecord(value) || !isRecord(value.venue) || !isString(value.referee)) return null;
  const { name, city } = value.venue;
  if (!isString(name) || !isString(city)) return null;
  const { attendance } = value;
  if (attendance !== undefined && !Number.isSafeInteger(attendance)) return null;
  return { venue: { name, city }, referee: value.referee, ...(attendance === undefined ? {} : { attendance: attendance as number }) };
};
