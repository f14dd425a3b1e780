import Box from '@mui/material/Box';
import type { Incident } from '../../../../contract/protocol.ts';
import { colourOf, type IncidentColour } from '../model/match-story.ts';

/**
 * The incident icons of SPEC section 2: our own 16-unit SVGs in the brand's incident colours
 * (palette.incident; the mark on a disc in palette.onIncident). Decorative: each row names its
 * incident in words.
 */
type Icon = { disc?: IncidentColour; mark?: string; cards?: IncidentColour[]; arrows?: true };

const ball = 'M8 5.2l2.4 1.7-.9 2.8h-3l-.9-2.8z';
const cross = 'M5.5 5.5l5 5M10.5 5.5l-5 5';
const screenMark = 'M4.5 5.5h7v5h-7zM8 10.5v1.5';
const icons: Record<Incident['type'] | 'kickScored' | 'kickMissed', Icon> = {
  goal: { disc: 'goal', mark: ball },
  ownGoal: { disc: 'goal', mark: ball },
  penaltyGoal: { disc: 'penalty', mark: 'M6.2 11.5V4.5h2.4a2 2 0 010 4H6.2' },
  penaltyMiss: { disc: 'miss', mark: cross },
  var: { disc: 'var', mark: screenMark },
  cancelled: { disc: 'var', mark: `${screenMark}M4 12l8-8` },
  yellowCard: { cards: ['yellowCard'] },
  secondYellowCard: { cards: ['yellowCard', 'redCard'] },
  redCard: { cards: ['redCard'] },
  substitution: { arrows: true },
  kickScored: { disc: 'goal', mark: 'M4.8 8.3l2.2 2.2 4.2-4.6' },
  kickMissed: { disc: 'miss', mark: cross },
};

export function IncidentIcon({ type }: { type: keyof typeof icons }) {
  const icon = icons[type];
  const filled = colourOf(type as Incident['type']) === 'goal';
  return (
    <Box
      component="svg"
      viewBox="0 0 16 16"
      aria-hidden="true"
      sx={{ width: 16, height: 16, flex: 'none', fill: 'none', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' }}
    >
      {icon.disc ? (
        <>
          <Box component="circle" cx="8" cy="8" r="7.5" fill="currentColor" sx={{ color: `incident.${icon.disc}` }} />
          <Box
            component="path"
            d={icon.mark}
            stroke="currentColor"
            fill={filled ? 'currentColor' : 'none'}
            sx={{ color: `onIncident.${icon.disc}` }}
          />
        </>
      ) : null}
      {icon.cards?.map((card, index) => (
        <Box
          key={card}
          component="rect"
          x={3 + index * 3}
          y={2.5 + index * 1.5}
          width="7"
          height="10"
          rx="1"
          fill="currentColor"
          sx={{ color: `incident.${card}` }}
        />
      ))}
      {icon.arrows ? (
        <>
          <Box component="path" d="M5 13V4M2.5 6.5L5 4l2.5 2.5" stroke="currentColor" sx={{ color: 'incident.goal' }} />
          <Box component="path" d="M11 3v9M8.5 9.5L11 12l2.5-2.5" stroke="currentColor" sx={{ color: 'incident.redCard' }} />
        </>
      ) : null}
    </Box>
  );
}
