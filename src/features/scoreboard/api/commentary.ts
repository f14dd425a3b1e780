import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import { commentaryAnswerSchema } from '../../../../contract/match-data.ts';
import { commentarySchema, type Commentary } from '../../../../contract/protocol.ts';
import { getMatchJson } from '../../../lib/api/client.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { sectionQueryKeys } from '../../../lib/api/section-query-keys.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';

const parse = schemaParser(commentaryAnswerSchema);
const parseLine = schemaParser(commentarySchema);

/** `GET /commentary/{eventId}`: every line so far, newest first, in the fan's language. */
export function commentaryQueryOptions(origin: string, eventId: string | undefined, lang: Language) {
  return queryOptions({
    queryKey: sectionQueryKeys.commentary(eventId ?? '', lang),
    queryFn: ({ signal }) => getMatchJson(origin, 'commentary', eventId!, lang, parse, signal),
    enabled: Boolean(eventId),
  });
}

/** Puts a line from the socket at the top of the list, once (a line the answer already has is not repeated). */
export function withLine(lines: readonly Commentary[], line: Commentary): Commentary[] {
  return [line, ...lines.filter((candidate) => candidate.id !== line.id)];
}

/** The commentary, with each `commentary` socket message added at the top as it arrives. */
export function useCommentary(eventId: string | undefined, lang: Language) {
  const queryClient = useQueryClient();
  const live = useLiveFeed();
  const query = useQuery(commentaryQueryOptions(useFeedConfig().origin, eventId, lang));
  useEffect(() => {
    if (!eventId) return;
    return live.on('commentary', parseLine, (line) => {
      queryClient.setQueryData<{ lines: Commentary[] }>(sectionQueryKeys.commentary(eventId, lang), (answer) =>
        answer ? { lines: withLine(answer.lines, line) } : answer,
      );
    });
  }, [eventId, lang, live, queryClient]);
  return query;
}
