import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { memo, useEffect, useRef } from 'react';
import { metrePitch } from '../../../../contract/pitch.ts';
import type { Side } from '../../../../contract/protocol.ts';
import { Pitch } from '../../../components/Pitch.tsx';
import { BallGlyph, CardGlyph, EventGlyph, ShotGlyph } from '../components/PitchGlyphs.tsx';
import { shotCategory, toPitch } from '../pitch/pitch-model.ts';
import { pathTimings, type DrawnMark } from './tracker-model.ts';
import { useTrackerSlice, type Tracked, type TrackerSource } from './use-ball-path.ts';

export interface TrackerPitchProps {
  /** The pitch's text alternative: who has the ball, where, how dangerous. */
  label: string;
  /** The id of a text beside the pitch that is its alternative instead (a match without event data says why no ball is drawn). */
  labelledBy?: string | undefined;
  /** The tracker's state (use-ball-path.ts): the layer of play reads its slices. */
  tracker: TrackerSource;
  /** Without event data no ball and no situation are drawn. */
  hasEventData: boolean;
}

/** The pitch's styles, made once: a message re-renders the pitch, and its styles need not be read again. */
const trackerPitchSx = {
  bgcolor: 'pitch.grass',
  borderRadius: 1,
  '& .tracker-ball:not([data-x])': { visibility: 'hidden' },
  '& .tracker-mark': { animation: 'tracker-fade 8s linear forwards' },
  '@keyframes tracker-fade': { '0%': { opacity: 1 }, '60%': { opacity: 1 }, '100%': { opacity: 0.35 } },
  '@media (prefers-reduced-motion: reduce)': { '& .tracker-mark': { animation: 'none' } },
} as const;

/** The band each situation lights, along the length from the goal line of the side in possession (0..100). */
const situationBand = { safe: [0, 50], attack: [50, 100], danger: [200 / 3, 100] } as const;

/**
 * The tracker's pitch (`Pitch`, in metres, the home side attacking to the right): the grass and its
 * lines under the layer of play. The text alternative is on a box round them, so a new one (who has
 * the ball, where) renders that box alone, never the pitch's lines again.
 */
export function TrackerPitch({ label, labelledBy, tracker, hasEventData }: TrackerPitchProps) {
  return (
    <Box role="img" {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })} data-testid="tracker-pitch">
      <PitchWithPlay tracker={tracker} hasEventData={hasEventData} />
    </Box>
  );
}

/** The pitch and the layer of play: rendered again only if the tracker's source or the event data's presence changes. */
const PitchWithPlay = memo(function PitchWithPlay({ tracker, hasEventData }: { tracker: TrackerSource; hasEventData: boolean }) {
  return (
    <Pitch stripes spots={false} aria-hidden focusable="false" sx={trackerPitchSx}>
      <MemoPlayLayer tracker={tracker} hasEventData={hasEventData} />
    </Pitch>
  );
});

const ballOf = (tracked: Tracked) => tracked.state.ball;
const pathOf = (tracked: Tracked) => tracked.state.path;
const speedOf = (tracked: Tracked) => tracked.speed;
const playOf = (tracked: Tracked) => tracked.state.play;
const marksOf = (tracked: Tracked) => tracked.state.marks;

/**
 * What a ball message changes on the pitch: the band of the side in possession's situation, each
 * event drawn as it happens then fading (keyed and memoised: a mark stays the same object while it
 * is drawn), and the ball moved along the real places of each message by transforms alone, a Web
 * Animation from place to place (set on its node, no render and no layout per move); with reduced
 * motion it jumps without moving.
 */
function PlayLayer({ tracker, hasEventData }: { tracker: TrackerSource; hasEventData: boolean }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const ballNode = useRef<SVGGElement>(null);
  const knownBall = useTrackerSlice(tracker, ballOf);
  const path = useTrackerSlice(tracker, pathOf);
  const speed = useTrackerSlice(tracker, speedOf);
  const knownPlay = useTrackerSlice(tracker, playOf);
  const marks = useTrackerSlice(tracker, marksOf);
  const ball = hasEventData ? knownBall : null;
  const play = hasEventData ? knownPlay : null;
  const team = (side: Side) => palette.chart[side];
  // Every mark has a dark outline under a light one, so it stands on every brand's grass.
  const dark = palette.scrim;
  const light = palette.pitch.line;

  useEffect(() => {
    const node = ballNode.current;
    if (!node || path.length === 0) return;
    const timings = pathTimings(path, speed);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const place = (index: number) => {
      const point = path[index]!;
      const gap = (timings[index + 1] ?? timings[index]! + 300) - timings[index]!;
      const at = toPitch(point.x, point.y);
      const from = node.style.transform;
      const to = `translate(${at.x}px, ${at.y}px)`;
      node.style.transform = to;
      // A Web Animation, not a CSS transition: a transition dispatches three DOM events a move
      // (run, start, end or cancel), each through React's root listeners; an animation none.
      if (!still && from && from !== to && node.animate) {
        node.animate([{ transform: from }, { transform: to }], { duration: Math.min(600, Math.max(80, gap)), easing: 'linear' });
      }
      node.dataset.x = String(point.x);
      node.dataset.y = String(point.y);
    };
    // The first place at once, in the message's own task (the render is synchronous): a timer would
    // wait behind whatever else is queued; the others at their times.
    place(0);
    const timers = path.slice(1).map((_, index) => setTimeout(() => place(index + 1), timings[index + 1]));
    return () => timers.forEach(clearTimeout);
    // `ball` is the path's last place: the path alone moves the ball.
  }, [path, speed]);

  const band = play ? situationBand[play.situation] : null;
  const [from, to] = band && play ? (play.side === 'home' ? band : [100 - band[1], 100 - band[0]]) : [0, 0];
  return (
    <>
      {play ? (
        <rect
          data-testid="tracker-zone"
          data-zone={play.situation}
          data-side={play.side}
          x={(from / 100) * metrePitch.length}
          y={0}
          width={((to - from) / 100) * metrePitch.length}
          height={metrePitch.width}
          fill={team(play.side)}
          fillOpacity={play.situation === 'danger' ? 0.32 : 0.2}
        />
      ) : null}
      {marks.map((mark) => (
        <TrackerMark key={mark.id} mark={mark} fill={team(mark.side)} dark={dark} light={light} incident={palette.incident} />
      ))}
      {ball ? (
        // Placed by the effect only (transform and data-x/data-y), so a render never puts it back.
        <g ref={ballNode} className="tracker-ball" data-testid="tracker-ball" data-side={play?.side}>
          <BallGlyph fill={light} outline={dark} />
        </g>
      ) : null}
    </>
  );
}

const MemoPlayLayer = memo(PlayLayer);

interface TrackerMarkProps {
  mark: DrawnMark;
  fill: string;
  dark: string;
  light: string;
  incident: { yellowCard: string; redCard: string };
}

/** One drawn event, memoised: a mark stays the same object while it is on the pitch. */
const TrackerMark = memo(function TrackerMark({ mark, fill, dark, light, incident }: TrackerMarkProps) {
  const at = toPitch(mark.x, mark.y);
  const end = mark.endX !== undefined && mark.endY !== undefined ? toPitch(mark.endX, mark.endY) : null;
  const glyph = (() => {
    switch (mark.kind) {
      case 'shot':
      case 'goal':
        return (
          <ShotGlyph
            category={mark.outcome ? shotCategory(shotOutcome(mark.outcome)) : 'onTarget'}
            goal={mark.kind === 'goal'}
            fill={fill}
            outline={light}
          />
        );
      case 'save':
        return <EventGlyph kind="save" fill={fill} outline={light} />;
      case 'freeKick':
        // A set piece's spot: the team's disc with the ball's dot on it.
        return (
          <>
            <circle r={1.3} fill={fill} stroke={light} strokeWidth={0.3} />
            <circle r={0.5} fill={light} />
          </>
        );
      case 'card':
        return <CardGlyph fill={mark.card === 'yellow' ? incident.yellowCard : incident.redCard} outline={dark} />;
      default:
        return <EventGlyph kind={mark.kind} fill={fill} outline={light} />;
    }
  })();
  return (
    <g className="tracker-mark" data-mark={mark.kind} data-outcome={mark.outcome}>
      {end ? (
        <>
          <line x1={at.x} y1={at.y} x2={end.x} y2={end.y} stroke={dark} strokeWidth={0.9} strokeLinecap="round" />
          <line
            x1={at.x}
            y1={at.y}
            x2={end.x}
            y2={end.y}
            stroke={fill}
            strokeWidth={0.45}
            strokeLinecap="round"
            strokeDasharray={mark.kind === 'goal' ? undefined : '1 0.8'}
          />
        </>
      ) : null}
      <g transform={`translate(${at.x} ${at.y})`}>
        <circle r={1.9} fill={dark} fillOpacity={0.55} />
        {glyph}
      </g>
    </g>
  );
});

/** A step's outcome as the shot icons read it: a pass's outcomes never reach a shot. */
function shotOutcome(outcome: NonNullable<DrawnMark['outcome']>) {
  return outcome === 'lost' || outcome === 'offside' ? 'offTarget' : outcome;
}
