import { isLiveStage } from '../../../../contract/stage-groups.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useEventData } from '../../../api/event-data.ts';
import { useEventStatus } from '../../../api/event-status.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';

export interface TeamNames {
  home: { name: string; code: string };
  away: { name: string; code: string };
}

export interface StatsMatch {
  eventId: string | undefined;
  lang: Language;
  /** The ball is rolling (SPEC section 4 live group): answers are polled and the socket refreshes them. */
  live: boolean;
  teams: TeamNames;
  /** The event's data (its teams) has yet to answer. */
  teamsPending: boolean;
}

/**
 * The match a stats screen shows: its id, language, whether it is live, and the team names as every
 * screen names them (a national team in the fan's language; N/A until known, SPEC 3).
 */
export function useStatsMatch(notAvailable: string): StatsMatch {
  const { eventId, lang, stages } = useWidgetQuery();
  const eventData = useEventData(eventId, lang);
  const status = useEventStatus(eventId, stages?.[0], lang);
  const teamName = useTeamName();
  const stage = status.data?.status ?? eventData.data?.status ?? stages?.[0];
  const team = (side: 'home' | 'away') => ({
    name: (eventData.data && teamName(eventData.data[side])) || notAvailable,
    code: eventData.data?.[side].code || notAvailable,
  });
  return {
    eventId,
    lang,
    live: isLiveStage(stage),
    teams: { home: team('home'), away: team('away') },
    teamsPending: eventData.isPending,
  };
}
