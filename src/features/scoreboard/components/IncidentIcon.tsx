import Box from '@mui/material/Box';
import type { Incident } from '../../../../contract/protocol.ts';
import { colourOf } from '../model/match-story.ts';

/**
 * The incident icons of SPEC section 2, our own 16-unit SVGs in the brand's incident colours
 * (palette.incident, marks on them in palette.onIncident). Decorative: the row names the incident
 * in words beside them.
 */
const glyph: Partial<Record<Incident['type'], string>> = {
  // A ball: circle and a pentagon patch.
  goal: 'M8 5.2l2.4 1.7-.9 2.8h-3l-.9-2.8z',
  ownGoal: 'M8 5.2l2.4 1.7-.9 2.8h-3l-.9-2.8z',
  // P for a penalty scored.
  penaltyGoal: 'M6.2 11.5V4.5h2.4a2 2 0 010 4H6.2',
  // A cross for a penalty missed.
  penaltyMiss: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
  // A screen for a VAR check; a slashed screen for a goal cancelled.
  var: 'M4.5 5.5h7v5h-7zM8 10.5v1.5',
  cancelled: 'M4.5 5.5h7v5h-7zM4 12l8-8',
};

export function IncidentIcon({ type }: { type: Incident['type'] }) {
  const colour = colourOf(type);
  if (type === 'yellowCard' || type === 'redCard' || type === 'secondYellowCard') {
    return (
      <Box component="svg" viewBox="0 0 16 16" aria-hidden="true" sx={{ width: 18, height: 18, flex: 'none' }}>
        {type === 'secondYellowCard' ? (
          <Box
            component="rect"
            x="3"
            y="2.5"
            width="7"
            height="10"
            rx="1"
            sx={{ fill: (theme) => (theme.vars ?? theme).palette.incident.yellowCard }}
          />
        ) : null}
        <Box
          component="rect"
          x={type === 'secondYellowCard' ? 6 : 4.5}
          y={type === 'secondYellowCard' ? 4 : 2.5}
          width="7"
          height="10"
          rx="1"
          sx={{ fill: (theme) => (theme.vars ?? theme).palette.incident[colour!] }}
        />
      </Box>
    );
  }
  if (type === 'substitution') {
    return (
      <Box
        component="svg"
        viewBox="0 0 16 16"
        aria-hidden="true"
        sx={{ width: 18, height: 18, flex: 'none', fill: 'none', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' }}
      >
        <Box component="path" d="M5 13V4M2.5 6.5L5 4l2.5 2.5" sx={{ stroke: (theme) => (theme.vars ?? theme).palette.incident.goal }} />
        <Box
          component="path"
          d="M11 3v9M8.5 9.5L11 12l2.5-2.5"
          sx={{ stroke: (theme) => (theme.vars ?? theme).palette.incident.redCard }}
        />
      </Box>
    );
  }
  return (
    <Box component="svg" viewBox="0 0 16 16" aria-hidden="true" sx={{ width: 18, height: 18, flex: 'none' }}>
      <Box component="circle" cx="8" cy="8" r="7.5" sx={{ fill: (theme) => (theme.vars ?? theme).palette.incident[colour ?? 'goal'] }} />
      <Box
        component="path"
        d={glyph[type] ?? ''}
        sx={{
          fill: type === 'goal' || type === 'ownGoal' ? (theme) => (theme.vars ?? theme).palette.onIncident[colour ?? 'goal'] : 'none',
          stroke: (theme) => (theme.vars ?? theme).palette.onIncident[colour ?? 'goal'],
          strokeWidth: 1.5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }}
      />
    </Box>
  );
}

/** A shoot-out kick: the goal colour with a tick, or the miss colour with a cross. */
export function KickIcon({ scored }: { scored: boolean }) {
  const colour = scored ? 'goal' : 'miss';
  return (
    <Box component="svg" viewBox="0 0 16 16" aria-hidden="true" sx={{ width: 18, height: 18, flex: 'none' }}>
      <Box component="circle" cx="8" cy="8" r="7.5" sx={{ fill: (theme) => (theme.vars ?? theme).palette.incident[colour] }} />
      <Box
        component="path"
        d={scored ? 'M4.8 8.3l2.2 2.2 4.2-4.6' : 'M5.5 5.5l5 5M10.5 5.5l-5 5'}
        sx={{ fill: 'none', stroke: (theme) => (theme.vars ?? theme).palette.onIncident[colour], strokeWidth: 1.6, strokeLinecap: 'round' }}
      />
    </Box>
  );
}
