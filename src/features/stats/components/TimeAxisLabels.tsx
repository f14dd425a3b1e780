import { useTheme } from '@mui/material/styles';
import { labelSize, type TimeScale } from './chart-geometry.ts';

/**
 * The minute labels under a time chart (0', 45', 90'…). The first and last are anchored at their
 * ends so that neither runs off the chart at 320 px.
 */
export function TimeAxisLabels({ scale: { x, ticks }, baseline }: { scale: Pick<TimeScale, 'x' | 'ticks'>; baseline: number }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  return ticks.map((tick, index) => (
    <text
      key={tick.label}
      x={x(tick.at)}
      y={baseline}
      fontSize={labelSize}
      fill={palette.text.secondary}
      textAnchor={index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : 'middle'}
    >
      {tick.label}
    </text>
  ));
}
