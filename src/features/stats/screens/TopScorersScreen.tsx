import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { topScorersDataSchema, topScorersDocument } from '../api/analytics-documents.ts';
import { useAnalyticsQuery } from '../api/analytics-query.ts';
import { useTopScorers } from '../api/top-scorers.ts';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { rankScorers, type ScorerRow } from '../model/rankings.ts';
import { recordCredits } from '../model/credits.ts';

const analyticsVariables = { limit: 20 };

/**
 * `/stats/top-scorers`: the competition's scorers from real results (`/top_scorers`); when the
 * competition's results name none, the analytics service's table of the scorers our records do
 * know (those of the matches with event data), with a line saying how few matches that is and
 * the credits line naming who recorded them. Ranked by our documented tie-breaks (model/rankings.ts).
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
      credits={needRecords ? recordCredits(records.data?.topScorers?.sources ?? [], t, i18n.language) : []}
    >
      {partial ? (
        <Typography variant="small" component="p" data-testid="scorers-coverage" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('stats.partialScorers', { counted: coverage.matchesCounted, played: coverage.matchesPlayed })}
        </Typography>
      ) : null}
      <TableContainer>
        <Table
          size="small"
          data-testid="top-scorers"
          aria-label={t(titleKey)}
          sx={{
            '& .MuiTableCell-root': { px: 0.5, py: 0.75, typography: 'default' },
            // A heading is never split inside its word beside the wide player column (not 順/位 or チー/ム at 320 px).
            '& .MuiTableCell-head': { typography: 'small', fontWeight: 600, color: 'text.secondary', wordBreak: 'keep-all' },
          }}
        >
          <caption style={{ captionSide: 'bottom', textAlign: 'left', padding: '8px 0 0' }}>
            {/* A sentence in Japanese breaks between its phrases (auto-phrase reads the page's lang), not inside なら. */}
            <Typography variant="small" component="span" sx={{ color: 'text.secondary', wordBreak: 'auto-phrase' }}>
              {t('stats.tieBreakNote')}
            </Typography>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell aria-label={t('table.rankFull')}>
                <abbr title={t('table.rankFull')} style={{ textDecoration: 'none' }}>
                  {t('table.rank')}
                </abbr>
              </TableCell>
              <TableCell sx={{ width: '100%' }}>{t('stats.player')}</TableCell>
              <TableCell>{t('table.team')}</TableCell>
              <TableCell align="right">{t('stats.goals')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ranked.map((row) => (
              <TableRow key={`${row.name}-${row.teamCode}`}>
                <TableCell>{row.rank}</TableCell>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                  {row.penalties ? (
                    <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
                      {' '}
                      ({t('stats.penaltiesCount', { penalties: row.penalties })})
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <abbr title={row.teamName} style={{ textDecoration: 'none' }}>
                    {row.teamCode}
                  </abbr>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {row.goals}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </StatsFrame>
  );
}
