import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Pitch } from '../../../components/Pitch.tsx';
import { TeamPalette } from '../../../components/TeamPalette.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { shotMarkers, type Shot, type ShotMarker } from '../model/expected-goals.ts';
import { momentOf, minuteLabel } from '../model/match-timeline.ts';
import { shotLabels } from '../model/shot-labels.ts';
import { FilterSelect } from './FilterSelect.tsx';
import type { TeamNames } from './use-stats-match.ts';

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
  const markers = useMemo(() => shotMarkers(shots), [shots]);
  const xg = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const describe = (shot: Shot) => {
    const labels = shotLabels(shot);
    return `${minuteLabel(momentOf(shot))}' ${shot.playerName} (${teams[shot.side].code}) · ${t(labels.outcome)} · ${xg.format(shot.xg)} xG`;
  };
  return (
    <Box>
      <TeamPalette surface="pitch">
        <Pitch
          orientation="vertical"
          extent="half"
          margin={1.5}
          lineWidth={0.3}
          aria-hidden="true"
          data-testid="shot-map"
          sx={{ maxHeight: 360 }}
        >
          {markers.map((marker) => (
            <MarkerShape key={marker.shot.id} marker={marker} selected={marker.shot.id === selectedId} onSelect={onSelect} />
          ))}
        </Pitch>
      </TeamPalette>
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
