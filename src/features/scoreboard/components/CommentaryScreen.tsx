import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ContentColumn } from '../../../components/ContentColumn.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonBlock } from '../../../components/PageSkeleton.tsx';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useCommentary } from '../api/commentary.ts';
import { useMatchSources } from '../../../api/match-sources.ts';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits } from '../../../components/source-credits.ts';
import { commentaryColour, commentaryLabelKey } from '../model/commentary-labels.ts';
import { minuteText } from '../../../rules/match-goals.ts';

type Filter = 'all' | 'major';

/**
 * `/scoreboard/commentary`: every line so far, newest first, live from the socket; a filter keeps
 * the major events only. The list is a polite log, so a screen reader hears each new line once.
 */
export default function CommentaryScreen() {
  const { t } = useTranslation();
  const { eventId, lang } = useWidgetQuery();
  const commentary = useCommentary(eventId, lang);
  const match = useMatchSources(eventId, lang).data;
  const [filter, setFilter] = useState<Filter>('all');
  const lines = (commentary.data?.lines ?? []).filter((line) => filter === 'all' || line.major);
  return (
    <ContentColumn>
      <Typography variant="h4" component="h1">
        {t('nav.commentary')}
      </Typography>
      <Box role="group" aria-label={t('filters.mostRecentFirst')} sx={{ display: 'flex', gap: 1, my: 1.5 }}>
        {(['all', 'major'] as const).map((value) => (
          <Box
            key={value}
            component="button"
            type="button"
            aria-pressed={filter === value}
            data-testid={`filter-${value}`}
            onClick={() => setFilter(value)}
            sx={(theme) => ({
              minHeight: 36,
              px: 1.5,
              borderRadius: 999,
              border: 1,
              // The pressed filter in the home team's colour with the text the token build checked on it.
              borderColor: (theme.vars ?? theme).palette.chart.home,
              bgcolor: filter === value ? (theme.vars ?? theme).palette.chart.home : 'transparent',
              color: filter === value ? (theme.vars ?? theme).palette.chart.onHome : (theme.vars ?? theme).palette.text.primary,
              font: 'inherit',
              fontSize: theme.typography.small.fontSize,
              fontWeight: 700,
              cursor: 'pointer',
            })}
          >
            {t(value === 'all' ? 'filters.allEvents' : 'filters.majorOnly')}
          </Box>
        ))}
      </Box>
      {commentary.isPending && eventId ? <SkeletonBlock /> : null}
      {!commentary.isPending && lines.length === 0 ? (
        <EmptyState title={t(filter === 'major' ? 'empty.noResultsForFilters' : 'empty.noResult')} />
      ) : null}
      {/* The log wraps the list: a role on the list itself would take its list semantics away. */}
      <Box role="log" aria-live="polite" aria-label={t('nav.commentary')} data-testid="commentary">
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map((line) => {
            const labelKey = commentaryLabelKey(line.kind);
            const colour = commentaryColour(line.kind);
            return (
              <Box
                key={line.id}
                component="li"
                data-testid="commentary-line"
                data-kind={line.kind}
                sx={(theme) => ({
                  display: 'grid',
                  gridTemplateColumns: '44px minmax(0,1fr)',
                  columnGap: 1,
                  py: 1,
                  borderTop: 1,
                  borderColor: (theme.vars ?? theme).palette.divider,
                })}
              >
                <Typography variant="small" component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {/* A shoot-out kick goes by its number, as on the timeline: the clock stopped at 120'. */}
                  {line.kick !== undefined ? `${line.kick}.` : minuteText(line.minute, line.addedMinute)}
                </Typography>
                {/* A line breaks between phrases, never inside a word: Japanese, written without spaces,
                    by its phrases (auto-phrase reads the page's lang), not between any two characters. */}
                <Box sx={{ minWidth: 0, wordBreak: 'auto-phrase' }}>
                  {labelKey ? (
                    <Typography
                      variant="small"
                      component="p"
                      sx={(theme) => ({
                        display: 'inline-block',
                        px: 0.75,
                        borderRadius: 0.5,
                        fontWeight: 700,
                        textTransform: 'uppercase',
                        letterSpacing: 0.4,
                        ...(colour
                          ? {
                              bgcolor: (theme.vars ?? theme).palette.incident[colour],
                              color: (theme.vars ?? theme).palette.onIncident[colour],
                            }
                          : { color: (theme.vars ?? theme).palette.text.secondary }),
                      })}
                    >
                      {t(labelKey)}
                    </Typography>
                  ) : null}
                  <Typography variant="small" component="p" sx={{ fontWeight: line.major ? 700 : 400, overflowWrap: 'anywhere' }}>
                    {line.text}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      {/* The answer's own sources where it names them, else the match's (StatsBomb's events, the record's facts). */}
      {lines.length > 0 ? <CreditsLine parts={sourceCredits(commentary.data?.sources ?? match?.sources, match?.credit, t, lang)} /> : null}
    </ContentColumn>
  );
}
