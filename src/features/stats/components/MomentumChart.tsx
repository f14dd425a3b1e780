import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { scaleLinear } from 'd3-scale';
import { memo, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { minuteLabel } from '../model/match-timeline.ts';
import { markerLanes, type MomentumMarker, type MomentumModel } from '../model/momentum.ts';
import { narrowestChartWidth, timeScale } from './chart-geometry.ts';
import { TimeAxisLabels } from './TimeAxisLabels.tsx';
import { useElementWidth } from '../../../components/use-element-width.ts';
import type { TeamNames } from './use-stats-match.ts';

/** The pressure bars' height, the band of the markers nearest them, and the band of the minute labels. */
const plotHeight = 130;
const markerBand = 20;
const axisBand = 18;
/** A marker's width and the room after it (a goal's ball is 11 px across): closer markers take another lane. */
const markerSpan = 13;
const laneStep = 13;

/**
 * The momentum chart: each minute's pressure, home up from the midline and away down, with the
 * added-time stretches shaded, a line between the halves, and goals (a ball) and red cards (a card)
 * above for home and below for away. Memoised on its model: a socket update that leaves the model
 * alone costs nothing, and one that changes it redraws a few hundred plain SVG nodes.
 */
export const MomentumChart = memo(function MomentumChart({ model, teams }: { model: MomentumModel; teams: TeamNames }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const captionId = useId();
  const { ref, width: chartWidth } = useElementWidth<HTMLElement>(narrowestChartWidth);
  const scale = timeScale(model.axis, 2, chartWidth - 2);
  const { x, breaks, bands } = scale;
  const lanes = markerLanes(model.markers, markerSpan / (x(1) - x(0)));
  const outermostLane = (side: 'home' | 'away') =>
    Math.max(0, ...model.markers.flatMap((marker, index) => (marker.side === side ? [lanes[index]!] : [])));
  // Home markers above the bars, away below, each side's band as deep as its lanes need.
  const top = markerBand + laneStep * outermostLane('home');
  const bottom = top + plotHeight;
  const mid = (top + bottom) / 2;
  const height = bottom + markerBand + laneStep * outermostLane('away') + axisBand;
  const pressure = scaleLinear()
    .domain([0, 100])
    .range([0, mid - top]);
  const barWidth = Math.max(0.5, x(1) - x(0) - 0.6);
  const teamName = (side: 'home' | 'away') => teams[side].name;
  const markerText = (marker: MomentumMarker) =>
    [
      t(marker.kind === 'goal' ? 'incidents.goal' : 'incidents.redCard'),
      `${minuteLabel(marker.moment)}'`,
      marker.playerName,
      `(${teamName(marker.side)})`,
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <Box component="figure" ref={ref} sx={{ m: 0 }}>
      <svg viewBox={`0 0 ${chartWidth} ${height}`} width="100%" role="img" aria-labelledby={captionId} data-testid="momentum-chart">
        {bands.map(([from, to]) => (
          <rect
            key={from}
            x={x(from)}
            y={top}
            width={x(to) - x(from)}
            height={bottom - top}
            fill={palette.action.hover}
            data-testid="added-time"
          />
        ))}
        {model.bars.map((bar, index) => (
          <g key={index}>
            {bar.home > 0 ? (
              <rect
                x={x(bar.position - 1) + 0.3}
                y={mid - pressure(bar.home)}
                width={barWidth}
                height={pressure(bar.home)}
                fill={palette.chart.home}
              />
            ) : null}
            {bar.away > 0 ? (
              <rect x={x(bar.position - 1) + 0.3} y={mid} width={barWidth} height={pressure(bar.away)} fill={palette.chart.away} />
            ) : null}
          </g>
        ))}
        <line x1={x(0)} x2={x(model.axis.length)} y1={mid} y2={mid} stroke={palette.text.secondary} strokeWidth={0.75} />
        {breaks.map((at) => (
          <g key={at} data-testid="period-break">
            <line
              x1={x(at)}
              x2={x(at)}
              y1={top - 2}
              y2={bottom + 2}
              stroke={palette.text.secondary}
              strokeDasharray="3 2"
              strokeWidth={0.75}
            />
          </g>
        ))}
        {model.markers.map((marker, index) => (
          <Marker
            key={marker.id}
            marker={marker}
            cx={x(marker.position - 0.5)}
            cy={
              marker.side === 'home' ? top - markerBand / 2 - laneStep * lanes[index]! : bottom + markerBand / 2 + laneStep * lanes[index]!
            }
          />
        ))}
        <TimeAxisLabels scale={scale} baseline={height - 4} />
      </svg>
      <Typography id={captionId} component="figcaption" variant="small" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('stats.momentumSummary', {
          home: teamName('home'),
          homeMinutes: model.minutesOnTop.home,
          away: teamName('away'),
          awayMinutes: model.minutesOnTop.away,
        })}
      </Typography>
      {model.markers.length ? (
        <Box component="ul" sx={visuallyHidden}>
          {model.markers.map((marker) => (
            <li key={marker.id}>{markerText(marker)}</li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
});

/** A goal is a ball (a ringed circle), a red card an upright card. */
function Marker({ marker, cx, cy }: { marker: MomentumMarker; cx: number; cy: number }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  if (marker.kind === 'redCard') {
    return <rect data-marker="redCard" x={cx - 3.5} y={cy - 5} width={7} height={10} rx={1} fill={palette.incident.redCard} />;
  }
  return (
    <g data-marker="goal" data-side={marker.side}>
      <circle cx={cx} cy={cy} r={5.5} fill={palette.incident.goal} stroke={palette.text.primary} strokeWidth={1} />
      <circle cx={cx} cy={cy} r={1.8} fill={palette.text.primary} />
    </g>
  );
}
