import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { TeamNames } from './use-stats-match.ts';
import { TeamLegend } from './TeamLegend.tsx';

export interface ComparisonRow {
  key: string;
  label: string;
  home: string;
  away: string;
  /** 0 to 1 of each side's half. */
  homeBar: number;
  awayBar: number;
  ahead: 'home' | 'away' | null;
}

/**
 * Home-versus-away comparisons as mirrored bars: home grows leftwards from the middle, away
 * rightwards, each in its team's chart colour; the leading value is bold. The bars are drawn for
 * the eye only: a visually hidden table carries the same numbers for screen readers.
 */
export function MirroredBars({ rows, teams, caption }: { rows: ComparisonRow[]; teams: TeamNames; caption: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <TeamLegend teams={teams} />
      <Box component="ul" aria-hidden="true" data-testid="stat-bars" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.key} data-stat={row.key} sx={{ py: 0.75 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(3em, auto) 1fr minmax(3em, auto)', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="default" component="span" data-side="home" sx={{ fontWeight: row.ahead === 'home' ? 700 : 400 }}>
                {row.home}
              </Typography>
              <Typography variant="small" component="span" sx={{ textAlign: 'center', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {row.label}
              </Typography>
              <Typography
                variant="default"
                component="span"
                data-side="away"
                sx={{ textAlign: 'right', fontWeight: row.ahead === 'away' ? 700 : 400 }}
              >
                {row.away}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2px', mt: 0.5 }}>
              <Bar side="home" length={row.homeBar} />
              <Bar side="away" length={row.awayBar} />
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.statistic')}</th>
              <th scope="col">{teams.home.name}</th>
              <th scope="col">{teams.away.name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.home}</td>
                <td>{row.away}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

/** One side's half of the track: home fills from the right edge (the middle), away from the left. */
function Bar({ side, length }: { side: 'home' | 'away'; length: number }) {
  return (
    <Box
      sx={(theme) => ({
        height: 8,
        borderRadius: 1,
        bgcolor: (theme.vars ?? theme).palette.action.hover,
        display: 'flex',
        justifyContent: side === 'home' ? 'flex-end' : 'flex-start',
        overflow: 'hidden',
      })}
    >
      <Box
        sx={(theme) => ({
          width: `${Math.round(length * 1000) / 10}%`,
          bgcolor: (theme.vars ?? theme).palette.chart[side],
          transition: 'width 300ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
      />
    </Box>
  );
}
