import type { TFunction } from 'i18next';
import type { BallStep } from '../../../../contract/ball-path.ts';
import type { Side } from '../../../../contract/protocol.ts';
import type { Situation } from '../../../../contract/ball-situation.ts';
import type { TickerFact, TickerLine } from './tracker-model.ts';

/**
 * What the live tracker says, in the fan's language: each ticker line ("Immobile shoots, saved by
 * Çakır"), its minute, and the pitch's text alternative (who has the ball, where, and how
 * dangerous it is). Pure, so each sentence is tested; the tracker only lays them out.
 */
export interface TrackerWords {
  t: TFunction;
  /** Each side's name as the fan reads it. */
  teams: Record<Side, string>;
}

const shotKey: Record<NonNullable<BallStep['outcome']>, string> = {
  goal: 'pitch.tracker.goal',
  saved: 'pitch.tracker.saved',
  offTarget: 'pitch.tracker.offTarget',
  woodwork: 'pitch.tracker.woodwork',
  blocked: 'pitch.tracker.blocked',
  // A shot's outcome is never a pass's (`lost`, `offside`); told as near as can be if one ever came.
  lost: 'pitch.tracker.offTarget',
  offside: 'pitch.tracker.offside',
};

const factKey = {
  goal: 'pitch.tracker.goal',
  ownGoal: 'pitch.tracker.ownGoal',
  corner: 'pitch.tracker.corner',
  freeKick: 'pitch.tracker.freeKick',
  foul: 'pitch.tracker.foul',
  offside: 'pitch.tracker.offside',
  yellowCard: 'pitch.tracker.yellowCard',
  secondYellowCard: 'pitch.tracker.secondYellow',
  redCard: 'pitch.tracker.redCard',
} as const;

/** A line's sentence; where the feed names nobody, the team stands for the player. */
export function tickerText(line: TickerLine, words: TrackerWords): string {
  const { t, teams } = words;
  const fact: TickerFact = line.fact;
  const team = teams[line.side];
  switch (fact.kind) {
    case 'shot': {
      const player = fact.player ?? team;
      if (fact.outcome === 'saved' && fact.keeper) return t('pitch.tracker.savedBy', { player, keeper: fact.keeper });
      return t(shotKey[fact.outcome], { player });
    }
    case 'substitution':
      return t('pitch.tracker.substitution', { on: fact.on ?? team, off: fact.off ?? team });
    default:
      return t(factKey[fact.kind], { player: fact.player ?? team });
  }
}

/** The minute as the clock writes it: 3' or 45+2'. */
export function tickerMinute(line: Pick<TickerLine, 'minute' | 'addedMinute'>): string {
  return line.addedMinute ? `${line.minute}+${line.addedMinute}'` : `${line.minute}'`;
}

const situationKey: Record<Situation, string> = {
  safe: 'pitch.tracker.safe',
  attack: 'pitch.kinds.attack',
  danger: 'pitch.kinds.dangerousAttack',
};

export function situationName(situation: Situation, words: TrackerWords): string {
  return words.t(situationKey[situation]);
}

const zoneKey = {
  defensiveThird: 'pitch.defensiveThird',
  middleThird: 'pitch.middleThird',
  attackingThird: 'pitch.attackingThird',
} as const;

/** The third of the pitch the ball is in, by how far forward it is for the side in possession (0..100). */
export function thirdOf(forward: number): keyof typeof zoneKey {
  return forward < 100 / 3 ? 'defensiveThird' : forward < 200 / 3 ? 'middleThird' : 'attackingThird';
}

/**
 * The pitch's text alternative: "Italy on the ball in the attacking third. Dangerous attack", from
 * the side in possession, how far forward the ball is for it (0..100) and its situation.
 */
export function pitchAlternative(side: Side, forward: number, situation: Situation, words: TrackerWords): string {
  const where = words.t('pitch.inPossession', { team: words.teams[side], zone: words.t(zoneKey[thirdOf(forward)]) });
  return `${where}. ${situationName(situation, words)}`;
}
