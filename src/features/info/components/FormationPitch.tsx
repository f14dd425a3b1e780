import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type SVGProps } from 'react';
import type { Side } from '../../../../contract/protocol.ts';
import {
  estimateText,
  formationSizes,
  layoutFormation,
  type MeasureText,
  type PlacedMark,
  type PlacedPlayer,
} from '../../../rules/formation-layout.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { layoutPlayers, pitchMarksOf, type FormationView } from '../rules/formation-pitch.ts';
import type { PitchPlayer } from '../rules/lineup-view.ts';
import { markWords } from './formation-words.ts';
import { useElementWidth } from '../../../components/use-element-width.ts';
import { PitchMarkings } from '../../../components/Pitch.tsx';
import { metrePitch } from '../../../../contract/pitch.ts';

interface FormationPitchProps {
  /** What the picture shows, in words; the list beside it names every player. */
  label: string;
  teams: ReadonlyArray<{ side: Side; players: readonly PitchPlayer[] }>;
  view: FormationView;
  /** The captain's mark in the fan's language ("C"). */
  captainMark: string;
}

/** Until the pitch is in the page and measured: a 360 px phone's content column. */
const widthBeforeMeasuring = 296;

/**
 * Texts measured as the browser draws them, in the page's font and language, by a hidden text of
 * the pitch; measured again once the web fonts have loaded. Where the browser cannot measure
 * (jsdom), the layout's conservative estimate.
 */
function useMeasure() {
  const ref = useRef<SVGTextElement>(null);
  const [measure, setMeasure] = useState<MeasureText>(() => estimateText);
  const [fontsVersion, setFontsVersion] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof node.getBBox !== 'function') return;
    const sizes = new Map<string, ReturnType<MeasureText>>();
    setMeasure(() => (text: string, kind: 'name' | 'mark') => {
      const key = `${kind}\u0000${text}`;
      const known = sizes.get(key);
      if (known) return known;
      node.setAttribute('font-weight', kind === 'name' ? '600' : '700');
      node.textContent = text;
      const box = node.getBBox();
      const size = { width: Math.ceil(box.width), top: Math.floor(box.y), height: Math.ceil(box.height) };
      sizes.set(key, size);
      return size;
    });
  }, [fontsVersion]);
  useLayoutEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const again = () => live && setFontsVersion((version) => version + 1);
    void fonts.ready.then(again);
    fonts.addEventListener('loadingdone', again);
    return () => {
      live = false;
      fonts.removeEventListener('loadingdone', again);
    };
  }, []);
  return { ref, measure };
}

/**
 * The pitch's lines in CSS pixels: metres of a 68 m wide pitch scaled to the width, upright; the
 * areas keep their size, the grass between them takes the rest. The touchlines stay a pixel inside
 * the picture, so that they are drawn whole.
 */
function Markings({ width, top, height }: { width: number; top: number; height: number }) {
  const metre = width / metrePitch.width;
  return (
    <g transform={`translate(0 ${top}) scale(${metre})`}>
      <PitchMarkings
        orientation="vertical"
        length={height / metre}
        lineWidth={1.25 / metre}
        touchlineInset={1 / metre}
        arcs={false}
        spots={false}
        goals={false}
      />
    </g>
  );
}

/** A figure drawn on the pitch (a shirt number, the captain's mark, a goal count): 12 px, bold, centred on its line. */
function Figure({
  anchor = 'middle',
  ...props
}: Pick<SVGProps<SVGTextElement>, 'x' | 'y' | 'fill' | 'paintOrder' | 'stroke' | 'strokeWidth' | 'children'> & {
  anchor?: 'middle' | 'end';
}) {
  return <text textAnchor={anchor} dominantBaseline="central" fontSize={12} fontWeight={700} {...props} />;
}

/** A booking card drawn on the pitch: rounded, edged in the grass's colour so it stands off a marker. */
function CardShape({ edge, ...box }: { x: number; y: number; width: number; height: number; fill: string; edge: string }) {
  return <rect {...box} rx={1.5} stroke={edge} strokeWidth={0.75} />;
}

function Mark({ mark, captainMark, title }: { mark: PlacedMark; captainMark: string; title: string }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { box } = mark;
  const halo = { paintOrder: 'stroke' as const, stroke: palette.pitch.grass, strokeWidth: 3 };
  let drawing: ReactNode = null;
  if (mark.kind === 'substitution') {
    const x = box.left;
    const y = box.top;
    drawing = (
      <>
        <circle cx={x + 7} cy={y + 7} r={7} fill={palette.pitch.line} />
        <path
          d={mark.direction === 'on' ? `M${x + 7} ${y + 2}l4.5 5h-3v5h-3v-5h-3z` : `M${x + 7} ${y + 12}l-4.5 -5h3v-5h3v5h3z`}
          fill={mark.direction === 'on' ? palette.success.main : palette.error.main}
        />
      </>
    );
  } else if (mark.kind === 'card') {
    const { left, top, right, bottom } = box;
    drawing =
      mark.card === 'secondYellow' ? (
        <>
          <CardShape x={left} y={top} width={9} height={12} fill={palette.incident.yellowCard} edge={palette.pitch.grass} />
          <CardShape x={right - 9} y={bottom - 12} width={9} height={12} fill={palette.incident.redCard} edge={palette.pitch.grass} />
        </>
      ) : (
        <CardShape
          x={left}
          y={top}
          width={right - left}
          height={bottom - top}
          fill={mark.card === 'yellow' ? palette.incident.yellowCard : palette.incident.redCard}
          edge={palette.pitch.grass}
        />
      );
  } else if (mark.kind === 'goals' || mark.kind === 'ownGoals') {
    const cx = (mark.ball.left + mark.ball.right) / 2;
    const cy = (mark.ball.top + mark.ball.bottom) / 2;
    const ballFill = mark.kind === 'goals' ? palette.pitch.line : palette.error.main;
    drawing = (
      <>
        <circle cx={cx} cy={cy} r={6.5} fill={ballFill} stroke={palette.pitch.grass} strokeWidth={1} />
        <path d={`M${cx} ${cy - 3.2}l3 2.2-1.15 3.5h-3.7l-1.15-3.5z`} fill={palette.pitch.grass} />
        {mark.count > 1 ? (
          <Figure x={mark.countX} y={mark.countY} anchor="end" fill={palette.pitch.line} {...halo}>
            {mark.count}
          </Figure>
        ) : null}
      </>
    );
  } else if (mark.kind === 'captain') {
    const { badge } = mark;
    drawing = (
      <>
        <rect
          x={badge.left}
          y={badge.top}
          width={badge.right - badge.left}
          height={badge.bottom - badge.top}
          rx={7}
          fill={palette.pitch.line}
        />
        <Figure x={mark.textX} y={mark.textY} fill={palette.pitch.grass}>
          {captainMark}
        </Figure>
      </>
    );
  }
  return (
    <g data-mark={mark.kind}>
      <title>{title}</title>
      {drawing}
    </g>
  );
}

function Player({
  placed,
  player,
  view,
  captainMark,
}: {
  placed: PlacedPlayer;
  player: PitchPlayer;
  view: FormationView;
  captainMark: string;
}) {
  const theme = useTheme();
  const { t } = useTranslation();
  const palette = (theme.vars ?? theme).palette;
  const { side, cx, cy, label } = placed;
  const marks = pitchMarksOf(player, view);
  return (
    <g data-testid={`pitch-player-${player.id}`} data-side={side}>
      <circle
        data-marker
        cx={cx}
        cy={cy}
        r={formationSizes.markerRadius}
        fill={palette.chart[side]}
        stroke={palette.pitch.line}
        strokeWidth={1}
      />
      <Figure x={cx} y={cy} fill={palette.chart[side === 'home' ? 'onHome' : 'onAway']}>
        {player.number}
      </Figure>
      {placed.marks.map((mark) => (
        <Mark key={mark.kind} mark={mark} captainMark={captainMark} title={markWords(mark, player, marks, t)} />
      ))}
      {label ? (
        // The full name is the title of the short one (and in the list a screen reader reads).
        <g>
          <title>{player.name}</title>
          <text
            data-label
            x={label.x}
            y={label.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={formationSizes.fontPx}
            fontWeight={600}
            fill={palette.pitch.line}
            paintOrder="stroke"
            stroke={palette.pitch.grass}
            strokeWidth={3}
          >
            {label.text}
          </text>
        </g>
      ) : null}
    </g>
  );
}

/**
 * Both teams on one pitch in portrait: home defends the bottom goal, away the top one, each
 * goalkeeper at its end. Drawn in CSS pixels at the width it has, so that names and marks keep
 * their 12 px at any width; where everything goes is `formation-layout.ts`'s. The picture is
 * labelled; the players are named, with what they did, in the list beside it.
 */
export function FormationPitch({ label, teams, view, captainMark }: FormationPitchProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { ref: frameRef, width } = useElementWidth<HTMLDivElement>(widthBeforeMeasuring);
  const { ref: measureRef, measure } = useMeasure();
  const layout = useMemo(
    () => layoutFormation(width, layoutPlayers(teams, view), captainMark, measure),
    [width, teams, view, captainMark, measure],
  );
  const byId = new Map(teams.flatMap((team) => team.players.map((player) => [player.id, player])));
  const { height, pitch } = layout;
  const bands = Array.from({ length: 10 }, (_, index) => index);
  return (
    <Box ref={frameRef} sx={{ width: '100%' }}>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        data-testid="formation-pitch"
        data-view={view}
        data-layout-width={width}
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, fontFamily: 'inherit' }}
      >
        <rect width={width} height={height} fill={palette.pitch.grass} />
        {bands.map((band) =>
          band % 2 ? (
            <rect
              key={band}
              y={pitch.top + (band * pitch.height) / 10}
              width={width}
              height={pitch.height / 10}
              fill={palette.pitch.stripe}
            />
          ) : null,
        )}
        <Markings width={width} top={pitch.top} height={pitch.height} />
        <text ref={measureRef} x={0} y={0} dominantBaseline="central" fontSize={formationSizes.fontPx} visibility="hidden" aria-hidden />
        {layout.players.map((placed) => (
          <Player key={placed.id} placed={placed} player={byId.get(placed.id)!} view={view} captainMark={captainMark} />
        ))}
      </Box>
    </Box>
  );
}
