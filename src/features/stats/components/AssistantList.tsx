import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { evidence, type Evidence, type PlayerEvent, type TeamEvent } from '../model/assistant-filters.ts';
import {
  eventChoices,
  lineChoices,
  matchCountChoices,
  shareChoices,
  shareText,
  type AssistantLine,
  type AssistantWords,
} from '../model/assistant-words.ts';
import { recordCredits } from '../model/credits.ts';
import { competitionName } from '../../../rules/competition-name.ts';
import { EvidenceMarks } from './EvidenceMarks.tsx';
import { FilterMenu, FilterToggle } from './FilterToggle.tsx';
import { RankedList, RankedRow, rankedIndent } from './RankedRow.tsx';
import { StatsFrame } from './StatsFrame.tsx';
import type { Assistant } from './use-assistant.ts';

/** What a row's evidence says: one sentence of the words module per assistant. */
export type EvidenceSentence = (shown: Evidence, average: number, about: AssistantLine, words: AssistantWords) => string;

/**
 * The list both assistants draw: the fan's filters, each a row with its label on the left, then
 * each player or team with its share over the line and its evidence, the sentence and the window
 * match by match. What it shows comes from `useAssistant`; what it says, from assistant-words.ts.
 */
export function AssistantList<E extends PlayerEvent | TeamEvent>({
  titleKey,
  assistant,
  sentence,
}: {
  titleKey: string;
  assistant: Assistant<E>;
  sentence: EvidenceSentence;
}) {
  const { t, i18n } = useTranslation();
  const words: AssistantWords = { t, language: i18n.language };
  const { kind, match, filters, change, event, yesNo, threshold, rows } = assistant;
  const about: AssistantLine = { event, line: threshold, yesNo };
  return (
    <StatsFrame
      titleKey={titleKey}
      pending={assistant.pending}
      empty={assistant.failed}
      emptyTitle={t('empty.noResult')}
      credits={recordCredits(assistant.sources, t, i18n.language)}
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
          options={eventChoices(assistant.events, words)}
          onChange={assistant.choose}
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
            options={lineChoices(words)}
            onChange={(value) => change({ thresholds: { ...filters.thresholds, [kind]: value } })}
          />
        )}
        <FilterToggle
          label={t('stats.matches')}
          testId="filter-matches"
          value={assistant.matches}
          options={matchCountChoices(words)}
          onChange={(value) => change({ matchCounts: { ...filters.matchCounts, [kind]: value } })}
        />
        <FilterToggle
          label={t('stats.share')}
          testId="filter-percent"
          value={filters.percentOver}
          options={shareChoices(words)}
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
      {/* Which matches "the last N" are: the one window of every "last N" (docs/feed-protocol.md), named. */}
      {assistant.window ? (
        <Typography variant="small" component="p" data-testid="assistant-window" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('stats.windowCompetition', { competition: competitionName(assistant.window, t), season: assistant.window.season })}
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t('empty.noResultsForFilters')} detail={t('empty.changeParameters')} />
      ) : (
        <RankedList testId="assistant-rows">
          {rows.map((row) => {
            const shown = evidence(row, filters.mostRecentFirst);
            return (
              <RankedRow key={row.id} side={row.side} name={row.name} value={shareText(row.percentage, words)} detail={row.detail}>
                <Typography variant="small" component="p" data-testid="evidence" sx={{ pl: rankedIndent }}>
                  {sentence(shown, row.average, about, words)}
                  {/* Fewer matches than asked: said, not silently shown. */}
                  {shown.matches < assistant.matches
                    ? ` ${t('stats.onlyInRecords', { count: shown.matches, asked: assistant.matches })}`
                    : null}
                </Typography>
                <Box sx={{ pl: rankedIndent }}>
                  <EvidenceMarks marks={shown.marks} side={row.side} />
                </Box>
              </RankedRow>
            );
          })}
        </RankedList>
      )}
      {assistant.removed > 0 ? (
        <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('empty.zeroPercentRemoved')}
        </Typography>
      ) : null}
    </StatsFrame>
  );
}
