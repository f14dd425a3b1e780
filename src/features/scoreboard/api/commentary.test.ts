import { describe, expect, it } from 'vitest';
import type { Commentary } from '../../../../contract/protocol.ts';
import { withLine } from './commentary.ts';

// Turkey v Italy (Euro 2020), its lines named by their StatsBomb events as an ingested match's
// are: how a line from the socket joins the list the fan holds, newest first.
const kickOff: Commentary = { id: 'p0', period: 'firstHalf', minute: 0, major: true, kind: 'kickOff', text: 'Kick-off: Turkey v Italy' };
const halfTime: Commentary = { id: 'p1', major: true, kind: 'halfTime', text: 'Half time: Turkey 0-0 Italy' };
const secondHalf: Commentary = {
  id: 'p2',
  period: 'secondHalf',
  minute: 45,
  major: false,
  kind: 'secondHalfStart',
  text: 'The second half is under way',
};
const demiral: Commentary = {
  id: '0bf3014d-e1aa-40ec-bb8f-3efd6b69d4e2',
  period: 'secondHalf',
  minute: 53,
  major: true,
  kind: 'ownGoal',
  text: 'Own goal by Merih Demiral (0-1)',
};
const immobile: Commentary = {
  id: '009e954d-99b5-4cf4-83e9-5de8989b5725',
  period: 'secondHalf',
  minute: 66,
  major: true,
  kind: 'goal',
  text: 'Goal! Ciro Immobile scores (0-2)',
};
const insigne: Commentary = {
  id: '34da2c2c-d565-436b-8afe-5baf2da2cf77',
  period: 'secondHalf',
  minute: 79,
  major: true,
  kind: 'goal',
  text: 'Goal! Lorenzo Insigne scores (0-3)',
};
const ids = (lines: readonly Commentary[]) => lines.map((line) => line.id);

describe('withLine: a commentary line from the socket', () => {
  it('goes on top when it is the newest, above a half-time line that has no minute', () => {
    expect(ids(withLine([halfTime, kickOff], secondHalf))).toEqual(['p2', 'p1', 'p0']);
    expect(ids(withLine([secondHalf, halfTime, kickOff], demiral))).toEqual([demiral.id, 'p2', 'p1', 'p0']);
  });

  it("that came late stands at its minute: Immobile's 66th-minute goal after Insigne's of the 79th", () => {
    const held = [insigne, demiral, secondHalf, halfTime, kickOff];
    expect(ids(withLine(held, immobile))).toEqual([insigne.id, immobile.id, demiral.id, 'p2', 'p1', 'p0']);
  });

  it('replaces the line of its id where it stands: a goal taken back is the VAR decision in its place', () => {
    const cancelled: Commentary = { ...immobile, kind: 'varGoalCancelled', text: 'VAR: the goal is cancelled' };
    const lines = withLine([insigne, immobile, demiral], cancelled);
    expect(lines).toEqual([insigne, cancelled, demiral]);
  });
});
