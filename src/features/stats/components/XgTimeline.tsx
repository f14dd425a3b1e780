import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { scaleLinear } from 'd3-scale';
import { curveStepAfter, line } from 'd3-shape';
import { memo, useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Side } from '../../../../contract/protocol.ts';
import type { XgStep, XgTimelineModel } from '../model/expected-goals.ts';
import { labelSize, narrowestChartWidth, timeScale } from './chart-geometry.ts';
import { TimeAxisLabels } from './TimeAxisLabels.tsx';
import { useElementWidth } from '../../../components/use-element-width.ts';
import type { TeamNames } from './use-stats-match.ts';

const height = 160;
const top = 14;
const bottom = height - 20;
const left = 26;

/**
 * Each side's cumulative xG as a step line: home solid, away dashed (the sides differ by more than
 * colour), a filled dot where a shot was a goal, the half-time line and added time as on the
 * momentum chart. The summary sentence under it is its text alternative.
 */
export const XgTimeline = memo(function XgTimeline({
  model,
  teams,
  end,
  language,
}: {
  model: XgTimelineModel;
  teams: TeamNames;
  end: number;
  language: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const captionId = useId();
  const { ref, width: chartWidth } = useElementWidth<HTMLElement>(narrowestChartWidth);
  const scale = timeScale(model.axis, left, chartWidth - 4);
  const { x, breaks, bands } = scale;
  const yMax = Math.max(1, Math.ceil(Math.max(model.totals.home, model.totals.away) * 2) / 2);
  const y = scaleLinear().domain([0, yMax]).range([bottom, top]);
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const path = (steps: XgStep[]) => {
    const points: [number, number][] = [[0, 0], ...steps.map((step): [number, number] => [step.position - 0.5, step.total])];
    points.push([Math.max(end, points.at(-1)![0]), points.at(-1)![1]]);
    return (
      line<[number, number]>()
        .x(([at]) => x(at))
        .y(([, total]) => y(total))
        .curve(curveStepAfter)(points) ?? ''
    );
  };
  const sentence = (side: Side) =>
    t('stats.xgSummary', {
      team: teams[side].name,
      xg: number.format(model.totals[side]),
      shots: model.shots[side],
      goals: model.goals[side],
    });
  return (
    <Box component="figure" ref={ref} sx={{ m: 0 }}>
      <svg viewBox={`0 0 ${chartWidth} ${height}`} width="100%" role="img" aria-labelledby={captionId} data-testid="xg-timeline">
        {bands.map(([from, to]) => (
          <rect key={from} x={x(from)} y={top} width={x(to) - x(from)} height={bottom - top} fill={palette.action.hover} />
        ))}
        {breaks.map((at) => (
          <line
            key={at}
            x1={x(at)}
            x2={x(at)}
            y1={top}
            y2={bottom}
            stroke={palette.text.secondary}
            strokeDasharray="3 2"
            strokeWidth={0.75}
          />
        ))}
        <line x1={left} x2={chartWidth - 4} y1={bottom} y2={bottom} stroke={palette.text.secondary} strokeWidth={0.75} />
        {[0, yMax / 2, yMax].map((value) => (
          <text
            key={value}
            data-chart-tick
            x={left - 4}
            y={y(value) + 4}
            fontSize={labelSize}
            fill={palette.text.secondary}
            textAnchor="end"
          >
            {new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value)}
          </text>
        ))}
        <path d={path(model.steps.home)} fill="none" stroke={palette.chart.home} strokeWidth={2} data-side="home" />
        <path d={path(model.steps.away)} fill="none" stroke={palette.chart.away} strokeWidth={2} strokeDasharray="5 3" data-side="away" />
        {(['home', 'away'] as const).flatMap((side) =>
          model.steps[side]
            .filter((step) => step.shot.outcome === 'goal')
            .map((step) => (
              <circle
                key={step.shot.id}
                data-goal={side}
                cx={x(step.position - 0.5)}
                cy={y(step.total)}
                r={4}
                fill={palette.chart[side]}
                stroke={palette.background.paper}
                strokeWidth={1.5}
              />
            )),
        )}
        <TimeAxisLabels scale={scale} baseline={height - 4} />
      </svg>
      <Typography id={captionId} component="figcaption" variant="small" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {sentence('home')} {sentence('away')}
      </Typography>
    </Box>
  );
});
