import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { commentarySchema, type Commentary } from '../../../../contract/protocol.ts';
import { answerKey, useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';

const parseLine = schemaParser(commentarySchema);

/** Puts a line from the socket at the top of the list, once (a line the answer already has is not repeated). */
export function withLine(lines: readonly Commentary[], line: Commentary): Commentary[] {
  return [line, ...lines.filter((candidate) => candidate.id !== line.id)];
}

/**
 * `GET /commentary/{eventId}`: every line so far, newest first, in the fan's language, with each
 * `commentary` socket message added at the top as it arrives.
 */
export function useCommentary(eventId: string | undefined, lang: Language) {
  const queryClient = useQueryClient();
  const live = useLiveFeed();
  const query = useFeedAnswer(endpoints.commentary, { eventId, lang }, { staleMs: 0 });
  useEffect(() => {
    if (!eventId) return;
    return live.on('commentary', parseLine, (line) => {
      queryClient.setQueryData<{ lines: Commentary[] }>(answerKey(endpoints.commentary, eventId, lang), (answer) =>
        answer ? { lines: withLine(answer.lines, line) } : answer,
      );
    });
  }, [eventId, lang, live, queryClient]);
  return query;
}
