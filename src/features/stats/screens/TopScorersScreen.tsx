import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { topScorersDataSchema, topScorersDocument } from '../api/analytics-documents.ts';
import { useAnalyticsQuery } from '../api/analytics-query.ts';
import { useTopScorers } from '../api/top-scorers.ts';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { rankScorers, type ScorerRow } from '../model/rankings.ts';

const analyticsVariables = { limit: 20 };

/**
 * `/stats/top-scorers`: the competition's scorers from real results (`/top_scorers`); when the
 * competition's results name none, the analytics service's table of the scorers our records do
 * know (those of the matches with event data), with a line saying how few matches that is.
 * Ranked by our documented tie-breaks (model/rankings.ts).
 */
export function TopScorersScreen({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const facts = useTopScorers(match.eventId, match.lang);
  const needRecords = facts.data?.available === false;
  const records = useAnalyticsQuery(
    needRecords ? match.eventId : undefined,
    match.lang,
    'topScorers',
    topScorersDocument,
    { eventId: match.eventId, ...analyticsVariables },
    topScorersDataSchema,
  );
  const rows: ScorerRow[] = needRecords
    ? (records.data?.topScorers?.rows ?? [])
    : (facts.data?.rows ?? []).map((row) => ({
        name: row.name,
        teamCode: row.team.code,
        teamName: row.team.name,
        goals: row.goals,
        penalties: row.penalties,
        appearances: null,
      }));
  const coverage = needRecords ? records.data?.topScorers?.coverage : undefined;
  const partial = coverage !== undefined && !coverage.complete;
  const pending = Boolean(match.eventId) && (facts.isPending || (needRecords && records.authorised && records.isPending));
  const ranked = rankScorers(rows, i18n.language);
  return (
    <StatsFrame
      titleKey={titleKey}
      pending={pending}
      empty={ranked.length === 0}
      emptyTitle={partial ? t('stats.partialScorers', { counted: coverage.matchesCounted, played: coverage.matchesPlayed }) : undefined}
    >
      {partial ? (
        <Typography variant="small" component="p" data-testid="scorers-coverage" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('stats.partialScorers', { counted: coverage.matchesCounted, played: coverage.matchesPlayed })}
        </Typography>
      ) : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          data-testid="top-scorers"
          sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { py: 0.75, px: 0.5, textAlign: 'left' } }}
        >
          <caption style={{ textAlign: 'left', captionSide: 'bottom', paddingTop: 8 }}>
            <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
              {t('stats.tieBreakNote')}
            </Typography>
          </caption>
          <thead>
            <Box component="tr" sx={{ borderBottom: 1, borderColor: 'divider', '& th': { typography: 'small', color: 'text.secondary' } }}>
              <th scope="col">{t('table.rank')}</th>
              <th scope="col">{t('stats.player')}</th>
              <th scope="col">{t('table.team')}</th>
              <Box component="th" scope="col" sx={{ textAlign: 'right !important' }}>
                {t('stats.goals')}
              </Box>
            </Box>
          </thead>
          <tbody>
            {ranked.map((row) => (
              <Box
                component="tr"
                key={`${row.name}-${row.teamCode}`}
                sx={{ borderBottom: 1, borderColor: 'divider', typography: 'default' }}
              >
                <td>{row.rank}</td>
                <Box component="td" sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                  {row.penalties ? (
                    <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
                      {' '}
                      ({t('stats.penaltiesCount', { penalties: row.penalties })})
                    </Typography>
                  ) : null}
                </Box>
                <td>{row.teamCode}</td>
                <Box component="td" sx={{ textAlign: 'right !important', fontWeight: 700 }}>
                  {row.goals}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
    </StatsFrame>
  );
}
