import type { $ZodType, output } from 'zod/v4/core';
import type { Side } from '../../../../contract/protocol.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import {
  playerAssistantDataSchema,
  playerAssistantDocument,
  teamAssistantDataSchema,
  teamAssistantDocument,
} from '../api/analytics-documents.ts';
import { useAnalyticsQuery } from '../api/analytics-query.ts';
import {
  defaultFilters,
  offeredEvents,
  overPercent,
  playerEvents,
  teamEvents,
  yesNoEvents,
  type AssistantFilters,
  type MatchMark,
  type PlayerEvent,
  type TeamEvent,
} from '../model/assistant-filters.ts';
import { playerDetail, type AssistantWords } from '../model/assistant-words.ts';
import { useAssistantFilters } from './use-assistant-filters.ts';
import { useStatsMatch, type StatsMatch } from './use-stats-match.ts';

/** The competition whose season's matches a window counts: its id, name and season ("La Liga", "2018/19"). */
export interface WindowCompetition {
  id: string;
  name: string;
  season: string;
}

/** One row of either assistant: a player or a team, and how often it went over the line. */
export interface AssistantRow {
  id: string;
  name: string;
  side: Side;
  /** What the row is, under the name: the team's code (and a player's position). */
  detail: string;
  hits: number;
  matches: number;
  /** A player's appearances in the window; null where the record does not say; absent for a team. */
  appearances?: number | null;
  percentage: number;
  average: number;
  lastMatches: MatchMark[];
}

/** An assistant's answer as the list reads it. */
interface AssistantAnswer {
  /** The events the records of this match hold: only these are offered. */
  offeredEvents: readonly string[];
  /** Who recorded the matches counted, for the credits line. */
  sources: readonly string[];
  /** Which competition's matches "the last N" are, to name on screen; null where the service does not say. */
  window: WindowCompetition | null;
  /** Rows left out at 0% (players only), for the note that they were. */
  removed: number;
  rows: AssistantRow[];
}

/** Where an assistant's answer comes from and how it reads: one for players, one for teams. */
export interface AssistantSource<E extends PlayerEvent | TeamEvent, S extends $ZodType> {
  kind: 'player' | 'team';
  /** The events it counts, goals first: every record holds them, so they are offered before any answer. */
  events: readonly [E, ...E[]];
  operation: string;
  document: string;
  schema: S;
  /** The fan's event, and the change that chooses another. */
  chosen(filters: AssistantFilters): E;
  choose(event: E): Partial<AssistantFilters>;
  /** What a request asks beside the match, the event, the line and the window (the player assistant's team). */
  extra(filters: AssistantFilters): Record<string, string>;
  answerOf(data: output<S>, words: AssistantWords): AssistantAnswer | null;
}

const side = (wire: string): Side => (wire === 'HOME' ? 'home' : 'away');

export const playerAssistant: AssistantSource<PlayerEvent, typeof playerAssistantDataSchema> = {
  kind: 'player',
  events: playerEvents,
  operation: 'playerAssistant',
  document: playerAssistantDocument,
  schema: playerAssistantDataSchema,
  chosen: (filters) => filters.activeEventPlayer,
  choose: (event) => ({ activeEventPlayer: event }),
  extra: (filters) => ({ team: filters.activeTeam.toUpperCase() }),
  answerOf: ({ playerAssistant: answer }, words) =>
    answer && {
      offeredEvents: answer.offeredEvents,
      sources: answer.sources,
      window: answer.window?.competition ?? null,
      removed: answer.removedPlayers,
      rows: answer.rows.map(({ player, ...row }) => ({
        ...row,
        id: player.id,
        name: player.shortName,
        side: side(player.team.side),
        detail: playerDetail(player.team.code, player.position, words),
      })),
    },
};

export const teamAssistant: AssistantSource<TeamEvent, typeof teamAssistantDataSchema> = {
  kind: 'team',
  events: teamEvents,
  operation: 'teamAssistant',
  document: teamAssistantDocument,
  schema: teamAssistantDataSchema,
  chosen: (filters) => filters.activeEventTeam,
  choose: (event) => ({ activeEventTeam: event }),
  // Both teams come in one answer; the list shows the fan's side of them.
  extra: () => ({}),
  answerOf: ({ teamAssistant: answer }) =>
    answer && {
      offeredEvents: answer.offeredEvents,
      sources: answer.sources,
      window: answer.window?.competition ?? null,
      removed: 0,
      rows: answer.rows.map(({ team, ...row }) => ({ ...row, id: team.code, name: team.name, side: side(team.side), detail: team.code })),
    },
};

export interface Assistant<E extends PlayerEvent | TeamEvent> {
  kind: 'player' | 'team';
  match: StatsMatch;
  filters: AssistantFilters;
  change(change: Partial<AssistantFilters>): void;
  /** Asks for another event. */
  choose(event: E): void;
  /** The events offered under the fan's filters, and the one asked for. */
  events: E[];
  event: E;
  yesNo: boolean;
  /** The line asked for: a yes-or-no event's only line is "at least once" (0.5). */
  threshold: number;
  matches: number;
  /** The rows of the fan's side over the fan's share, best first. */
  rows: AssistantRow[];
  removed: number;
  sources: readonly string[];
  /** Which competition's matches the window counts (one rule for every "last N"); null until answered. */
  window: WindowCompetition | null;
  /** The answer is on its way. */
  pending: boolean;
  /** The service cannot be asked (no authorisation for this match) or failed. */
  failed: boolean;
}

/**
 * An assistant's data: the fan's filters (kept between visits), the events this match's records
 * hold, and the rows for the event, line and window chosen, from the analytics service. What the
 * service answered stays in the query cache, the one store of server data.
 */
export function useAssistant<E extends PlayerEvent | TeamEvent, S extends $ZodType>(source: AssistantSource<E, S>): Assistant<E> {
  const { t, i18n } = useTranslation();
  const words: AssistantWords = { t, language: i18n.language };
  const match = useStatsMatch(t('common.notAvailable'));
  const [filters, change] = useAssistantFilters();
  const { kind } = source;
  const ask = (event: E, threshold: number, matches: number, extra: Record<string, string>) => ({
    eventId: match.eventId,
    event,
    ...extra,
    threshold,
    matches,
  });
  // The events the records hold are the match's, whatever the filters: they come from the answer
  // at the defaults (goals, every record holds them), the list's own request until the fan changes
  // a filter. Until it has answered, goals only, so no event is offered that the match cannot have.
  const first = source.events[0];
  const atDefaults = useAnalyticsQuery(
    match.eventId,
    match.lang,
    source.operation,
    source.document,
    ask(first, defaultFilters.thresholds[kind], defaultFilters.matchCounts[kind], source.extra(defaultFilters)),
    source.schema,
  );
  const served = (atDefaults.data && source.answerOf(atDefaults.data, words)?.offeredEvents) ?? [first];
  const events = offeredEvents(source.events, filters.majorOnly, served);
  const chosen = source.chosen(filters);
  const event = events.includes(chosen) ? chosen : first;
  const yesNo = yesNoEvents.has(event);
  const threshold = yesNo ? 0.5 : filters.thresholds[kind];
  const matches = filters.matchCounts[kind];
  // The query keeps its previous answer while the next loads, so the list does not flicker.
  const query = useAnalyticsQuery(
    match.eventId,
    match.lang,
    source.operation,
    source.document,
    ask(event, threshold, matches, source.extra(filters)),
    source.schema,
  );
  const answer = query.data ? source.answerOf(query.data, words) : null;
  const sides = (answer?.rows ?? []).filter((row) => filters.activeTeam === 'both' || row.side === filters.activeTeam);
  return {
    kind,
    match,
    filters,
    change,
    choose: (next) => change(source.choose(next)),
    events,
    event,
    yesNo,
    threshold,
    matches,
    rows: overPercent(sides, filters.percentOver),
    removed: answer?.removed ?? 0,
    sources: answer?.sources ?? [],
    window: answer?.window ?? null,
    pending: query.authorised && query.isPending,
    failed: (!query.authorised && Boolean(match.eventId)) || query.isError,
  };
}
