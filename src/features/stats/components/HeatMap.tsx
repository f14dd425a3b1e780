import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Side } from '../../../../contract/protocol.ts';
import { metrePitch } from '../../../../contract/pitch.ts';
import { Pitch } from '../../../components/Pitch.tsx';
import { TeamPalette } from '../../../components/TeamPalette.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { lanes, thirds, type HeatMapView } from '../model/heat-map.ts';

const { length, width } = metrePitch;
/** Opacity of the faintest and the busiest non-empty cell: an empty cell stays grass. */
const faintest = 0.14;
const busiest = 0.9;
const legendSteps = [0.25, 0.5, 0.75, 1];

/** The sentence that stands in for the map: where most of the player's touches were. */
export function useHeatMapSummary(view: HeatMapView, language: string): string | undefined {
  const { t } = useTranslation();
  const zone = view.busiestZone;
  if (!zone) return undefined;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return t('stats.heatMapBusiest', {
    lane: t(`stats.lanes.${zone.lane}`),
    third: t(`stats.thirds.${zone.third}`),
    share: percent.format(zone.share),
    touches: view.total,
  });
}

/**
 * A player's touches on a whole pitch, his attacking direction to the right and his left at the
 * top: each grid cell is tinted in his team's chart colour, stronger the more touches it holds
 * (the busiest cell is the top of the scale). Dashed lines mark the thirds the summary speaks of.
 * The sentence under it and a visually hidden table of the zones' shares are its text alternative;
 * `periodLabel` names the period drawn, where the fan chose one, in the table's caption.
 */
export function HeatMap({ view, side, language, periodLabel }: { view: HeatMapView; side: Side; language: string; periodLabel?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const summary = useHeatMapSummary(view, language);
  const cellLength = length / view.columns;
  const cellWidth = width / view.rows;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const line = { fill: 'none', stroke: palette.pitch.line, strokeWidth: 0.35 };
  return (
    <Box>
      <TeamPalette surface="pitch">
        <Pitch
          arcs={false}
          spots={false}
          goals={false}
          aria-hidden="true"
          data-testid="heat-map"
          under={view.cells.map((cell) =>
            cell.touches === 0 ? null : (
              <rect
                key={`${cell.column}-${cell.row}`}
                x={cell.column * cellLength}
                y={cell.row * cellWidth}
                width={cellLength}
                height={cellWidth}
                fill={palette.chart[side]}
                fillOpacity={faintest + (busiest - faintest) * cell.intensity}
                data-touches={cell.touches}
              />
            ),
          )}
        >
          {[1, 2].map((third) => (
            <line
              key={third}
              x1={(length * third) / 3}
              y1={0}
              x2={(length * third) / 3}
              y2={width}
              {...line}
              strokeDasharray="1.5 1.5"
              data-testid="third-line"
            />
          ))}
        </Pitch>
      </TeamPalette>
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 0.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
            {`${t('stats.touches')}: 0`}
          </Typography>
          <svg width={4 * 14} height={12} viewBox={`0 0 ${4 * 14} 12`}>
            {legendSteps.map((step, index) => (
              <rect
                key={step}
                x={index * 14}
                y={0}
                width={13}
                height={12}
                fill={palette.chart[side]}
                fillOpacity={faintest + (busiest - faintest) * step}
              />
            ))}
          </svg>
          <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
            {view.busiestCell}
          </Typography>
        </Box>
        <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
          {`${t('stats.attackingDirection')} →`}
        </Typography>
      </Box>
      {summary ? (
        <Typography variant="default" component="p" data-testid="heat-map-summary" sx={{ mt: 1 }}>
          {summary}
        </Typography>
      ) : null}
      <Box sx={visuallyHidden}>
        <table>
          <caption>
            {t('stats.heatMapTable', { touches: view.total })}
            {periodLabel ? ` (${periodLabel})` : null}
          </caption>
          <thead>
            <tr>
              <td />
              {lanes.map((lane) => (
                <th key={lane} scope="col">
                  {t(`stats.lanes.${lane}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {thirds.map((third) => (
              <tr key={third}>
                <th scope="row">{t(`stats.thirds.${third}`)}</th>
                {lanes.map((lane) => (
                  <td key={lane}>{percent.format(view.zones.find((zone) => zone.third === third && zone.lane === lane)!.share)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
