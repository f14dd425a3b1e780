import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../../contract/protocol.ts';
import finalAnswer from '../../../testing/answers/wc2022-final.incidents.json';
import { parseIncidentsAnswer } from '../../../../contract/first-paint-parsers.ts';
import { lineupsCredit, posterGoals, showsPoster, streamEndSeen } from './match-ended.ts';

const final = parseIncidentsAnswer(finalAnswer)!;

describe('the poster of a finished match', () => {
  it('is shown for a finished match only, never while it is being played or before', () => {
    expect(showsPoster('played')).toBe(true);
    for (const stage of ['inPlay', 'fullTime', 'penalties', 'extraTimeFullTime', 'halfTime', 'published', undefined] as const) {
      expect(showsPoster(stage), String(stage)).toBe(false);
    }
  });

  it('knows when the stream ended only when it saw the match end while the stream ran', () => {
    expect(streamEndSeen('penalties', 'played', true)).toBe(true);
    expect(streamEndSeen('inPlay', 'played', true)).toBe(true);
    // Opened after the end: the stage was never seen live, so no end time is claimed.
    expect(streamEndSeen(undefined, 'played', true)).toBe(false);
    expect(streamEndSeen('played', 'played', true)).toBe(false);
    // No stream was running for this fan (no credentials, not offered): nothing of it ended.
    expect(streamEndSeen('inPlay', 'played', false)).toBe(false);
    expect(streamEndSeen('inPlay', 'halfTime', true)).toBe(false);
  });

  it('tells the 2022 final: six goals in order, with the penalties marked and the score after each', () => {
    expect(
      posterGoals(final.incidents).map(
        (goal) => `${goal.minute} ${goal.scorer}${goal.mark ? ` (${goal.mark})` : ''} ${goal.score.home}-${goal.score.away}`,
      ),
    ).toEqual([
      "23' Messi (penalty) 1-0",
      "36' Di María 2-0",
      "80' Mbappé (penalty) 2-1",
      "81' Mbappé 2-2",
      "108' Messi 3-2",
      "118' Mbappé (penalty) 3-3",
    ]);
    expect(posterGoals(final.incidents).map((goal) => goal.side)).toEqual(['home', 'home', 'away', 'away', 'home', 'away']);
  });

  it('counts the score itself where the feed gives none, an own goal for the side it benefits, added time as 90+2', () => {
    const line = (id: string, side: 'home' | 'away', type: Incident['type'], minute: number, extra: Partial<Incident> = {}): Incident => ({
      id,
      side,
      type,
      period: minute > 45 ? 'secondHalf' : 'firstHalf',
      minute,
      ...extra,
    });
    const goals = posterGoals([
      line('a', 'home', 'goal', 10, { playerName: 'Messi' }),
      line('b', 'away', 'yellowCard', 20, { playerName: 'Pina' }),
      line('c', 'home', 'ownGoal', 53, { playerName: 'Demiral' }),
      line('d', 'away', 'goal', 90, { addedMinute: 2 }),
      line('e', 'home', 'penaltyGoal', 120, { period: 'penaltyShootout', playerName: 'Messi' }),
    ]);
    expect(goals.map((goal) => [goal.minute, goal.scorer, goal.mark, goal.score])).toEqual([
      ["10'", 'Messi', undefined, { home: 1, away: 0 }],
      ["53'", 'Demiral', 'ownGoal', { home: 2, away: 0 }],
      ["90+2'", undefined, undefined, { home: 2, away: 1 }],
    ]);
  });
});

describe('lineupsCredit', () => {
  it('reads the credit the line-ups answer names, and nothing else as one', () => {
    expect(lineupsCredit({ credit: 'StatsBomb', home: {} })).toBe('StatsBomb');
    expect(lineupsCredit({ home: {} })).toBeUndefined();
    expect(lineupsCredit({ credit: 7 })).toBeUndefined();
    expect(lineupsCredit({ credit: ' ' })).toBeUndefined();
    expect(lineupsCredit(null)).toBeUndefined();
  });
});
