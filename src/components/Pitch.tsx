import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { drawnGoalDepth, metrePitch } from '../../contract/pitch.ts';

/**
 * Horizontal: the length runs left to right. Vertical: top to bottom, as on a phone held upright.
 * Half: the half of the goal at the start of the length (the left goal, or the top one), the
 * halfway line its far edge.
 */
export type PitchOrientation = 'horizontal' | 'vertical';
export type PitchExtent = 'whole' | 'half';

export interface PitchMarkingsProps {
  orientation?: PitchOrientation;
  extent?: PitchExtent;
  /** The line colour; the theme palette's pitch line colour unless given. */
  colour?: string;
  /** In metres. */
  lineWidth: number;
  /**
   * The length drawn, in metres: the real 105 unless a picture stretches the grass between the
   * penalty areas (the formation, whose lines of players need a name's height between them); the
   * markings keep their size.
   */
  length?: number;
  /** The penalty arcs outside each penalty area. */
  arcs?: boolean;
  /** The penalty marks, and on a whole pitch the centre mark. */
  spots?: boolean;
  /** The goals, drawn behind their lines. */
  goals?: boolean;
  /** The touchlines drawn this far inside the width, so that a picture cut at the touchline keeps them whole. */
  touchlineInset?: number;
}

/**
 * The pitch's lines (`contract/pitch.ts`): touchlines and goal lines, the halfway line and centre
 * circle, each end's penalty area, goal area, and where asked its penalty arc, penalty mark and
 * goal. They are laid out once along the length (x) and across (y); upright, the picture is that
 * one mirrored on its diagonal, so the length runs down.
 */
export function PitchMarkings({
  orientation = 'horizontal',
  extent = 'whole',
  colour,
  lineWidth,
  length = metrePitch.length,
  arcs = true,
  spots = true,
  goals = true,
  touchlineInset = 0,
}: PitchMarkingsProps) {
  const theme = useTheme();
  const line = colour ?? (theme.vars ?? theme).palette.pitch.line;
  const { width, penaltyAreaDepth, penaltyAreaWidth, goalAreaDepth, goalAreaWidth, penaltySpot, centreCircleRadius, goalWidth } =
    metrePitch;
  const middle = width / 2;
  const halfway = length / 2;
  const drawn = extent === 'whole' ? length : halfway;
  const arcEnd = metrePitch.penaltyArcHalfChord;
  // Each end as seen from its goal line: where the line is and which way the field lies.
  const ends = (extent === 'whole' ? [0, length] : [0]).map((goalLine) => ({ goalLine, inwards: goalLine === 0 ? 1 : -1 }));
  const area = (goalLine: number, inwards: number, depth: number, across: number) => (
    <rect
      key={`${goalLine}-${depth}`}
      x={inwards > 0 ? goalLine : goalLine - depth}
      y={middle - across / 2}
      width={depth}
      height={across}
    />
  );
  return (
    <g
      fill="none"
      stroke={line}
      strokeWidth={lineWidth}
      transform={orientation === 'vertical' ? 'matrix(0 1 1 0 0 0)' : undefined}
      data-pitch-markings={`${orientation} ${extent}`}
    >
      <rect x={0} y={touchlineInset} width={drawn} height={width - 2 * touchlineInset} />
      {extent === 'whole' ? (
        <>
          <line x1={halfway} y1={touchlineInset} x2={halfway} y2={width - touchlineInset} />
          <circle cx={halfway} cy={middle} r={centreCircleRadius} />
        </>
      ) : (
        <path
          d={`M${halfway} ${middle - centreCircleRadius} A${centreCircleRadius} ${centreCircleRadius} 0 0 0 ${halfway} ${middle + centreCircleRadius}`}
        />
      )}
      {ends.map(({ goalLine, inwards }) => (
        <g key={goalLine}>
          {area(goalLine, inwards, penaltyAreaDepth, penaltyAreaWidth)}
          {area(goalLine, inwards, goalAreaDepth, goalAreaWidth)}
          {arcs ? (
            <path
              d={`M${goalLine + inwards * penaltyAreaDepth} ${middle - arcEnd} A${centreCircleRadius} ${centreCircleRadius} 0 0 ${inwards > 0 ? 1 : 0} ${goalLine + inwards * penaltyAreaDepth} ${middle + arcEnd}`}
            />
          ) : null}
          {goals ? area(goalLine, -inwards, drawnGoalDepth, goalWidth) : null}
          {spots ? <circle cx={goalLine + inwards * penaltySpot} cy={middle} r={0.3} fill={line} stroke="none" /> : null}
        </g>
      ))}
      {spots && extent === 'whole' ? <circle cx={halfway} cy={middle} r={0.3} fill={line} stroke="none" /> : null}
    </g>
  );
}

type SvgProps = Omit<ComponentProps<'svg'>, 'viewBox' | 'children' | 'ref' | 'orientation'>;

export interface PitchProps extends SvgProps, Omit<PitchMarkingsProps, 'colour' | 'length' | 'touchlineInset' | 'lineWidth'> {
  /** Grass drawn round the lines, in metres. */
  margin?: number;
  /** In metres. */
  lineWidth?: number;
  /** The mown bands: every other twelfth of the length a shade darker. */
  stripes?: boolean;
  /** Drawn on the grass, under the lines (a heat map's cells). */
  under?: ReactNode;
  /** Drawn over the lines. */
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A pitch to draw on: an SVG whose viewBox is the pitch in metres (`contract/pitch.ts`), so that
 * what is drawn on it (`under` on the grass, `children` over the lines) is placed in metres too.
 * Horizontal, x runs along the length from the left goal line and y across from the top
 * touchline; vertical, x runs across from the left touchline and y along the length from the top
 * goal line. It takes the width it is given and the height of the pitch's proportions.
 */
export function Pitch({
  orientation = 'horizontal',
  extent = 'whole',
  margin = 2,
  lineWidth = 0.35,
  arcs,
  spots,
  goals,
  stripes = false,
  under,
  children,
  sx,
  ...svg
}: PitchProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { length, width } = metrePitch;
  const along = extent === 'whole' ? length : length / 2;
  const [across, down] = orientation === 'horizontal' ? [along, width] : [width, along];
  const bands = Array.from({ length: 6 }, (_, index) => ((2 * index + 1) * length) / 12);
  return (
    <Box
      component="svg"
      viewBox={`${-margin} ${-margin} ${across + 2 * margin} ${down + 2 * margin}`}
      {...svg}
      sx={[{ display: 'block', width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <rect x={-margin} y={-margin} width={across + 2 * margin} height={down + 2 * margin} fill={palette.pitch.grass} />
      {stripes ? (
        <g fill={palette.pitch.stripe} transform={orientation === 'vertical' ? 'matrix(0 1 1 0 0 0)' : undefined}>
          {bands
            .filter((x) => x < along)
            .map((x) => (
              <rect key={x} x={x - length / 24} y={0} width={length / 12} height={width} />
            ))}
        </g>
      ) : null}
      {under}
      <PitchMarkings orientation={orientation} extent={extent} lineWidth={lineWidth} arcs={arcs} spots={spots} goals={goals} />
      {children}
    </Box>
  );
}
