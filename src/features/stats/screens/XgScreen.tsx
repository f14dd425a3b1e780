import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLiveStatsAnswer, useRefreshOnSocket, useSocketStatsSummary } from '../api/live-refresh.ts';
import { ShotDetails } from '../components/ShotDetails.tsx';
import { ShotMap } from '../components/ShotMap.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { TeamLegend } from '../components/TeamLegend.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { XgTimeline } from '../components/XgTimeline.tsx';
import { defaultShot, xgTimelineModel } from '../model/expected-goals.ts';
import { axisPosition, seriesMoments } from '../model/match-timeline.ts';

/** `/stats/live-stats/xg`: the xG step timeline and the shot map with the chosen shot's details. */
export function XgScreen({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useLiveStatsAnswer(match.eventId, match.lang, match.live);
  useRefreshOnSocket(match.eventId, match.lang, useSocketStatsSummary(match.eventId));
  const [chosen, setChosen] = useState<string | undefined>();
  const shots = answer.data?.shots;
  const momentum = answer.data?.momentum;
  const view = useMemo(() => {
    if (!shots) return undefined;
    // The minutes played so far (the momentum series) carry the lines to the present.
    const played = seriesMoments(momentum ?? []);
    const model = xgTimelineModel(shots, played);
    const last = played.at(-1);
    const end = last ? axisPosition(model.axis, last) : 0;
    return { model, end };
  }, [shots, momentum]);
  const selected = shots?.find((shot) => shot.id === chosen) ?? (shots ? defaultShot(shots) : undefined);
  return (
    // A match without a shot yet is a fact, not missing data: 0.00 xG each on an empty shot map.
    <StatsFrame titleKey={titleKey} answer={answer} eventId={match.eventId} empty={!view}>
      {view && shots ? (
        <>
          <TeamLegend teams={match.teams} />
          <Typography variant="large" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
            {t('stats.xgTimeline')}
          </Typography>
          <XgTimeline model={view.model} teams={match.teams} end={view.end} language={i18n.language} />
          <Typography variant="large" component="h2" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
            {t('areas.shotChart')}
          </Typography>
          <ShotMap shots={shots} teams={match.teams} selectedId={selected?.id} onSelect={setChosen} language={i18n.language} />
          {selected ? <ShotDetails shot={selected} teams={match.teams} language={i18n.language} /> : null}
          {shots.length === 0 ? (
            <Typography variant="small" component="p" data-testid="no-shots" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('stats.noShots')}
            </Typography>
          ) : null}
        </>
      ) : null}
    </StatsFrame>
  );
}
