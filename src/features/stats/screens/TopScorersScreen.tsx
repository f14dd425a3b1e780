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
 * competition's data has none, the analytics service's modelled table, labelled as such. Ranked
 * by our documented tie-breaks (model/rankings.ts).
 */
export function TopScorersScreen({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const facts = useTopScorers(match.eventId, match.lang);
  const needModel = facts.data?.available === false;
  const model = useAnalyticsQuery(
    needModel ? match.eventId : undefined,
    match.lang,
    'topScorers',
    topScorersDocument,
    { eventId: match.eventId, ...analyticsVariables },
    topScorersDataSchema,
  );
  const rows: ScorerRow[] = needModel
    ? (model.data?.topScorers?.rows ?? [])
    : (facts.data?.rows ?? []).map((row) => ({
        name: row.name,
        teamCode: row.team.code,
        teamName: row.team.name,
        goals: row.goals,
        penalties: row.penalties,
        appearances: null,
      }));
  const modelled = needModel && model.data?.topScorers?.origin === 'MODEL';
  const pending = Boolean(match.eventId) && (facts.isPending || (needModel && model.authorised && model.isPending));
  const ranked = rankScorers(rows, i18n.language);
  return (
    <StatsFrame titleKey={titleKey} pending={pending} empty={ranked.length === 0}>
      {modelled ? (
        <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('stats.modelledScorers')}
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
