import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { TeamNames } from './use-stats-match.ts';
import { SideSwatch } from './SideSwatch.tsx';

/**
 * The two teams over a comparison: home on the left, away on the right, each with its colour and
 * its marker shape (a circle for home, a square for away), and the words home and away under the
 * names, so the sides differ by more than colour. Names wrap rather than being cut on a phone.
 */
export function TeamLegend({ teams }: { teams: TeamNames }) {
  const { t } = useTranslation();
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 1 }}>
      {(['home', 'away'] as const).map((side) => (
        <Box key={side} sx={{ minWidth: 0, textAlign: side === 'home' ? 'left' : 'right' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexDirection: side === 'home' ? 'row' : 'row-reverse' }}>
            <SideSwatch side={side} />
            <Typography variant="small" component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {teams[side].name}
            </Typography>
          </Box>
          <Typography variant="small" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t(side === 'home' ? 'common.home' : 'common.away')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
