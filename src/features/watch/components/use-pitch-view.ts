import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Side } from '../../../../contract/protocol.ts';
import { useEventData } from '../../../api/event-data.ts';
import { eventDetailsQueryOptions } from '../../../api/event-details.ts';
import { useLiveStats } from '../../../api/live-stats.ts';
import { useMatchPlayerStats } from '../../../api/player-stats.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { pitchViewPollMs } from '../../../rules/timings.ts';
import { useCompetitionViz } from '../api/competition-viz.ts';

/**
 * The pitch view's answers: its ball events, live stats (shots, figures, periods), the players'
 * figures (polled only while their overlay is open), the teams' names and the shoot-out's kicks
 * (from the same answer the shell's score starts from). The ball events and live stats are polled
 * only while the details (the shot map, the counts) are seen: the live tracker moves by the
 * socket's messages and reads of them only the credit, so a poll's parse and render stay off its
 * messages. Details shown again ask at once rather than show
 * play that is minutes old.
 */
export function usePitchView({ visible, detailsOpen, playersOpen }: { visible: boolean; detailsOpen: boolean; playersOpen: boolean }) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const { eventId, lang } = useWidgetQuery();
  const polled = visible && detailsOpen;
  const pollMs = polled ? pitchViewPollMs : false;
  const view = useCompetitionViz(eventId, lang, { pollMs });
  const stats = useLiveStats(eventId, lang, { pollMs });
  const players = useMatchPlayerStats(eventId, lang, { pollMs: visible && playersOpen ? pitchViewPollMs : false });
  const eventData = useEventData(eventId, lang);
  const details = useQuery(eventDetailsQueryOptions(useFeedConfig().origin, eventId, lang));

  const { refetch } = view;
  const { refetch: refetchStats } = stats;
  const wasPolled = useRef(polled);
  useEffect(() => {
    if (polled && !wasPolled.current) {
      void refetch();
      void refetchStats();
    }
    wasPolled.current = polled;
  }, [polled, refetch, refetchStats]);

  const teams: Record<Side, string> = {
    home: (eventData.data?.home.name && teamName(eventData.data.home)) || t('common.notAvailable'),
    away: (eventData.data?.away.name && teamName(eventData.data.away)) || t('common.notAvailable'),
  };
  return { view, stats: stats.data, players: players.data?.players, shootout: details.data?.shootout, teams };
}
