import type { TFunction } from 'i18next';
import type { Side, Stage, StatsSummary } from '../../../../contract/protocol.ts';
import { stoppedStageName } from './match-phase.ts';
import type { PitchCounter } from './pitch-counters.ts';
import { playZone, type PlacedEvent, type PlacedShot, type VisualisationEvent } from './pitch-model.ts';

/**
 * What the pitch view says, in the fan's language: the line of each side's shots, the chips'
 * labels, each mark's description, where play is and where the match stands. Pure, so each
 * sentence is tested on its own; the view only lays them out.
 */
export interface PitchWords {
  t: TFunction;
  /** Whether the language has a string for a key (a shot's body part or pattern the feed may send without one). */
  exists(key: string): boolean;
  language: string;
  /** Each side's name as the fan reads it. */
  teams: Record<Side, string>;
}

const chipKey: Record<VisualisationEvent, string> = {
  shots: 'stats.shots',
  xg: 'nav.xg',
  passes: 'stats.passes',
  tackles: 'stats.tackles',
  fouls: 'pitch.fouls',
  offsides: 'stats.offsides',
  corners: 'stats.corners',
};

/** xG as live stats writes it: two decimals (3.29, 0.30). */
export function xgNumber(value: number, language: string): string {
  return value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Each side's shots, on target and xG as live stats gives them; null when the match's sources hold
 * none of one side's three figures (the line would otherwise be half a sentence).
 */
export function shotLines(summary: StatsSummary | undefined, words: PitchWords): Record<Side, string> | null {
  const line = (side: Side) => {
    const figures = summary?.[side];
    const shots: number | undefined = figures?.shots;
    const onTarget: number | undefined = figures?.shotsOnTarget;
    const xg: number | undefined = figures?.expectedGoals;
    if (shots === undefined || onTarget === undefined || xg === undefined) return null;
    return words.t('pitch.summary', { team: words.teams[side], shots, onTarget, xg: xgNumber(xg, words.language) });
  };
  const home = line('home');
  const away = line('away');
  return home && away ? { home, away } : null;
}

/** A chip's label: the kind, the match's figure for it, and how many are drawn where that is fewer. */
export function chipLabel(kind: VisualisationEvent, counter: PitchCounter, words: PitchWords): string {
  const name = words.t(chipKey[kind]);
  const { total, drawn } = counter;
  if (total === null) return name;
  const figure = kind === 'xg' ? xgNumber(total, words.language) : total.toLocaleString(words.language);
  return drawn === null ? `${name} ${figure}` : `${name} ${figure} · ${words.t('pitch.onThePitch', { drawn })}`;
}

/** A shot mark's name: minute, shooter and team, outcome, xG, inside or outside the box, body part and pattern where named. */
export function describeShot({ shot, category, goal, insideBox }: PlacedShot, words: PitchWords): string {
  const { t, exists } = words;
  return [
    `${shot.minute}'`,
    `${shot.playerName} (${words.teams[shot.side]})`,
    goal ? t('incidents.goal') : t(`shots.${category}`),
    `${t('nav.xg')} ${xgNumber(shot.xg, words.language)}`,
    t(insideBox ? 'shots.insideBox' : 'shots.outsideBox'),
    shot.bodyPart && exists(`shots.${shot.bodyPart}`) ? t(`shots.${shot.bodyPart}`) : null,
    shot.pattern && exists(`shots.${shot.pattern}`) ? t(`shots.${shot.pattern}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A ball event's name: minute, kind, and the player with his team (or the team alone). */
export function describeEvent({ event }: PlacedEvent, words: PitchWords): string {
  return [
    `${event.minute}'`,
    words.t(`pitch.kinds.${event.kind}`),
    event.playerName ? `${event.playerName} (${words.teams[event.side]})` : words.teams[event.side],
  ].join(' · ');
}

/** Who has the ball and in which third, while the ball is in play; null without both. */
export function whereIsPlay(ball: { x: number } | null, possession: Side | null, words: PitchWords): string | null {
  if (!ball || !possession) return null;
  return words.t('pitch.inPossession', { team: words.teams[possession], zone: words.t(`pitch.${playZone(ball, possession)}`) });
}

/** At a break or after the whistle: the stage, the score and the shoot-out, where known. */
/** "Penalty shoot-out 4–2": the shoot-out's score as the pitch view and its tracker say it. */
export function shootoutScore(shootout: { home: number; away: number }, t: PitchWords['t']): string {
  return `${t('scoreboard.shootout')} ${shootout.home}–${shootout.away}`;
}

export function matchStands(
  {
    stage,
    extraTimePlayed,
    summary,
    shootout,
  }: {
    stage: Stage;
    extraTimePlayed: boolean;
    summary: StatsSummary | undefined;
    shootout: { home: number; away: number } | null | undefined;
  },
  words: PitchWords,
): string {
  const { t, teams } = words;
  return [
    t(`stages.${stoppedStageName(stage, extraTimePlayed)}`),
    summary ? `${teams.home} ${summary.home.goals}–${summary.away.goals} ${teams.away}` : null,
    shootout ? shootoutScore(shootout, t) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
