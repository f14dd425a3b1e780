import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useSeasonPlayerStats } from '../api/player-stats.ts';
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
 * with his sample (matches and minutes), over their recorded appearances only.
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
      <Box
        component="table"
        data-testid="players-per90"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          typography: 'small',
          '& th, & td': { py: 0.75, px: 0.5, textAlign: 'right', verticalAlign: 'top' },
          '& td': { whiteSpace: 'nowrap' },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {t('stats.playersPer90')}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left !important' }}>
              {t('stats.player')}
            </Box>
            <th scope="col">
              <abbr title={t('stats.appearances')}>{t('stats.appearancesShort')}</abbr>
              <Box component="span" sx={visuallyHidden}>{`, ${t('stats.appearances')}`}</Box>
            </th>
            <th scope="col">
              <abbr title={t('stats.minutesPlayed')}>{t('stats.minutesShort')}</abbr>
              <Box component="span" sx={visuallyHidden}>{`, ${t('stats.minutesPlayed')}`}</Box>
            </th>
            <th scope="col">{`${stat} ${t('stats.per90Short')}`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Box component="tr" key={row.playerId} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <Box component="th" scope="row" sx={{ textAlign: 'left !important', fontWeight: 400, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                  <SideSwatch side={row.side} size={10} />
                  <span>
                    {row.name}
                    <Box component="span" sx={{ color: 'text.secondary' }}>{` ${row.teamCode}`}</Box>
                  </span>
                </Box>
              </Box>
              <td>{whole.format(row.appearances)}</td>
              <td>{whole.format(row.minutes)}</td>
              <Box component="td" sx={{ fontWeight: 700 }}>
                {rate.format(row.per90)}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </>
  );
}
