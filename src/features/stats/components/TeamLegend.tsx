import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeamNames } from './use-stats-match.ts';
import { SideSwatch } from './SideSwatch.tsx';

/**
 * The two teams over a comparison: home on the left, away on the right, each with its colour and
 * its marker shape (a circle for home, a square for away), so the sides differ by more than colour.
 */
export function TeamLegend({ teams }: { teams: TeamNames }) {
  const { t } = useTranslation();
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
      {(['home', 'away'] as const).map((side) => (
        <Box
          key={side}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, flexDirection: side === 'home' ? 'row' : 'row-reverse' }}
        >
          <SideSwatch side={side} />
          <Typography
            variant="small"
            component="span"
            sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {teams[side].name}
          </Typography>
          <Typography variant="small" component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {t(side === 'home' ? 'common.home' : 'common.away')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
