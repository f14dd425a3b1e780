import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import type { Side } from '../../../../contract/protocol.ts';
import { Pitch } from '../../../components/Pitch.tsx';
import type { PitchPoint, PlacedEvent, PlacedShot } from '../pitch/pitch-model.ts';
import { BallGlyph, EventGlyph, ShotGlyph } from './PitchGlyphs.tsx';

/** A mark the fan can tap: the smallest target is 9 m across, about 25 px on a 320 px screen. */
const minimumTargetRadius = 4.5;

export interface PitchSvgProps {
  label: string;
  shots: readonly PlacedShot[];
  /** Whether the xG circles show, and in what colour ('team' paints each in its team's). */
  xgColour: string | 'team' | null;
  events: readonly PlacedEvent[];
  ball: PitchPoint | null;
  selected: string | null;
  onSelect(id: string): void;
  describeShot(shot: PlacedShot): string;
  describeEvent(event: PlacedEvent): string;
  ballLabel: string;
}

/**
 * The pitch view's marks on the pitch (`Pitch`, in metres), the home side attacking to the right. Every mark moves and fades with
 * CSS transforms and opacity only, so an update costs no layout; a fan who asks for reduced motion
 * gets no movement at all. Each mark is a button with a name, its target at least 9 m across.
 */
export function PitchSvg({
  label,
  shots,
  xgColour,
  events,
  ball,
  selected,
  onSelect,
  describeShot,
  describeEvent,
  ballLabel,
}: PitchSvgProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const teamColour = (side: Side) => palette.chart[side];
  const line = palette.pitch.line;
  const mark = (id: string, at: PitchPoint, name: string, radius: number, body: React.ReactNode, opacity = 1) => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSelect(id);
      }
    };
    return (
      <g
        key={id}
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-pressed={selected === id}
        data-mark={id}
        onClick={() => onSelect(id)}
        onKeyDown={onKeyDown}
        className="pitch-mark"
        style={{ transform: `translate(${at.x}px, ${at.y}px)`, opacity }}
      >
        <circle r={Math.max(minimumTargetRadius, radius)} fill="none" pointerEvents="all" />
        {body}
        {selected === id ? <circle r={Math.max(2.4, radius + 0.8)} fill="none" stroke={palette.focus} strokeWidth={0.5} /> : null}
      </g>
    );
  };
  return (
    <Pitch
      stripes
      spots={false}
      role="group"
      aria-label={label}
      sx={{
        bgcolor: 'pitch.grass',
        borderRadius: 1,
        touchAction: 'manipulation',
        '& .pitch-mark': { cursor: 'pointer', outline: 'none', transition: 'transform 600ms ease-out, opacity 300ms linear' },
        '& .pitch-mark:focus-visible > circle:first-of-type': { stroke: palette.focus, strokeWidth: 0.5 },
        '& .pitch-enter': { animation: 'pitch-fade-in 300ms linear' },
        '@keyframes pitch-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        '@media (prefers-reduced-motion: reduce)': { '& .pitch-mark, & .pitch-enter': { transition: 'none', animation: 'none' } },
      }}
    >
      {xgColour !== null ? (
        <g aria-hidden>
          {shots.map((placed) => {
            const colour = xgColour === 'team' ? teamColour(placed.shot.side) : xgColour;
            return (
              <circle
                key={placed.shot.id}
                className="pitch-enter"
                cx={placed.at.x}
                cy={placed.at.y}
                r={placed.radius}
                fill={colour}
                fillOpacity={0.3}
                stroke={colour}
                strokeWidth={0.3}
              />
            );
          })}
        </g>
      ) : null}
      <g>
        {shots.map((placed) =>
          mark(
            placed.shot.id,
            placed.at,
            describeShot(placed),
            placed.radius,
            <g className="pitch-enter">
              <ShotGlyph category={placed.category} goal={placed.goal} fill={teamColour(placed.shot.side)} outline={line} />
            </g>,
          ),
        )}
        {events.map((placed) =>
          mark(
            placed.event.id,
            placed.at,
            describeEvent(placed),
            1.5,
            <g className="pitch-enter">
              <EventGlyph kind={placed.event.kind} fill={teamColour(placed.event.side)} outline={line} />
            </g>,
            placed.emphasis,
          ),
        )}
        {ball ? (
          <g className="pitch-mark" role="img" aria-label={ballLabel} style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}>
            <BallGlyph fill={line} outline={palette.scrim} />
          </g>
        ) : null}
      </g>
    </Pitch>
  );
}
