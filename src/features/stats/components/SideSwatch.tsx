import { useTheme } from '@mui/material/styles';
import type { Side } from '../../../../contract/protocol.ts';

/** A side's mark: a filled circle for home, a filled square for away, in the team's chart colour. */
export function SideSwatch({ side, size = 12 }: { side: Side; size?: number }) {
  const theme = useTheme();
  const fill = (theme.vars ?? theme).palette.chart[side];
  return (
    <svg width={size} height={size} viewBox="0 0 12 12" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      {side === 'home' ? <circle cx="6" cy="6" r="6" fill={fill} /> : <rect x="0.5" y="0.5" width="11" height="11" fill={fill} />}
    </svg>
  );
}
