import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { pitchViewPollMs } from '../../../rules/timings.ts';
import { useCompetitionViz } from '../api/competition-viz.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { contentMaxWidthPx } from '../../../rules/constants.ts';

// Twelve mown bands across the 105 m length; every other one is painted in the stripe colour.
const bandWidth = 105 / 12;
const stripedBands = Array.from({ length: 6 }, (_, index) => (2 * index + 1) * bandWidth);

/**
 * The 2D pitch view: the latest ball events on a pitch drawn from the home goal line. It is an
 * overlay of the shell (SPEC section 2 "Layout"): kept while the fan looks at other pages, and
 * polled only while seen.
 */
export function PitchView({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const { eventId, lang } = useWidgetQuery();
  const view = useCompetitionViz(eventId, lang, { pollMs: visible ? pitchViewPollMs : false });
  // Hidden, it is not polled: shown again, it asks at once rather than show play that is minutes old.
  const { refetch } = view;
  const shown = useRef(visible);
  useEffect(() => {
    if (visible && !shown.current) void refetch();
    shown.current = visible;
  }, [visible, refetch]);
  return (
    <Box
      data-testid="pitch-view"
      hidden={!visible}
      sx={{ display: visible ? 'block' : 'none', width: '100%', maxWidth: contentMaxWidthPx, mx: 'auto', px: 1.5, boxSizing: 'border-box' }}
    >
      {view.isError ? (
        <EmptyState title={t('empty.noResult')} />
      ) : (
        <Box
          component="svg"
          viewBox="0 0 105 68"
          role="img"
          aria-label={t('areas.pitchView')}
          sx={{ width: '100%', display: 'block', bgcolor: 'pitch.grass', borderRadius: 1 }}
        >
          <Box component="g" sx={(theme) => ({ fill: (theme.vars ?? theme).palette.pitch.stripe })}>
            {stripedBands.map((x) => (
              <rect key={x} x={x} y="0" width={bandWidth} height="68" />
            ))}
          </Box>
          <Box component="g" sx={(theme) => ({ fill: 'none', stroke: (theme.vars ?? theme).palette.pitch.line })} strokeWidth="0.4">
            <rect x="1" y="1" width="103" height="66" />
            <line x1="52.5" y1="1" x2="52.5" y2="67" />
            <circle cx="52.5" cy="34" r="9.15" />
            <rect x="1" y="13.85" width="16.5" height="40.3" />
            <rect x="87.5" y="13.85" width="16.5" height="40.3" />
          </Box>
          {(view.data?.events ?? []).map((event, index, all) => (
            <Box
              component="circle"
              key={event.id}
              cx={(event.x / 100) * 105}
              cy={(event.y / 100) * 68}
              r={event.kind === 'goal' ? 1.8 : 1.1}
              // Ringed in the line colour, so a marker reads on the grass whatever the team's colour.
              sx={(theme) => ({
                fill: (theme.vars ?? theme).palette.chart[event.side],
                stroke: (theme.vars ?? theme).palette.pitch.line,
                strokeWidth: 0.3,
                opacity: 0.35 + (0.65 * (index + 1)) / all.length,
              })}
            >
              <title>{`${event.minute}' ${event.playerName ?? ''} ${t(`areas.${event.kind === 'goal' ? 'scorers' : 'shotChart'}`)}`}</title>
            </Box>
          ))}
        </Box>
      )}
      {view.data && view.data.events.length === 0 ? (
        <Typography variant="small" component="p" sx={{ mt: 1, color: 'text.secondary', textAlign: 'center' }}>
          {t('events.waitingForPlay')}
        </Typography>
      ) : null}
      {view.data?.credit ? (
        <Typography data-testid="powered-by" variant="tiny" component="p" sx={{ mt: 0.5, color: 'text.secondary', textAlign: 'right' }}>
          {t('common.poweredBy', { defaultValue: 'Powered by' })} {view.data.credit}
        </Typography>
      ) : null}
    </Box>
  );
}
