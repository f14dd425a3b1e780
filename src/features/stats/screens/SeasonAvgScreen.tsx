import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StatTable } from '../../../components/StatTable.tsx';
import { useSeasonPlayerStats } from '../api/season-player-stats.ts';
import { useSeasonAverages } from '../api/season-averages.ts';
import { MirroredBars, type ComparisonRow } from '../components/MirroredBars.tsx';
import { SideSwatch } from '../components/SideSwatch.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { formatStat } from '../model/live-stat-rows.ts';
import {
  per90LabelKeys,
  per90MinimumMinutes,
  per90StatOf,
  playerPer90Rows,
  seasonView,
  type PlayerPer90Row,
  type SeasonPage,
  type SeasonRow,
} from '../model/season-averages.ts';

/**
 * `/stats/season-avg/*`: results averages per match with the matches (and minutes) they are over,
 * per 90 minutes too where a match did not last 90; then the figures counted from event data
 * (shots, passes, corners, fouls, tackles) under their own heading, with the matches they cover,
 * or a sentence that no match so far has event data; a note says when per match is per 90
 * minutes. Then the players of both squads by the page's statistic per 90 minutes played, each
 * with his sample (matches and minutes), over their recorded appearances only. The measured
 * figures' provider, as the answer names it, is in the credits line.
 */
export function SeasonAvgScreen({ page, titleKey }: { page: SeasonPage; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useSeasonAverages(match.eventId, match.lang);
  const view = answer.data ? seasonView(page, answer.data) : undefined;
  const players = useSeasonPlayerStats(match.eventId, match.lang);
  const per90Rows = players.data ? playerPer90Rows(page, players.data, i18n.language) : [];
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
  const whole = new Intl.NumberFormat(i18n.language);
  const sampleLine = (side: 'home' | 'away') => {
    const sample = view?.sample[side];
    const team = match.teams[side].name;
    if (!sample || sample.matches === 0) return `${team}: ${t('empty.teamNotPlayed')}`;
    return sample.minutes === undefined
      ? t('stats.sampleMatches', { team, count: sample.matches })
      : t('stats.sampleMatchesMinutes', { team, count: sample.matches, minutes: whole.format(sample.minutes) });
  };
  const measuredLine = (side: 'home' | 'away') => {
    const sample = view?.measuredSample[side];
    const team = match.teams[side].name;
    if (!sample) return null;
    return sample.minutes === undefined
      ? t('stats.measuredSampleMatches', { team, count: sample.matches })
      : t('stats.measuredSample', { team, count: sample.matches, minutes: whole.format(sample.minutes) });
  };
  return (
    <StatsFrame titleKey={titleKey} answer={answer} eventId={match.eventId} empty={!view}>
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
                {/* The feed counts the match in play with its score so far (docs/feed-protocol.md). */}
                {match.live && view.sample.home.matches + view.sample.away.matches > 0 ? (
                  <Typography variant="small" component="p" data-testid="live-match-counted">
                    {t('stats.liveMatchCounted')}
                  </Typography>
                ) : null}
              </Box>
              {/* Without a match played by either team there is no average to draw, only the sentence. */}
              {view.sample.home.matches + view.sample.away.matches > 0 ? (
                <MirroredBars rows={comparison(view.results)} teams={match.teams} caption={t('stats.resultsPerMatch')} />
              ) : null}
              {view.resultsPer90.length ? (
                <Box data-testid="results-per90" sx={{ mt: 1.5 }}>
                  <Typography variant="default" component="h3" sx={{ fontWeight: 700 }}>
                    {t('stats.resultsPer90')}
                  </Typography>
                  <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                    {t('stats.resultsPer90Note')}
                  </Typography>
                  <MirroredBars rows={comparison(view.resultsPer90)} teams={match.teams} caption={t('stats.resultsPer90')} />
                </Box>
              ) : null}
            </>
          ) : null}
          {view.measured.length ? (
            <>
              <Typography variant="large" component="h2" sx={{ fontWeight: 700, mt: view.results.length ? 2 : 0 }}>
                {t('stats.measuredPerMatch')}
              </Typography>
              <Typography variant="small" component="p" sx={{ color: 'text.secondary' }}>
                {t('stats.measuredNote')}
              </Typography>
              <Box data-testid="measured-sample" sx={{ color: 'text.secondary', mb: 1 }}>
                {(['home', 'away'] as const).map((side) => {
                  const line = measuredLine(side);
                  return line ? (
                    <Typography key={side} variant="small" component="p">
                      {line}
                    </Typography>
                  ) : null;
                })}
              </Box>
              <MirroredBars rows={comparison(view.measured)} teams={match.teams} caption={t('stats.measuredPerMatch')} />
            </>
          ) : (
            <Typography variant="small" component="p" data-testid="measured-none" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {t('stats.measuredNone')}
            </Typography>
          )}
          <Typography variant="small" component="p" data-testid="per-match-note" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('stats.perMatchPer90Note')}
          </Typography>
          {per90Rows.length ? <PlayersPer90 page={page} rows={per90Rows} language={i18n.language} /> : null}
        </>
      ) : null}
    </StatsFrame>
  );
}

/** The players' per-90 table: who, his sample (matches, minutes), and the rate. */
function PlayersPer90({ page, rows, language }: { page: SeasonPage; rows: PlayerPer90Row[]; language: string }) {
  const { t } = useTranslation();
  const stat = t(per90LabelKeys[per90StatOf[page]]);
  const rate = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(language);
  return (
    <>
      <Typography variant="large" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
        {t('stats.playersPer90')}
      </Typography>
      <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('stats.per90Note', { minutes: per90MinimumMinutes, stat })}
      </Typography>
      <StatTable
        caption={t('stats.playersPer90')}
        testId="players-per90"
        rows={rows}
        rowKey={(row) => row.playerId}
        // Ranked by the rate (model/season-averages.ts); the heading says so to a screen reader.
        sort={{ key: 'per90', direction: 'descending' }}
        rowHeader={{
          key: 'name',
          label: t('stats.player'),
          fullName: t('stats.player'),
          cell: (row) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <SideSwatch side={row.side} size={10} />
              <span>
                {row.name}
                <Box component="span" sx={{ color: 'text.secondary' }}>{` ${row.teamCode}`}</Box>
              </span>
            </Box>
          ),
        }}
        columns={[
          {
            key: 'appearances',
            label: t('stats.appearancesShort'),
            fullName: t('stats.appearances'),
            cell: (row) => whole.format(row.appearances),
          },
          { key: 'minutes', label: t('stats.minutesShort'), fullName: t('stats.minutesPlayed'), cell: (row) => whole.format(row.minutes) },
          {
            key: 'per90',
            label: `${stat} ${t('stats.per90Short')}`,
            fullName: `${stat} ${t('stats.per90Short')}`,
            cell: (row) => rate.format(row.per90),
          },
        ]}
      />
    </>
  );
}
