import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { parseEventDetails } from '../../contract/first-paint-parsers.ts';
import type { Language } from '../../contract/languages.ts';
import type { EventDetails } from '../../contract/protocol.ts';
import { getMatchJson } from '../lib/api/client.ts';
import { useFeedConfig } from '../lib/api/feed-context.tsx';
import { queryKeys } from '../lib/api/query-keys.ts';
import { statusPollMs } from '../rules/timings.ts';

/** `GET /event_details/{eventId}`: each side's score now (SPEC section 3 "Event details"). */
export function fetchEventDetails(origin: string, eventId: string, lang: Language, signal?: AbortSignal): Promise<EventDetails> {
  return getMatchJson(origin, 'event_details', eventId, lang, parseEventDetails, signal);
}

/** Asked once, and polled with the status only while the socket is not delivering. */
export function eventDetailsQueryOptions(
  origin: string,
  eventId: string | undefined,
  lang: Language,
  { enabled = true, poll = false } = {},
) {
  return queryOptions({
    queryKey: queryKeys.eventDetails(eventId ?? '', lang),
    queryFn: ({ signal }) => fetchEventDetails(origin, eventId!, lang, signal),
    enabled: Boolean(eventId) && enabled,
    refetchInterval: poll ? statusPollMs : false,
  });
}

/**
 * The score without the socket. The event details give the initial score of SPEC
 * section 4's order; while the socket is not open, each new answer is written where the socket's
 * `score` messages go, so the shown score follows the match over HTTP. Once the socket is open
 * again its snapshot (sent on every connect) takes over.
 */
export function useInitialScore(
  eventId: string | undefined,
  lang: Language,
  { socketOpen, enabled }: { socketOpen: boolean; enabled: boolean },
) {
  const queryClient = useQueryClient();
  const details = useQuery(eventDetailsQueryOptions(useFeedConfig().origin, eventId, lang, { enabled, poll: !socketOpen }));
  const data = details.data;
  useEffect(() => {
    if (!eventId || !data || socketOpen) return;
    queryClient.setQueryData(queryKeys.liveScore(eventId), { home: data.home.score, away: data.away.score });
  }, [eventId, data, socketOpen, queryClient]);
  const home = data?.home.score;
  const away = data?.away.score;
  return useMemo(() => (home === undefined || away === undefined ? undefined : { home, away }), [home, away]);
}
