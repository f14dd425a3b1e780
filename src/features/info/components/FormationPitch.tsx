import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Side } from '../../../../contract/protocol.ts';
import type { PitchPlayer } from '../rules/lineup-view.ts';
import { fitName, nameLimits, nameX, pitchMargin, pitchPoint, pitchViewBox } from '../rules/pitch-layout.ts';

interface FormationPitchProps {
  /** What the picture shows, in words; the list beside it names every player. */
  label: string;
  home: PitchPlayer[];
  away: PitchPlayer[];
  /** The captain's mark in the fan's language ("C"). */
  captainMark: string;
}

const { width, height } = pitchViewBox;

/** The pitch's markings, in pitch units (a 68 x 105 pitch). */
function Markings({ line }: { line: string }) {
  const box = (y: number, depth: number, across: number) => <rect x={(width - across) / 2} y={y} width={across} height={depth} />;
  return (
    <g fill="none" stroke={line} strokeWidth={0.3}>
      <rect x={0.5} y={0.5} width={width - 1} height={height - 1} />
      <line x1={0.5} y1={height / 2} x2={width - 0.5} y2={height / 2} />
      <circle cx={width / 2} cy={height / 2} r={9.15} />
      {box(0.5, 16.5, 40.3)}
      {box(0.5, 5.5, 18.3)}
      {box(height - 17, 16.5, 40.3)}
      {box(height - 6, 5.5, 18.3)}
    </g>
  );
}

function Marker({ player, side, captainMark, nameLimit }: { player: PitchPlayer; side: Side; captainMark: string; nameLimit?: number }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { cx, cy } = pitchPoint(side, player);
  const fill = palette.chart[side];
  const text = palette.chart[side === 'home' ? 'onHome' : 'onAway'];
  const name = fitName(player.shortName, nameLimit);
  return (
    <g data-testid={`pitch-player-${player.id}`} data-side={side}>
      <circle cx={cx} cy={cy} r={3.1} fill={fill} stroke={palette.pitch.line} strokeWidth={0.3} />
      <text x={cx} y={cy + 1.05} textAnchor="middle" fontSize={3.1} fontWeight={700} fill={text}>
        {player.number}
      </text>
      {player.captain ? (
        <text x={cx + 3.3} y={cy - 1.8} fontSize={2.8} fontWeight={700} fill={palette.pitch.line}>
          {captainMark}
        </text>
      ) : null}
      {player.cameOnMinute !== undefined ? (
        // Came on: a small arrow up, in the pitch's line colour (a green arrow would vanish on the grass).
        <path data-mark="cameOn" d={`M${cx - 4.6} ${cy + 3} l1.4 -2.2 l1.4 2.2 z`} fill={palette.pitch.line} />
      ) : null}
      {player.goals + player.ownGoals > 0 ? <circle cx={cx - 3.2} cy={cy - 2.6} r={1.1} fill={palette.pitch.line} /> : null}
      {player.redCard || player.yellowCards > 0 ? (
        <rect
          x={cx + 2.3}
          y={cy + 0.6}
          width={1.5}
          height={2.1}
          fill={player.redCard ? palette.incident.redCard : palette.incident.yellowCard}
        />
      ) : null}
      <text
        x={nameX(cx, name)}
        y={cy + 6.2}
        textAnchor="middle"
        fontSize={2.9}
        fontWeight={600}
        fill={palette.pitch.line}
        paintOrder="stroke"
        stroke={palette.pitch.grass}
        strokeWidth={0.5}
      >
        {name}
      </text>
    </g>
  );
}

/**
 * Both teams on one pitch in portrait: home defends the bottom goal, away the top one, each
 * goalkeeper at its end. The picture is labelled; the players are named in the list beside it.
 */
export function FormationPitch({ label, home, away, captainMark }: FormationPitchProps) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const bands = Array.from({ length: 10 }, (_, index) => index);
  const limits = nameLimits([
    ...home.map((player) => ({ id: player.id, ...pitchPoint('home', player) })),
    ...away.map((player) => ({ id: player.id, ...pitchPoint('away', player) })),
  ]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 ${-pitchMargin} ${width} ${height + 2 * pitchMargin}`}
      data-testid="formation-pitch"
      sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, fontFamily: 'inherit' }}
    >
      <rect y={-pitchMargin} width={width} height={height + 2 * pitchMargin} fill={palette.pitch.grass} />
      {bands.map((band) =>
        band % 2 ? <rect key={band} y={(band * height) / 10} width={width} height={height / 10} fill={palette.pitch.stripe} /> : null,
      )}
      <Markings line={palette.pitch.line} />
      {home.map((player) => (
        <Marker key={player.id} player={player} side="home" captainMark={captainMark} nameLimit={limits.get(player.id)} />
      ))}
      {away.map((player) => (
        <Marker key={player.id} player={player} side="away" captainMark={captainMark} nameLimit={limits.get(player.id)} />
      ))}
    </Box>
  );
}
