import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import type { LiveStatsSummary } from '../../../../contract/protocol.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { answerKey } from '../../../lib/api/feed-answer.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { useLiveStats } from '../../../api/live-stats.ts';
import { useMatchPlayerStats } from '../../../api/player-stats.ts';

/** While the ball rolls, the section's answers are asked again at least this often. */
export const liveStatsPollMs = 30_000;
/** A socket update asks for the charts again at most this often (the summary itself is instant). */
export const liveStatsRefreshMinMs = 10_000;

/** The section's screens read the live statistics polled while the ball rolls. */
export function useLiveStatsAnswer(eventId: string | undefined, lang: Language, live: boolean) {
  return useLiveStats(eventId, lang, { pollMs: live ? liveStatsPollMs : false });
}

/** The match's player statistics for the section's table, polled while the ball rolls. */
export function usePlayerStats(eventId: string | undefined, lang: Language, live: boolean) {
  return useMatchPlayerStats(eventId, lang, { pollMs: live ? liveStatsPollMs : false });
}

/** What the socket last said about the statistics (LiveFeedProvider writes it into the cache). */
export function useSocketStatsSummary(eventId: string | undefined): LiveStatsSummary | null | undefined {
  const { data } = useQuery<LiveStatsSummary | null>({ queryKey: queryKeys.liveStatsSummary(eventId ?? ''), queryFn: skipToken });
  return data;
}

/**
 * A socket update means the shots and the momentum have moved too: ask for the charts again, at
 * most every `liveStatsRefreshMinMs`, so a burst of messages costs one request.
 */
export function useRefreshOnSocket(eventId: string | undefined, lang: Language, socketSummary: LiveStatsSummary | null | undefined) {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(0);
  useEffect(() => {
    if (!eventId || !socketSummary) return;
    const wait = lastRefresh.current + liveStatsRefreshMinMs - Date.now();
    const refresh = () => {
      lastRefresh.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: answerKey(endpoints.liveStats, eventId, lang) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.incidents(eventId, lang) });
    };
    if (wait <= 0) {
      refresh();
      return;
    }
    const timer = setTimeout(refresh, wait);
    return () => clearTimeout(timer);
  }, [eventId, lang, socketSummary, queryClient]);
}
