import Box from '@mui/material/Box';
import type { Side } from '../../../../contract/protocol.ts';

/**
 * A team's badge from the brand's team colours: a shield in palette.chart[side] with the team's code
 * in the text colour checked against it (chart.onHome / onAway). Decorative: the name is beside it.
 */
export function TeamBadge({ side, code, size = 36 }: { side: Side; code: string; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 36 40"
      aria-hidden="true"
      data-testid={`badge-${side}`}
      sx={{ width: size, height: (size * 10) / 9, flex: 'none' }}
    >
      <Box component="path" d="M18 1L34 6v13c0 10-7 16.5-16 20C9 35.5 2 29 2 19V6z" fill="currentColor" sx={{ color: `chart.${side}` }} />
      <Box
        component="text"
        x="18"
        y="24"
        textAnchor="middle"
        fill="currentColor"
        sx={{ color: side === 'home' ? 'chart.onHome' : 'chart.onAway', fontSize: 11, fontWeight: 700 }}
      >
        {code.slice(0, 3)}
      </Box>
    </Box>
  );
}
