import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useIncidents } from '../../../api/incidents.ts';
import { liveStatsPollMs, useLiveStatsAnswer, useRefreshOnSocket, useSocketStatsSummary } from '../api/live-refresh.ts';
import { MomentumChart } from '../components/MomentumChart.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { TeamLegend } from '../components/TeamLegend.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { momentumModel } from '../model/momentum.ts';

/** `/stats/live-stats/momentum`: the page hides the scroll (the catalogue says so), so the chart fits the frame. */
export function MomentumScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useLiveStatsAnswer(match.eventId, match.lang, match.live);
  const incidents = useIncidents(match.eventId, match.lang, { pollMs: match.live ? liveStatsPollMs : false });
  useRefreshOnSocket(match.eventId, match.lang, useSocketStatsSummary(match.eventId));
  const momentum = answer.data?.momentum;
  const incidentList = incidents.data?.incidents;
  const model = useMemo(() => (momentum ? momentumModel(momentum, incidentList ?? []) : undefined), [momentum, incidentList]);
  return (
    <StatsFrame titleKey={titleKey} answer={answer} eventId={match.eventId} empty={!model || model.bars.length === 0}>
      {model ? (
        <>
          <TeamLegend teams={match.teams} />
          <MomentumChart model={model} teams={match.teams} />
        </>
      ) : null}
    </StatsFrame>
  );
}
