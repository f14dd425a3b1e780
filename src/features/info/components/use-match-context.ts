import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isLiveStage, isPreMatchStage } from '../../../../contract/stage-groups.ts';
import { useEventData } from '../../../api/event-data.ts';
import { useEventStatus } from '../../../api/event-status.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { answerKey, infoAnswersKey } from '../../../lib/api/feed-answer.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useLiveScore } from '../../../lib/realtime/use-live.ts';

/** While the ball rolls, the line-ups and the table are asked for again this often. */
export const livePollMs = 20_000;

/**
 * The match an info screen is about: its query, its stage and whether it is live. While it is,
 * the live answers are polled and asked for again the moment the score changes, so the table
 * recalculates and the line-ups show a goal without waiting for the next poll.
 */
export function useMatchContext() {
  const query = useWidgetQuery();
  const status = useEventStatus(query.eventId, query.stages?.[0], query.lang);
  const eventData = useEventData(query.eventId, query.lang);
  const stage = status.data?.status ?? query.stages?.[0];
  const live = isLiveStage(stage);
  const score = useLiveScore(query.eventId);
  const queryClient = useQueryClient();
  const lastScore = useRef<string | null>(null);
  const scoreKey = `${score.home}-${score.away}`;
  useEffect(() => {
    if (!query.eventId) return;
    if (lastScore.current !== null && lastScore.current !== scoreKey && live) {
      void queryClient.invalidateQueries({ queryKey: infoAnswersKey(query.eventId) });
      // The line-ups, the incidents and the players' figures are endpoints the section shares with others.
      void queryClient.invalidateQueries({ queryKey: queryKeys.lineups(query.eventId, query.lang) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.incidents(query.eventId, query.lang) });
      void queryClient.invalidateQueries({ queryKey: answerKey(endpoints.playerStats, query.eventId, query.lang) });
    }
    lastScore.current = scoreKey;
  }, [scoreKey, live, query.eventId, query.lang, queryClient]);
  // The score of this match as the side header shows it, once the ball has rolled.
  const shownScore =
    stage && !isPreMatchStage(stage) && typeof score.home === 'number' && typeof score.away === 'number'
      ? ([score.home, score.away] as const)
      : undefined;
  return { ...query, stage, live, score: shownScore, eventData: eventData.data ?? undefined, pollMs: live ? livePollMs : (false as const) };
}
