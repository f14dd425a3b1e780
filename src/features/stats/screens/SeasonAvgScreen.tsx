import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useSeasonAverages } from '../api/season-averages.ts';
import { MirroredBars, type ComparisonRow } from '../components/MirroredBars.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { formatStat } from '../model/live-stat-rows.ts';
import { seasonView, type SeasonPage, type SeasonRow } from '../model/season-averages.ts';

/**
 * `/stats/season-avg/*`: results averages per match with the matches they are over, then the
 * season model's figures under their own heading, labelled as modelled.
 */
export function SeasonAvgScreen({ page, titleKey }: { page: SeasonPage; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useSeasonAverages(match.eventId, match.lang);
  const view = answer.data ? seasonView(page, answer.data) : undefined;
  const comparison = (rows: SeasonRow[]): ComparisonRow[] =>
    rows.map((row) => ({
      key: row.key,
      label: t(row.labelKey),
      home: formatStat(row.home, row.format, i18n.language),
      away: formatStat(row.away, row.format, i18n.language),
      homeBar: row.homeBar,
      awayBar: row.awayBar,
      ahead: null,
    }));
  const sampleLine = (side: 'home' | 'away') =>
    view && view.sample[side] > 0
      ? t('stats.sampleMatches', { team: match.teams[side].name, count: view.sample[side] })
      : `${match.teams[side].name}: ${t('empty.teamNotPlayed')}`;
  return (
    <StatsFrame titleKey={titleKey} pending={answer.isPending && Boolean(match.eventId)} empty={!view}>
      {view ? (
        <>
          {view.results.length ? (
            <>
              <Typography variant="large" component="h2" sx={{ fontWeight: 700 }}>
                {t('stats.resultsPerMatch')}
              </Typography>
              <Box data-testid="season-sample" sx={{ color: 'text.secondary', mb: 1 }}>
                <Typography variant="small" component="p">
                  {sampleLine('home')}
                </Typography>
                <Typography variant="small" component="p">
                  {sampleLine('away')}
                </Typography>
              </Box>
              {/* Without a match played by either team there is no average to draw, only the sentence. */}
              {view.sample.home + view.sample.away > 0 ? (
                <MirroredBars rows={comparison(view.results)} teams={match.teams} caption={t('stats.resultsPerMatch')} />
              ) : null}
            </>
          ) : null}
          {view.modelled.length ? (
            <>
              <Typography variant="large" component="h2" sx={{ fontWeight: 700, mt: view.results.length ? 2 : 0 }}>
                {t('stats.modelledPerMatch')}
              </Typography>
              <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('stats.modelledNote')}
              </Typography>
              <MirroredBars rows={comparison(view.modelled)} teams={match.teams} caption={t('stats.modelledPerMatch')} />
            </>
          ) : null}
        </>
      ) : null}
    </StatsFrame>
  );
}
