import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLiveStatsAnswer, useRefreshOnSocket, useSocketStatsSummary } from '../api/live-stats.ts';
import { MirroredBars, type ComparisonRow } from '../components/MirroredBars.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { formatStat, mergeLiveSummary, statRows, type LiveStatsPage } from '../model/live-stat-rows.ts';

/** Translation key of each statistic's label (the `stats` area of locales/en.json). */
const labelKey = (key: string) => `stats.${key}`;

/**
 * A live-stats comparison page: the `/live_stats` answer's summary with the socket's
 * `statsSummary` laid over it, so a number changes the moment the feed says so. The feed gives
 * totals for the match so far only, so there is no first-half / second-half toggle (yet).
 */
export function LiveStatsScreen({ page, titleKey }: { page: LiveStatsPage; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useLiveStatsAnswer(match.eventId, match.lang, match.live);
  const socket = useSocketStatsSummary(match.eventId);
  useRefreshOnSocket(match.eventId, match.lang, socket);
  const summary = mergeLiveSummary(answer.data?.summary, socket);
  const rows = useMemo<ComparisonRow[]>(
    () =>
      summary
        ? statRows(page, summary).map((row) => ({
            key: row.key,
            label: t(labelKey(row.key)),
            home: formatStat(row.home, row.format, i18n.language),
            away: formatStat(row.away, row.format, i18n.language),
            homeBar: row.homeBar,
            awayBar: row.awayBar,
            ahead: row.ahead,
          }))
        : [],
    [summary, page, t, i18n.language],
  );
  return (
    <StatsFrame titleKey={titleKey} pending={!summary && answer.isPending && Boolean(match.eventId)} empty={!summary}>
      <MirroredBars rows={rows} teams={match.teams} caption={t(titleKey)} />
    </StatsFrame>
  );
}
