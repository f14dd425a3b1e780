/**
 * The head-to-head player comparison of SPEC section 3: each side's pick is a label and a value,
 * an empty label and 0 until the fan picks; an unpicked side has no figures (null, shown as a
 * dash), never a 0 no player scored.
 */
export interface PlayerPick {
  label: string;
  value: string | 0;
}

export const emptyPick: PlayerPick = { label: '', value: 0 };

export const comparedFigures = ['goals', 'assists', 'shots', 'shotsOnTarget', 'expectedGoals', 'yellowCards', 'redCards'] as const;
export type ComparedFigure = (typeof comparedFigures)[number];
/**
 * What the facts of a match without event data give (availability's `eventData` false): its shots
 * and xG are not held, so they are not compared.
 */
export const factFigures: readonly ComparedFigure[] = ['goals', 'assists', 'yellowCards', 'redCards'];

/** A figure is null where no source of the match holds it ("not recorded"): it is then not compared. */
type Figures = { playerId: string } & Record<ComparedFigure, number | null>;

export function comparisonRows(
  players: readonly Figures[],
  home: PlayerPick,
  away: PlayerPick,
  figures: readonly ComparedFigure[] = comparedFigures,
) {
  const of = (pick: PlayerPick) => players.find((player) => pick.value !== 0 && player.playerId === pick.value);
  const homePlayer = of(home);
  const awayPlayer = of(away);
  const round = (value: number | null) => Math.round((value ?? 0) * 100) / 100;
  const figureOf = (player: Figures | undefined, key: ComparedFigure) => (player ? round(player[key]) : null);
  const held = figures.filter((key) => players.every((player) => player[key] !== null));
  return held.map((key) => ({ key, home: figureOf(homePlayer, key), away: figureOf(awayPlayer, key) }));
}
