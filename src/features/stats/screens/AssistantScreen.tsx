import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import {
  playerAssistantDataSchema,
  playerAssistantDocument,
  teamAssistantDataSchema,
  teamAssistantDocument,
} from '../api/analytics-documents.ts';
import { useAnalyticsQuery } from '../api/analytics-query.ts';
import { EvidenceMarks } from '../components/EvidenceMarks.tsx';
import { FilterMenu, FilterToggle } from '../components/FilterToggle.tsx';
import { RankedList, RankedRow, rankedIndent } from '../components/RankedRow.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useAssistantFilters } from '../components/use-assistant-filters.ts';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { recordCredits } from '../model/credits.ts';
import {
  eventLabelKeys,
  evidence,
  matchCounts,
  offeredEvents,
  overPercent,
  percentOverOptions,
  playerEvents,
  teamEvents,
  thresholds,
  yesNoEvents,
  type MatchMark,
} from '../model/assistant-filters.ts';

interface AssistantRow {
  id: string;
  name: string;
  side: 'home' | 'away';
  detail: string;
  hits: number;
  matches: number;
  appearances?: number | null;
  percentage: number;
  average: number;
  lastMatches: MatchMark[];
}

/**
 * `/stats/assistant` and `/stats/team-assistant`: how often each player (or team) went over a line
 * in its last matches, from the analytics service, with the fan's filters kept between visits.
 * Every figure carries its evidence: the sentence "over 0.5 goals in 4 of the last 6 matches (6
 * played)" and the window match by match.
 */
export function AssistantScreen({ kind, titleKey }: { kind: 'player' | 'team'; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const [filters, change] = useAssistantFilters();
  // What the records hold for this match, from the service's answer: until it has answered, goals
  // only (every team's record holds its goals), so no event is offered that the match cannot have.
  const [servedEvents, setServedEvents] = useState<readonly string[]>(['GOALS']);
  const events = offeredEvents<string>(kind === 'player' ? playerEvents : teamEvents, filters.majorOnly, servedEvents);
  const chosenEvent = kind === 'player' ? filters.activeEventPlayer : filters.activeEventTeam;
  const event = events.includes(chosenEvent) ? chosenEvent : 'GOALS';
  const yesNo = yesNoEvents.has(event);
  // A yes-or-no event counts 1 or 0 a match: its only line is "at least once".
  const threshold = yesNo ? 0.5 : filters.thresholds[kind];
  const matches = filters.matchCounts[kind];
  const variables =
    kind === 'player'
      ? { eventId: match.eventId, event, team: filters.activeTeam.toUpperCase(), threshold, matches }
      : { eventId: match.eventId, event, threshold, matches };
  const player = useAnalyticsQuery(
    kind === 'player' ? match.eventId : undefined,
    match.lang,
    'playerAssistant',
    playerAssistantDocument,
    variables,
    playerAssistantDataSchema,
  );
  const team = useAnalyticsQuery(
    kind === 'team' ? match.eventId : undefined,
    match.lang,
    'teamAssistant',
    teamAssistantDocument,
    variables,
    teamAssistantDataSchema,
  );
  const query = kind === 'player' ? player : team;
  const answer = kind === 'player' ? player.data?.playerAssistant : team.data?.teamAssistant;
  // The query keeps its previous answer while the next loads, so the choice does not flicker.
  const answeredEvents = answer?.offeredEvents;
  if (answeredEvents && answeredEvents.join() !== servedEvents.join()) setServedEvents(answeredEvents);
  const allRows: AssistantRow[] =
    kind === 'player'
      ? (player.data?.playerAssistant?.rows ?? []).map((row) => ({
          id: row.player.id,
          name: row.player.shortName,
          side: row.player.team.side === 'HOME' ? 'home' : 'away',
          detail: [row.player.team.code, t(`positions.${positionKey(row.player.position)}`, { defaultValue: row.player.position })].join(
            ' · ',
          ),
          hits: row.hits,
          matches: row.matches,
          appearances: row.appearances,
          percentage: row.percentage,
          average: row.average,
          lastMatches: row.lastMatches,
        }))
      : (team.data?.teamAssistant?.rows ?? [])
          .filter((row) => filters.activeTeam === 'both' || row.team.side.toLowerCase() === filters.activeTeam)
          .map((row) => ({
            id: row.team.code,
            name: row.team.name,
            side: row.team.side === 'HOME' ? 'home' : 'away',
            detail: row.team.code,
            hits: row.hits,
            matches: row.matches,
            percentage: row.percentage,
            average: row.average,
            lastMatches: row.lastMatches,
          }));
  const rows = overPercent(allRows, filters.percentOver);
  const removed = kind === 'player' ? (player.data?.playerAssistant?.removedPlayers ?? 0) : 0;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const eventLabel = t(eventLabelKeys[event as keyof typeof eventLabelKeys]);
  const unavailable = !query.authorised && Boolean(match.eventId);
  return (
    <StatsFrame
      titleKey={titleKey}
      pending={query.authorised && query.isPending}
      empty={unavailable || query.isError}
      emptyTitle={t('empty.noResult')}
      credits={recordCredits(answer?.sources ?? [], t, i18n.language)}
    >
      {/* Each filter a row, its label on the left taking at most a third of the phone's width. */}
      <Box
        data-testid="assistant-filters"
        sx={{ display: 'grid', gridTemplateColumns: 'fit-content(30%) minmax(0, 1fr)', columnGap: 1, rowGap: 0.75, mb: 1.5 }}
      >
        <FilterMenu
          label={t('stats.event')}
          testId="filter-event"
          value={event}
          options={events.map((value) => ({ value, label: t(eventLabelKeys[value as keyof typeof eventLabelKeys]) }))}
          onChange={(value) => change(kind === 'player' ? { activeEventPlayer: value as never } : { activeEventTeam: value as never })}
        />
        <FilterToggle
          label={t('stats.eventsShown')}
          testId="filter-events-shown"
          value={filters.majorOnly ? 'major' : 'all'}
          options={[
            { value: 'all', label: t('filters.allEvents') },
            { value: 'major', label: t('filters.majorOnly') },
          ]}
          onChange={(value) => change({ majorOnly: value === 'major' })}
        />
        <FilterToggle
          label={t('table.team')}
          testId="filter-team"
          value={filters.activeTeam}
          options={[
            { value: 'both', label: t('common.both') },
            { value: 'home', label: match.teams.home.code, fullLabel: `${t('filters.home')} · ${match.teams.home.name}` },
            { value: 'away', label: match.teams.away.code, fullLabel: `${t('filters.away')} · ${match.teams.away.name}` },
          ]}
          onChange={(value) => change({ activeTeam: value })}
        />
        {yesNo ? null : (
          <FilterToggle
            label={t('stats.line')}
            testId="filter-line"
            value={threshold}
            options={thresholds.map((value) => ({
              value,
              label: number.format(value),
              fullLabel: t('stats.overLine', { line: number.format(value) }),
            }))}
            onChange={(value) => change({ thresholds: { ...filters.thresholds, [kind]: value } })}
          />
        )}
        <FilterToggle
          label={t('stats.matches')}
          testId="filter-matches"
          value={matches}
          options={matchCounts.map((value) => ({ value, label: number.format(value), fullLabel: t('filters.lastN', { count: value }) }))}
          onChange={(value) => change({ matchCounts: { ...filters.matchCounts, [kind]: value } })}
        />
        <FilterToggle
          label={t('stats.share')}
          testId="filter-percent"
          value={filters.percentOver}
          options={percentOverOptions.map((value) => ({
            value,
            label: value === 0 ? t('stats.anyShare') : percent.format(value / 100),
            fullLabel: value === 0 ? undefined : t('filters.percentOver', { percent: value }),
          }))}
          onChange={(value) => change({ percentOver: value })}
        />
        <FilterToggle
          label={t('stats.order')}
          testId="filter-order"
          value={filters.mostRecentFirst ? 'recent' : 'oldest'}
          options={[
            { value: 'recent', label: t('filters.mostRecentFirst') },
            { value: 'oldest', label: t('stats.oldestFirst') },
          ]}
          onChange={(value) => change({ mostRecentFirst: value === 'recent' })}
        />
      </Box>
      {rows.length === 0 ? (
        <EmptyState title={t('empty.noResultsForFilters')} detail={t('empty.changeParameters')} />
      ) : (
        <RankedList testId="assistant-rows">
          {rows.map((row) => {
            const shown = evidence(row, filters.mostRecentFirst);
            return (
              <RankedRow key={row.id} side={row.side} name={row.name} value={percent.format(row.percentage / 100)} detail={row.detail}>
                <Typography variant="small" component="p" data-testid="evidence" sx={{ pl: rankedIndent }}>
                  {kind === 'team'
                    ? t(yesNo ? 'stats.evidenceTeamYesNo' : 'stats.evidenceTeam', {
                        line: number.format(threshold),
                        event: eventLabel,
                        hits: shown.hits,
                        matches: shown.matches,
                      })
                    : shown.appearances === null
                      ? t('stats.evidencePlayerOnRecord', {
                          line: number.format(threshold),
                          event: eventLabel,
                          hits: shown.hits,
                          matches: shown.matches,
                        })
                      : t('stats.evidencePlayer', {
                          line: number.format(threshold),
                          event: eventLabel,
                          hits: shown.hits,
                          matches: shown.matches,
                          appearances: shown.appearances,
                        })}
                  {yesNo ? null : <> {t('stats.averagePerMatch', { average: number.format(row.average) })}</>}
                </Typography>
                <Box sx={{ pl: rankedIndent }}>
                  <EvidenceMarks marks={shown.marks} side={row.side} />
                </Box>
              </RankedRow>
            );
          })}
        </RankedList>
      )}
      {removed > 0 ? (
        <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('empty.zeroPercentRemoved')}
        </Typography>
      ) : null}
    </StatsFrame>
  );
}

/** GraphQL's POSITION names to the `positions` area's keys. */
function positionKey(position: string): string {
  return position.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
