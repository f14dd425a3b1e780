import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { pitchLengthM, pitchWidthM, shotMarkers, type Shot, type ShotMarker } from '../model/expected-goals.ts';
import { momentOf, minuteLabel } from '../model/match-timeline.ts';
import { shotLabels } from '../model/shot-labels.ts';
import { FilterSelect } from './FilterSelect.tsx';
import type { TeamNames } from './use-stats-match.ts';

const half = pitchLengthM / 2;
const margin = 1.5;

interface ShotMapProps {
  shots: readonly Shot[];
  teams: TeamNames;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  language: string;
}

/**
 * Both teams' shots on one half pitch, goal at the top. A marker's area is proportional to the
 * chance's xG; goals are filled and drawn last, the rest hollow; home shots are circles and away
 * shots squares. Tapping a marker or choosing a shot from the list shows its details; the list and
 * a visually hidden table are the map's text alternative.
 */
export function ShotMap({ shots, teams, selectedId, onSelect, language }: ShotMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const markers = useMemo(() => shotMarkers(shots), [shots]);
  const xg = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const describe = (shot: Shot) => {
    const labels = shotLabels(shot);
    return `${minuteLabel(momentOf(shot))}' ${shot.playerName} (${teams[shot.side].code}) · ${t(labels.outcome)} · ${xg.format(shot.xg)} xG`;
  };
  const line = { fill: 'none', stroke: palette.pitch.line, strokeWidth: 0.3 };
  return (
    <Box>
      <svg
        viewBox={`${-margin} ${-margin} ${pitchWidthM + 2 * margin} ${half + 2 * margin}`}
        width="100%"
        aria-hidden="true"
        data-testid="shot-map"
        style={{ display: 'block', maxHeight: 360 }}
      >
        <rect x={-margin} y={-margin} width={pitchWidthM + 2 * margin} height={half + 2 * margin} fill={palette.pitch.grass} />
        <rect x={0} y={0} width={pitchWidthM} height={half} {...line} />
        <rect x={(pitchWidthM - 40.32) / 2} y={0} width={40.32} height={16.5} {...line} />
        <rect x={(pitchWidthM - 18.32) / 2} y={0} width={18.32} height={5.5} {...line} />
        <rect x={(pitchWidthM - 7.32) / 2} y={-1.2} width={7.32} height={1.2} {...line} />
        <circle cx={pitchWidthM / 2} cy={11} r={0.3} fill={palette.pitch.line} />
        <path d={`M ${pitchWidthM / 2 - 7.3} 16.5 A 9.15 9.15 0 0 0 ${pitchWidthM / 2 + 7.3} 16.5`} {...line} />
        <path d={`M ${pitchWidthM / 2 - 9.15} ${half} A 9.15 9.15 0 0 1 ${pitchWidthM / 2 + 9.15} ${half}`} {...line} />
        {markers.map((marker) => (
          <MarkerShape key={marker.shot.id} marker={marker} selected={marker.shot.id === selectedId} onSelect={onSelect} />
        ))}
      </svg>
      <FilterSelect
        label={t('stats.chooseShot')}
        value={selectedId ?? ''}
        options={shots.map((shot) => ({ value: shot.id, label: describe(shot) }))}
        onChange={onSelect}
        testId="shot-select"
        sx={{ mt: 1 }}
      />
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('areas.shotChart')}</caption>
          <tbody>
            {shots.map((shot) => (
              <tr key={shot.id}>
                <td>{describe(shot)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

function MarkerShape({ marker, selected, onSelect }: { marker: ShotMarker; selected: boolean; onSelect: (id: string) => void }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const colour = palette.chart[marker.shot.side];
  const common = {
    fill: marker.filled ? colour : 'none',
    stroke: selected ? palette.text.primary : marker.filled ? palette.pitch.line : colour,
    strokeWidth: selected ? 0.7 : 0.45,
    pointerEvents: 'all' as const,
    style: { cursor: 'pointer' },
    onClick: () => onSelect(marker.shot.id),
    'data-shot': marker.shot.id,
    'data-outcome': marker.shot.outcome,
    'data-side': marker.shot.side,
  };
  if (marker.shot.side === 'home') return <circle cx={marker.cx} cy={marker.cy} r={marker.r} {...common} />;
  // A square of the circle's area: side r·√π.
  const side = marker.r * Math.sqrt(Math.PI);
  return <rect x={marker.cx - side / 2} y={marker.cy - side / 2} width={side} height={side} {...common} />;
}
