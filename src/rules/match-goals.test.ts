import { describe, expect, it } from 'vitest';
import type { Incident } from '../../contract/protocol.ts';
import finalIncidents from '../testing/answers/wc2022-final.incidents.json';
import { goalMark, isMatchGoal, leader, minuteText } from './match-goals.ts';

const final = finalIncidents.incidents as Incident[];

describe('minuteText', () => {
  it('writes added time as 90+2 and a plain minute as 64', () => {
    expect(minuteText(64)).toBe("64'");
    expect(minuteText(90, 2)).toBe("90+2'");
    expect(minuteText(45, 0)).toBe("45'");
    expect(minuteText(undefined)).toBe('');
  });
});

describe('isMatchGoal and goalMark', () => {
  it('finds the six goals of the 2022 final and none of its shoot-out kicks, penalties marked', () => {
    const goals = final.filter(isMatchGoal);
    expect(
      goals.map((goal) => `${goal.playerName} ${minuteText(goal.minute, goal.addedMinute)} ${goalMark(goal.type) ?? ''}`.trim()),
    ).toEqual(["Messi 23' penalty", "Di María 36'", "Mbappé 80' penalty", "Mbappé 81'", "Messi 108'", "Mbappé 118' penalty"]);
    expect(final.some((incident) => incident.period === 'penaltyShootout' && !isMatchGoal(incident))).toBe(true);
  });

  it('marks an own goal, and no other incident type', () => {
    expect(goalMark('ownGoal')).toBe('ownGoal');
    expect(goalMark('goal')).toBeUndefined();
    const card: Incident = { id: 'c', type: 'yellowCard', side: 'home', period: 'firstHalf', minute: 5 };
    expect(isMatchGoal(card)).toBe(false);
  });
});

describe('leader', () => {
  it('names the side ahead, and none while level (a shoot-out still undecided)', () => {
    expect(leader({ home: 4, away: 2 })).toBe('home');
    expect(leader({ home: 2, away: 4 })).toBe('away');
    expect(leader({ home: 3, away: 3 })).toBeNull();
  });
});
