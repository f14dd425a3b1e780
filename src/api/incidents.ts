import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isCount, isOneOf, isPeriodId, isRecord, isSide, isString, parseScore, type Parser } from '../../contract/first-paint-parsers.ts';
import type { Language } from '../../contract/languages.ts';
import type { Incident } from '../../contract/protocol.ts';
import { incidentTypes, type Side } from '../../contract/vocabulary.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { queryKeys } from '../lib/api/query-keys.ts';
import { useLiveFeed } from '../lib/realtime/LiveFeedProvider.tsx';

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

/** `GET /incidents/{eventId}`: goals, cards, substitutions and VAR decisions so far, with the shoot-out. */
export function fetchIncidents(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<IncidentsAnswer> {
  return getMatchJson(origin, 'incidents', eventId, lang, parseIncidentsAnswer, signal);
}

/**
 * React-query's default `staleTime`, 0: an answer is fresh only until the next mount, since the
 * scoreboard does not poll and opening a screen is where a line the socket missed is caught.
 * Readers that poll pass `pollMs` while the match is live.
 */
export function incidentsQueryOptions(origin: string, eventId: string | undefined, lang: Language, pollMs?: number | false) {
  return queryOptions({
    queryKey: queryKeys.incidents(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchIncidents(origin, eventId!, lang, signal),
    enabled: Boolean(eventId),
    refetchInterval: pollMs,
  });
}

/**
 * The incidents, kept live: an `incident` socket message is added to the cached answer at once (or
 * replaces the line of the same id, a VAR correction). Every goal, card and VAR decision comes as
 * one, in the same frame as its `majorIncident`, so a goal costs no request. A commentary line of
 * the shoot-out refetches, since shoot-out kicks come with the answer, not as incidents. A
 * reconnect refetches everything of the match (LiveFeedProvider).
 */
export function useIncidents(
  eventId: string | undefined,
  lang: Language,
  /**
   * `refetchOnMount: false` for a reader that is not a screen of its own (the goal's card): it takes
   * the answer the socket keeps live, where a fetch at its mount would be every fan's at each goal.
   */
  options: { pollMs?: number | false; refetchOnMount?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const live = useLiveFeed();
  const query = useQuery({
    ...incidentsQueryOptions(useFeedConfig().origin, eventId, lang, options.pollMs),
    refetchOnMount: options.refetchOnMount ?? true,
  });
  useEffect(() => {
    if (!eventId) return;
    const key = queryKeys.incidents(eventId, lang);
    const offIncident = live.on('incident', parseIncident, (incident) => {
      queryClient.setQueryData<IncidentsAnswer>(key, (answer) =>
        answer ? { ...answer, incidents: [...answer.incidents.filter((line) => line.id !== incident.id), incident] } : answer,
      );
    });
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    // Shoot-out kicks come with the answer: a commentary line of the shoot-out asks for it again
    // (the parser passes on nothing of the line, only that it came).
    const offKick = live.on('commentary', (value) => (isRecord(value) && value.period === 'penaltyShootout' ? {} : null), refetch);
    return () => {
      offKick();
      offIncident();
    };
  }, [eventId, lang, live, queryClient]);
  return query;
}
