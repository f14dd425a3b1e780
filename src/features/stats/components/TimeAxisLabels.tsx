import { useTheme } from '@mui/material/styles';
import { labelSize, type TimeScale } from './chart-geometry.ts';

/**
 * The minute labels under a time chart (0', 45', 90'…), as many as fit without touching. Each is
 * marked as a tick label: the one text a fan reads at 11 px rather than 12.
 */
export function TimeAxisLabels({ scale: { ticks }, baseline }: { scale: Pick<TimeScale, 'ticks'>; baseline: number }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  return ticks.map((tick) => (
    <text
      key={tick.text}
      data-chart-tick
      x={tick.at}
      y={baseline}
      fontSize={labelSize}
      fill={palette.text.secondary}
      textAnchor={tick.anchor}
    >
      {tick.text}
    </text>
  ));
}
