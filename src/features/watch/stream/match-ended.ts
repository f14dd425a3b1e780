import type { Incident, Side } from '../../../../contract/protocol.ts';
import type { Stage } from '../../../../contract/vocabulary.ts';
import { isFinishedStage, isLiveStage } from '../../../../contract/stage-groups.ts';
import { goalMark, isMatchGoal, minuteText, type GoalMark } from '../../../rules/match-goals.ts';

/**
 * What the stream route shows once the match is over: the facts of its poster, from the feed's
 * incidents and scores. Pure, so each rule has a test beside it (match-ended.test.ts).
 */

/** A finished match has no stream to launch: its route shows the poster instead. */
export const showsPoster = (stage: Stage | undefined): boolean => isFinishedStage(stage);

/**
 * The stream ends with the match, so its end is known only when the widget sees it happen: the
 * stage going from the live group to finished while the stream was running. The feed gives no end
 * time (periodStartTime is when the last period began), so a fan who opens a finished match is
 * told that it has ended, never a time.
 */
export function streamEndSeen(previous: Stage | undefined, next: Stage | undefined, streamRunning: boolean): boolean {
  return streamRunning && isLiveStage(previous) && isFinishedStage(next);
}

export interface PosterGoal {
  id: string;
  /** The side the goal counts for (an own goal counts for the side that benefits, as the feed sends it). */
  side: Side;
  /** As a fan reads it: 23', and 45+7' in added time. */
  minute: string;
  /** Undefined when the feed names no scorer. */
  scorer: string | undefined;
  mark: GoalMark;
  /** The score just after this goal. */
  score: { home: number; away: number };
}

/**
 * The goals in match order, each with the score after it; kicks of a shoot-out are not goals of
 * the match. The score is the feed's where the incident carries one, else counted from the goals
 * before it.
 */
export function posterGoals(incidents: readonly Incident[]): PosterGoal[] {
  const counted = { home: 0, away: 0 };
  const goals: PosterGoal[] = [];
  for (const incident of incidents) {
    if (!isMatchGoal(incident)) continue;
    counted[incident.side] += 1;
    const score = incident.score ?? { ...counted };
    // A later goal without the feed's score counts on from this one.
    Object.assign(counted, { home: score.home, away: score.away });
    goals.push({
      id: incident.id,
      side: incident.side,
      minute: minuteText(incident.minute, incident.addedMinute),
      scorer: incident.playerName,
      mark: goalMark(incident.type),
      score: { home: score.home, away: score.away },
    });
  }
  return goals;
}

/**
 * The data credit the line-ups answer names ('StatsBomb' for a match from its open data), read at
 * the boundary: anything but a non-blank string is no credit, and no credits line is made up.
 */
export function lineupsCredit(answer: unknown): string | undefined {
  const credit = typeof answer === 'object' && answer !== null ? (answer as { credit?: unknown }).credit : undefined;
  return typeof credit === 'string' && credit.trim() !== '' ? credit : undefined;
}
