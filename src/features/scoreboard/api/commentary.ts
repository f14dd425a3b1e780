import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { commentarySchema, type Commentary } from '../../../../contract/protocol.ts';
import { periodIds } from '../../../../contract/vocabulary.ts';
import { answerKey, useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';

const parseLine = schemaParser(commentarySchema);

/** Where a line stands in the match, to order by: its period, minute, added minute and shoot-out kick; undefined for a line with none (half time). */
function momentOf(line: Commentary): number | undefined {
  if (line.period === undefined) return undefined;
  return periodIds.indexOf(line.period) * 1e7 + (line.minute ?? 0) * 1e4 + (line.addedMinute ?? 0) * 100 + (line.kick ?? 0);
}

/**
 * Puts a line from the socket in the list (newest first), once: a line the list holds by its id is
 * replaced where it stands (a late change: the goal taken back is the VAR decision under its id);
 * a new one goes above every line not later than it, so a line that came late (a provider's late
 * event) stands at its minute, and one of now at the top. A line with no minute of its own (half
 * time) stands just after the line below it.
 */
export function withLine(lines: readonly Commentary[], line: Commentary): Commentary[] {
  if (lines.some((candidate) => candidate.id === line.id)) return lines.map((candidate) => (candidate.id === line.id ? line : candidate));
  const at = momentOf(line);
  if (at === undefined) return [line, ...lines];
  const moments: number[] = [];
  for (let index = lines.length - 1, below = -Infinity; index >= 0; index -= 1) {
    below = momentOf(lines[index]!) ?? below + 0.5;
    moments[index] = below;
  }
  const place = moments.findIndex((moment) => moment <= at);
  return place === -1 ? [...lines, line] : [...lines.slice(0, place), line, ...lines.slice(place)];
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
