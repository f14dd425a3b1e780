import { describe, expect, it } from 'vitest';
import { stages, type Stage } from './vocabulary.ts';
import {
  finishedStages,
  isFinishedStage,
  isLiveStage,
  isLiveStatsStage,
  isPitchViewStage,
  isPreMatchStage,
  isStreamStage,
  liveStatsActive,
  liveStages,
  parseStageList,
  preMatchStages,
  stageGroup,
  stageReplaceMode,
} from './stage-groups.ts';

const groupTable: [Stage, 'preMatch' | 'live' | 'finished'][] = [
  ['published', 'preMatch'],
  ['preview', 'preMatch'],
  ['lineupsAvailable', 'preMatch'],
  ['momentsBeforeKO', 'preMatch'],
  ['inPlay', 'live'],
  ['halfTime', 'live'],
  ['fullTime', 'live'],
  ['extraTimeHalfTime', 'live'],
  ['extraTimeFullTime', 'live'],
  ['endOfSecondHalf', 'live'],
  ['endOfExtraTime', 'live'],
  ['penalties', 'live'],
  ['suspended', 'live'],
  ['played', 'finished'],
];

describe('stage groups (SPEC section 4)', () => {
  it('puts every stage in exactly one group', () => {
    const grouped = [...preMatchStages, ...liveStages, ...finishedStages];
    expect(grouped).toHaveLength(stages.length);
    expect([...grouped].sort()).toEqual([...stages].sort());
    expect(groupTable).toHaveLength(stages.length);
  });

  it.each(groupTable)('%s is in the %s group', (stage, group) => {
    expect(stageGroup(stage)).toBe(group);
    expect(isPreMatchStage(stage)).toBe(group === 'preMatch');
    expect(isLiveStage(stage)).toBe(group === 'live');
    expect(isFinishedStage(stage)).toBe(group === 'finished');
    expect(isLiveStatsStage(stage)).toBe(group !== 'preMatch');
    expect(isStreamStage(stage)).toBe(group === 'live');
    expect(isPitchViewStage(stage)).toBe(group === 'live');
  });

  it('has no group and no live stats without a stage', () => {
    expect(stageGroup(undefined)).toBeUndefined();
    expect(isLiveStatsStage(undefined)).toBe(false);
    expect(isLiveStage(undefined)).toBe(false);
  });
});

describe('liveStatsActive', () => {
  it.each<[Stage[] | undefined, Stage | undefined, boolean]>([
    [undefined, undefined, false],
    [[], undefined, false],
    [undefined, 'inPlay', true],
    [undefined, 'played', true],
    [undefined, 'preview', false],
    [[], 'halfTime', true],
    [['inPlay'], undefined, true],
    [['played'], 'preview', true],
    // the query wins over the supplied stage
    [['preview'], 'inPlay', false],
    [['momentsBeforeKO'], 'played', false],
    // a comma-joined list is active when any listed stage qualifies
    [['preview', 'inPlay'], undefined, true],
    [['published', 'preview'], 'inPlay', false],
  ])('query %j, supplied %s -> %s', (queryStages, suppliedStage, active) => {
    expect(liveStatsActive(queryStages, suppliedStage)).toBe(active);
  });
});

describe('stageReplaceMode', () => {
  it.each<[Stage | undefined, Stage | undefined, 'full' | 'shallow']>([
    ['momentsBeforeKO', 'inPlay', 'full'],
    ['published', 'suspended', 'full'],
    ['preview', 'halfTime', 'full'],
    ['preview', 'lineupsAvailable', 'shallow'],
    ['preview', 'played', 'shallow'],
    ['inPlay', 'halfTime', 'shallow'],
    ['halfTime', 'played', 'shallow'],
    ['played', 'inPlay', 'shallow'],
    [undefined, 'inPlay', 'shallow'],
    ['preview', undefined, 'shallow'],
  ])('%s -> %s is %s', (current, next, mode) => {
    expect(stageReplaceMode(current, next)).toBe(mode);
  });
});

describe('parseStageList', () => {
  it.each<[string | null | undefined, Stage[]]>([
    [null, []],
    [undefined, []],
    ['', []],
    ['inPlay', ['inPlay']],
    ['preview,inPlay', ['preview', 'inPlay']],
    [' preview , halfTime ', ['preview', 'halfTime']],
    ['INPLAY', ['inPlay']],
    ['inPlay,inPlay', ['inPlay']],
    ['nonsense', []],
    ['preview,bogus,played', ['preview', 'played']],
    [',,', []],
    ['toString,__proto__,constructor', []],
  ])('%j -> %j', (raw, parsed) => {
    expect(parseStageList(raw)).toEqual(parsed);
  });

  it.each(stages)('knows %s', (stage) => {
    expect(parseStageList(stage)).toEqual([stage]);
  });
});
