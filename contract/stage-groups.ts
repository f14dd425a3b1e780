import { stages, type Stage } from './vocabulary.ts';

/**
 * The stage groups of SPEC section 4 "Match stages" and the rules built on them. Every stage
 * belongs to exactly one group.
 */

export const preMatchStages = ['published', 'preview', 'lineupsAvailable', 'momentsBeforeKO'] as const satisfies readonly Stage[];
export const liveStages = [
  'inPlay',
  'halfTime',
  'fullTime',
  'extraTimeHalfTime',
  'extraTimeFullTime',
  'endOfSecondHalf',
  'endOfExtraTime',
  'penalties',
  'suspended',
] as const satisfies readonly Stage[];
export const finishedStages = ['played'] as const satisfies readonly Stage[];

export type StageGroup = 'preMatch' | 'live' | 'finished';

const groupOf = new Map<Stage, StageGroup>([
  ...preMatchStages.map((stage) => [stage, 'preMatch'] as const),
  ...liveStages.map((stage) => [stage, 'live'] as const),
  ...finishedStages.map((stage) => [stage, 'finished'] as const),
]);

export function stageGroup(stage: Stage | undefined): StageGroup | undefined {
  return stage === undefined ? undefined : groupOf.get(stage);
}

export function isPreMatchStage(stage: Stage | undefined): boolean {
  return stageGroup(stage) === 'preMatch';
}

/** The live group; also what SPEC section 2 calls "live stages" for the tab orders. */
export function isLiveStage(stage: Stage | undefined): boolean {
  return stageGroup(stage) === 'live';
}

export function isFinishedStage(stage: Stage | undefined): boolean {
  return stageGroup(stage) === 'finished';
}

/** SPEC section 4: the live-stats view belongs to the live and finished groups. */
export function isLiveStatsStage(stage: Stage | undefined): boolean {
  const group = stageGroup(stage);
  return group === 'live' || group === 'finished';
}

/**
 * A "stream stage" (SPEC section 2 "Item availability"). The spec does not list them; we read it
 * as the live group: the stream is offered while the match is being played, and the pre-stream
 * window covers the last 15 minutes before kick-off.
 */
export function isStreamStage(stage: Stage | undefined): boolean {
  return isLiveStage(stage);
}

/** A "pitch-view stage" (SPEC section 2); not listed by the spec, read as the live group like the stream. */
export function isPitchViewStage(stage: Stage | undefined): boolean {
  return isLiveStage(stage);
}

/**
 * SPEC section 4: the stage comes from the query, else from a supplied stage, else the view is
 * off. The query may be a comma-joined list: we read it as active when any listed stage is a
 * live-stats stage, so an operator can pass every stage it may be in. An empty list (nothing
 * known in the query) counts as no query stage.
 */
export function liveStatsActive(queryStages: readonly Stage[] | undefined, suppliedStage: Stage | undefined): boolean {
  if (queryStages !== undefined && queryStages.length > 0) return queryStages.some(isLiveStatsStage);
  return isLiveStatsStage(suppliedStage);
}

export type StageReplaceMode = 'full' | 'shallow';

/** SPEC section 4 "Stage refresh": pre-match to live replaces the route fully, anything else shallowly. */
export function stageReplaceMode(current: Stage | undefined, next: Stage | undefined): StageReplaceMode {
  return isPreMatchStage(current) && isLiveStage(next) ? 'full' : 'shallow';
}

const stageByLowerCase = new Map<string, Stage>(stages.map((stage) => [stage.toLowerCase(), stage]));

/**
 * The `stage` query parameter (SPEC section 2), a single stage or a comma-joined list. Unknown
 * values are dropped, case is forgiven, duplicates are removed, and it never throws.
 */
export function parseStageList(raw: string | null | undefined): Stage[] {
  if (!raw) return [];
  const known = raw
    .split(',')
    .map((part) => stageByLowerCase.get(part.trim().toLowerCase()))
    .filter((stage) => stage !== undefined);
  return [...new Set(known)];
}

/** Stages at which the scoreboard shows a summary: half time, and from the final whistle on. */
export function summaryKind(stage: Stage | undefined): 'halfTime' | 'postMatch' | null {
  if (stage === 'halfTime') return 'halfTime';
  if (stage === 'fullTime' || stage === 'extraTimeFullTime' || stage === 'played') return 'postMatch';
  return null;
}
