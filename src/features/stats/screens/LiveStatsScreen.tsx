import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAvailability } from '../../../api/availability.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useLiveStatsAnswer, useRefreshOnSocket, useSocketStatsSummary } from '../api/live-refresh.ts';
import { MirroredBars, type ComparisonRow } from '../components/MirroredBars.tsx';
import { periodChoiceKey, PeriodToggle } from '../components/PeriodToggle.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import {
  effectiveChoice,
  formatStat,
  mergeLiveSummary,
  periodOptions,
  periodSummary,
  statRows,
  type LiveStatsPage,
  type PeriodChoice,
} from '../model/live-stat-rows.ts';
import { answerCredits } from '../model/credits.ts';

/** Translation key of each statistic's label (the `stats` area of locales/en.json). */
const labelKey = (key: string) => `stats.${key}`;

/**
 * The fan's period choice per match for this visit: moving between the live-stats pages keeps
 * it, another match starts from the whole match. UI state only; the numbers stay in the query cache.
 */
const chosenPeriods = new Map<string, PeriodChoice>();

/**
 * A live-stats comparison page: the `/live_stats` answer's summary with the socket's
 * `statsSummary` laid over it, so a number changes the moment the feed says so. The contests
 * (tackles, duels, ...) and a half's numbers come from the answer, which every socket update asks
 * for again (at most every 10 s) and the poll keeps fresh. When the feed gives the summary per
 * period, a toggle shows a half (or extra time) alone. A match without event data (availability's
 * `eventData` false) shows only what its sources hold and says so; once the feed serves its
 * published full-time totals, the credits line names where they were published (with the
 * provider of the event data, for a match that has it).
 */
export function LiveStatsScreen({ page, titleKey }: { page: LiveStatsPage; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useLiveStatsAnswer(match.eventId, match.lang, match.live);
  // The answer's rows are drawn in a render React may interrupt, not in the query's synchronous
  // one: on a slow phone the first answer's page is the longest task of its load (total blocking
  // time). Until that render is done the page stays pending, never empty.
  const data = useDeferredValue(answer.data);
  const drawing = data === undefined && answer.data !== undefined;
  const socket = useSocketStatsSummary(match.eventId);
  const availability = useAvailability(match.eventId, match.lang);
  const heldOnly = availability.data?.features.eventData === false;
  const published = data?.published;
  useRefreshOnSocket(match.eventId, match.lang, socket);
  const eventKey = match.eventId ?? '';
  const [wanted, setWanted] = useState<{ eventId: string; choice: PeriodChoice }>(() => ({
    eventId: eventKey,
    choice: chosenPeriods.get(eventKey) ?? 'match',
  }));
  const options = periodOptions(data?.periods);
  // A choice made for another match, or one this answer cannot show, falls back to the whole match.
  const choice = effectiveChoice(wanted.eventId === eventKey ? wanted.choice : 'match', options);
  const choose = (next: PeriodChoice) => {
    chosenPeriods.set(eventKey, next);
    setWanted({ eventId: eventKey, choice: next });
  };
  const summary = choice === 'match' ? mergeLiveSummary(data?.summary, socket) : periodSummary(data?.periods, choice, data?.momentum);
  const rows = useMemo<ComparisonRow[]>(
    () =>
      summary
        ? statRows(page, summary, { heldOnly }).map((row) => ({
            key: row.key,
            label: t(labelKey(row.key)),
            home: formatStat(row.home, row.format, i18n.language),
            away: formatStat(row.away, row.format, i18n.language),
            homeBar: row.homeBar,
            awayBar: row.awayBar,
            ahead: row.ahead,
          }))
        : [],
    [summary, page, heldOnly, t, i18n.language],
  );
  const caption = choice === 'match' ? t(titleKey) : `${t(titleKey)}: ${t(periodChoiceKey[choice])}`;
  // A half's figures are the match's own, never the published full-time totals.
  const publishedShown = Boolean(published) && choice === 'match';
  const credits = answerCredits(
    { credit: data?.credit, published: publishedShown ? published : undefined, sources: data?.sources },
    t,
    i18n.language,
  );
  return (
    // The socket's summary alone is not drawn: the answer (periods, source line), the availability
    // (which rows a match without event data keeps) and the team names would each move it when they land.
    <StatsFrame
      titleKey={titleKey}
      pending={Boolean(match.eventId) && (match.teamsPending || drawing || [answer, availability].some((known) => known.isPending))}
      empty={!summary}
      credits={credits}
    >
      {options.length > 0 && <PeriodToggle options={options} choice={choice} onChange={choose} />}
      <MirroredBars rows={rows} teams={match.teams} caption={caption} />
      {heldOnly && !publishedShown ? (
        <Typography variant="small" component="p" data-testid="facts-only" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('stats.factsOnly')}
        </Typography>
      ) : null}
    </StatsFrame>
  );
}
