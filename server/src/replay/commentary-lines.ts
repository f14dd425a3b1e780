import type { Commentary } from '../../../contract/protocol.ts';
import type { Language } from '../../../contract/languages.ts';
import type { CommentaryKind } from '../i18n/commentary-kinds.ts';
import { commentaryText } from '../i18n/commentary.ts';
import { teamName as nameInLanguage } from '../i18n/team-names.ts';
import type { CompiledMatch, TimedEvent } from '../match/compile.ts';
import { momentAt } from '../match-stats/moments.ts';
import type { InjectedGoal } from './match-state.ts';
import { displayMinute, type Phase } from '../match/timeline.ts';

const phaseKinds: Partial<Record<string, CommentaryKind[]>> = {
  'inPlay:firstHalf': ['kickOff'],
  halfTime: ['halfTime'],
  'inPlay:secondHalf': ['secondHalfStart'],
  fullTime: ['fullTime'],
  endOfSecondHalf: ['extraTimeStart'],
  extraTimeHalfTime: ['extraTimeHalfTime'],
  'inPlay:secondHalfExtraTime': ['extraTimeSecondHalfStart'],
  // The ending in the order it happens: extra time is over, then the shoot-out, kick by kick, then
  // its result; after a shoot-out the final whistle has nothing more to say.
  endOfExtraTime: ['extraTimeEnd', 'toPenalties'],
  extraTimeFullTime: ['extraTimeEnd'],
  momentsBeforeKO: ['aboutToStart'],
  suspended: ['suspended'],
};

const major = new Set<CommentaryKind>([
  'kickOff',
  'halfTime',
  'fullTime',
  'extraTimeEnd',
  'toPenalties',
  'goal',
  'penaltyGoal',
  'ownGoal',
  'goalAssisted',
  'penaltyMissed',
  'redCard',
  'secondYellowCard',
  'shootoutWon',
  'varGoalCancelled',
  'varPenaltyAwarded',
]);

function kindOf(timed: TimedEvent): CommentaryKind | null {
  const { event } = timed;
  switch (event.type) {
    case 'goal':
      return event.ownGoal ? 'ownGoal' : event.penalty ? 'penaltyGoal' : event.assistId ? 'goalAssisted' : 'goal';
    case 'shot':
      if (event.penalty) return 'penaltyMissed';
      return ({ saved: 'shotSaved', offTarget: 'shotOffTarget', blocked: 'shotBlocked', woodwork: 'shotWoodwork' } as const)[event.outcome];
    case 'card':
      return event.card === 'yellow' ? 'yellowCard' : event.card === 'secondYellow' ? 'secondYellowCard' : 'redCard';
    case 'substitution':
      return 'substitution';
    case 'corner':
      return 'corner';
    case 'foul':
      return 'foul';
    case 'offside':
      return 'offside';
    case 'tacticalChange':
      return 'tacticalChange';
    case 'var':
      return (
        {
          goalConfirmed: 'varGoalConfirmed',
          goalCancelled: 'varGoalCancelled',
          penaltyAwarded: 'varPenaltyAwarded',
          penaltyCancelled: 'varPenaltyCancelled',
          redCardConfirmed: 'varRedCardConfirmed',
          redCardCancelled: 'varRedCardCancelled',
        } as const
      )[event.decision];
  }
}

/**
 * Commentary for everything that happens in the window (from, to] of match seconds, oldest
 * first, in one language. The full list is the window from the beginning of time.
 */
export function commentaryBetween(
  match: CompiledMatch,
  from: number,
  to: number,
  language: Language,
  injected: readonly InjectedGoal[] = [],
): Commentary[] {
  const { scenario } = match;
  const home = nameInLanguage(scenario.home, language);
  const away = nameInLanguage(scenario.away, language);
  const teamName = (side: 'home' | 'away') => (side === 'home' ? home : away);
  const name = (id: string | undefined) => (id ? (match.players.get(id)?.name ?? id) : '');
  const score = { home: 0, away: 0 };
  const lines: Array<Commentary & { at: number }> = [];
  const inWindow = (at: number) => at > from && at <= to;
  const scoreText = () => `${score.home}-${score.away}`;

  const moments: Array<{ at: number; order: number; run: () => void }> = [];
  const shootoutPlayed = match.kicks.length > 0;
  match.timeline.phases.forEach((phase: Phase, index) => {
    if (phase.stage === 'extraTimeFullTime' && shootoutPlayed) return;
    const kinds = phaseKinds[phase.period ? `${phase.stage}:${phase.period}` : phase.stage];
    if (!kinds || !Number.isFinite(phase.start)) return;
    moments.push({
      at: phase.start,
      order: 0,
      run: () => {
        if (!inWindow(phase.start)) return;
        kinds.forEach((kind, place) =>
          lines.push({
            // The first line of a phase keeps the id it has always had.
            id: place === 0 ? `p${index}` : `p${index}-${kind}`,
            at: phase.start,
            major: major.has(kind),
            kind,
            text: commentaryText(language, kind, { home, away, score: scoreText() }),
            ...(phase.period && phase.period !== 'penaltyShootout'
              ? { period: phase.period, minute: displayMinute(phase.period, 0).minute }
              : {}),
          }),
        );
      },
    });
  });
  for (const timed of match.events) {
    moments.push({
      at: timed.at,
      order: 1,
      run: () => {
        const { event } = timed;
        if (event.type === 'goal') score[event.side] += 1;
        if (!inWindow(timed.at)) return;
        const kind = kindOf(timed);
        if (!kind) return;
        const player = 'playerId' in event ? name(event.playerId) : 'offId' in event ? name(event.offId) : '';
        lines.push({
          id: timed.id,
          at: timed.at,
          period: event.period,
          // In the shoot-out the clock has stopped: a card there (Martínez's in the final) has no minute either.
          ...(event.period === 'penaltyShootout' ? {} : displayMinute(event.period, event.second)),
          major: major.has(kind),
          kind,
          text: commentaryText(language, kind, {
            player,
            assist: event.type === 'goal' ? name(event.assistId) : '',
            playerOn: event.type === 'substitution' ? name(event.onId) : '',
            team: teamName(event.side),
            formation: event.type === 'tacticalChange' ? event.formation : '',
            home,
            away,
            score: scoreText(),
          }),
        });
      },
    });
  }
  for (const goal of injected) {
    moments.push({
      at: goal.at,
      order: 1,
      run: () => {
        score[goal.side] += 1;
        if (inWindow(goal.at)) lines.push({ ...injectedGoalLine(match, goal, language, scoreText()), at: goal.at });
      },
    });
  }
  const shootout = { home: 0, away: 0 };
  // A kick has its number in the shoot-out, not a minute: the clock stopped at the end of extra time.
  match.kicks.forEach((kick, index) => {
    moments.push({
      at: kick.at,
      order: 1,
      run: () => {
        if (kick.scored) shootout[kick.side] += 1;
        if (!inWindow(kick.at)) return;
        const kind = kick.scored ? 'shootoutGoal' : 'shootoutMiss';
        lines.push({
          id: kick.id,
          at: kick.at,
          period: 'penaltyShootout',
          kick: index + 1,
          major: true,
          kind,
          text: commentaryText(language, kind, { player: name(kick.playerId), team: teamName(kick.side) }),
        });
        if (kick === match.kicks.at(-1)) {
          const winner = shootout.home > shootout.away ? 'home' : 'away';
          lines.push({
            id: `${kick.id}-won`,
            at: kick.at,
            period: 'penaltyShootout',
            major: true,
            kind: 'shootoutWon',
            text: commentaryText(language, 'shootoutWon', {
              team: teamName(winner),
              score: `${shootout[winner]}-${shootout[winner === 'home' ? 'away' : 'home']}`,
            }),
          });
        }
      },
    });
  });
  moments.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const moment of moments) {
    if (moment.at > to) break;
    moment.run();
  }
  return lines.map(({ at: _at, ...line }) => line);
}

/**
 * The line for a goal fired through the control API, at the minute it was fired: the scorer's
 * goal when the call named one, else a goal for the team.
 */
export function injectedGoalLine(match: CompiledMatch, goal: InjectedGoal, language: Language, score: string): Commentary {
  const { home, away } = match.scenario;
  const team = nameInLanguage(match.scenario[goal.side], language);
  const scorer = goal.playerId ? match.players.get(goal.playerId) : undefined;
  const moment = momentAt(match, goal.at);
  return {
    id: `i${goal.id}`,
    period: moment.period,
    ...displayMinute(moment.period, moment.secondInPeriod),
    major: true,
    kind: 'goal',
    text: commentaryText(language, scorer ? 'goal' : 'teamGoal', {
      player: scorer?.name ?? '',
      team,
      home: nameInLanguage(home, language),
      away: nameInLanguage(away, language),
      score,
    }),
  };
}
