import type { PeriodId, Stage } from '../../../contract/protocol.ts';
import type { Scenario } from '../scenario/schema.ts';

/**
 * When each stage of a match happens, in seconds from kick-off. The breaks are those of a
 * televised match: 15 minutes at half time, 5 before extra time, 2 at its half, 3 before a
 * shoot-out; a finished match shows its full-time stage for 10 minutes before it is `played`.
 */
export const phaseDurations = {
  previewFrom: -24 * 3600,
  lineupsFrom: -75 * 60,
  momentsBeforeFrom: -5 * 60,
  halfTime: 15 * 60,
  beforeExtraTime: 5 * 60,
  extraTimeHalfTime: 2 * 60,
  beforeShootout: 3 * 60,
  shootoutKick: 60,
  fullTime: 10 * 60,
} as const;

export const regularPeriodSeconds: Record<PeriodId, number> = {
  firstHalf: 45 * 60,
  secondHalf: 45 * 60,
  firstHalfExtraTime: 15 * 60,
  secondHalfExtraTime: 15 * 60,
  penaltyShootout: 0,
};

export interface Phase {
  stage: Stage;
  /** The period being played, for inPlay and penalties phases. */
  period?: PeriodId;
  /** Seconds from kick-off; `end` is exclusive and Infinity for the last phase. */
  start: number;
  end: number;
}

export interface Timeline {
  phases: Phase[];
  /** Start of each period played, in seconds from kick-off. */
  periodStart: Partial<Record<PeriodId, number>>;
  /** When the final whistle of play (not the shoot-out) blows. */
  playEnds: number;
  /** When each shoot-out kick is taken. */
  kickTimes: number[];
}

export function buildTimeline(scenario: Pick<Scenario, 'periods' | 'shootout'>): Timeline {
  const phases: Phase[] = [
    { stage: 'published', start: -Infinity, end: phaseDurations.previewFrom },
    { stage: 'preview', start: phaseDurations.previewFrom, end: phaseDurations.lineupsFrom },
    { stage: 'lineupsAvailable', start: phaseDurations.lineupsFrom, end: phaseDurations.momentsBeforeFrom },
    { stage: 'momentsBeforeKO', start: phaseDurations.momentsBeforeFrom, end: 0 },
  ];
  const periodStart: Timeline['periodStart'] = {};
  const added = new Map(scenario.periods.map((period) => [period.id, period.addedSeconds]));
  const played = (id: PeriodId) => added.has(id);
  let clock = 0;
  const play = (id: PeriodId) => {
    periodStart[id] = clock;
    const end = clock + regularPeriodSeconds[id] + (added.get(id) ?? 0);
    phases.push({ stage: 'inPlay', period: id, start: clock, end });
    clock = end;
  };
  const pause = (stage: Stage, seconds: number) => {
    phases.push({ stage, start: clock, end: clock + seconds });
    clock += seconds;
  };

  play('firstHalf');
  pause('halfTime', phaseDurations.halfTime);
  play('secondHalf');
  const extraTime = played('firstHalfExtraTime');
  if (extraTime) {
    pause('endOfSecondHalf', phaseDurations.beforeExtraTime);
    play('firstHalfExtraTime');
    pause('extraTimeHalfTime', phaseDurations.extraTimeHalfTime);
    play('secondHalfExtraTime');
  }
  const playEnds = clock;
  const kickTimes: number[] = [];
  if (played('penaltyShootout')) {
    pause('endOfExtraTime', phaseDurations.beforeShootout);
    periodStart.penaltyShootout = clock;
    const kicks = scenario.shootout?.length ?? 0;
    for (let kick = 0; kick < kicks; kick += 1) kickTimes.push(clock + (kick + 1) * phaseDurations.shootoutKick);
    const end = clock + (kicks + 1) * phaseDurations.shootoutKick;
    phases.push({ stage: 'penalties', period: 'penaltyShootout', start: clock, end });
    clock = end;
  }
  pause(extraTime ? 'extraTimeFullTime' : 'fullTime', phaseDurations.fullTime);
  phases.push({ stage: 'played', start: clock, end: Infinity });
  return { phases, periodStart, playEnds, kickTimes };
}

export function phaseAt(timeline: Timeline, second: number): Phase {
  // Phases are few (at most 16): a linear scan is clearer than a search.
  return timeline.phases.find((phase) => second >= phase.start && second < phase.end) ?? timeline.phases.at(-1)!;
}

/** The periods that have started by `second`, in order, as `event_status` lists them. */
export function periodsStarted(timeline: Timeline, second: number): PeriodId[] {
  return (Object.entries(timeline.periodStart) as Array<[PeriodId, number]>)
    .filter(([, start]) => start <= second)
    .sort(([, a], [, b]) => a - b)
    .map(([id]) => id);
}

/** Seconds from kick-off of a moment given as a period and seconds into it. */
export function secondOf(timeline: Timeline, period: PeriodId, secondInPeriod: number): number {
  const start = timeline.periodStart[period];
  if (start === undefined) throw new Error(`period ${period} is not played in this match`);
  return start + secondInPeriod;
}

const periodBaseMinute: Record<PeriodId, number> = {
  firstHalf: 0,
  secondHalf: 45,
  firstHalfExtraTime: 90,
  secondHalfExtraTime: 105,
  penaltyShootout: 120,
};

/** The minute a fan sees for a moment of a period: 45+2 is { minute: 45, addedMinute: 2 }. */
export function displayMinute(period: PeriodId, secondInPeriod: number): { minute: number; addedMinute?: number } {
  const regularMinutes = regularPeriodSeconds[period] / 60;
  const played = Math.floor(secondInPeriod / 60) + 1;
  if (period === 'penaltyShootout') return { minute: 120 };
  if (played > regularMinutes) {
    return { minute: periodBaseMinute[period] + regularMinutes, addedMinute: played - regularMinutes };
  }
  return { minute: periodBaseMinute[period] + played };
}
