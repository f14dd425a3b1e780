import Box from '@mui/material/Box';
import type { Side } from '../../../../contract/protocol.ts';

/**
 * A team's badge drawn from the brand's team colours (palette.chart: the fill and the text on it,
 * contrast-checked by the token build): a shield with the team's code. Decorative: the name is
 * beside it.
 */
export function TeamBadge({ side, code, size = 36 }: { side: Side; code: string; size?: number }) {
  const fill = side === 'home' ? 'home' : 'away';
  const on = side === 'home' ? 'onHome' : 'onAway';
  return (
    <Box
      component="svg"
      viewBox="0 0 36 40"
      aria-hidden="true"
      data-testid={`badge-${side}`}
      sx={{ width: size, height: (size * 40) / 36, flex: 'none' }}
    >
      <Box
        component="path"
        d="M18 1L34 6v13c0 10-7 16.5-16 20C9 35.5 2 29 2 19V6z"
        sx={{ fill: (theme) => (theme.vars ?? theme).palette.chart[fill] }}
      />
      <Box
        component="text"
        x="18"
        y="24"
        textAnchor="middle"
        sx={{ fill: (theme) => (theme.vars ?? theme).palette.chart[on], fontSize: 11, fontWeight: 700, letterSpacing: 0.2 }}
      >
        {code.slice(0, 3)}
      </Box>
    </Box>
  );
}
