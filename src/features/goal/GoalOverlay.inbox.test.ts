import { describe, expect, it } from 'vitest';
import { goalInbox, type ReceivedIncident } from './components/GoalOverlay.tsx';

const received = (at: number, event: ReceivedIncident['incident']['event'] = 'goal'): ReceivedIncident => ({
  incident: { event, side: 'home', isUpdate: false },
  at,
});

describe('the goal overlay’s inbox', () => {
  it('holds what comes before GoalShow takes it, hands it over once, then passes each on and keeps none', () => {
    const inbox = goalInbox();
    // A red card and a goal while GoalShow's chunk loads.
    inbox.put(received(1, 'redCard'));
    inbox.put(received(2));
    const taken: ReceivedIncident[] = [];
    expect(inbox.connect((each) => taken.push(each))).toEqual([received(1, 'redCard'), received(2)]);
    // A whole match of incidents after it: each goes straight to GoalShow, none stays behind.
    for (let at = 3; at < 1003; at += 1) inbox.put(received(at));
    expect(taken.map(({ at }) => at)).toEqual(Array.from({ length: 1000 }, (_, index) => index + 3));
    expect(inbox.connect(null)).toEqual([]);
    // With GoalShow gone, incidents are held again, for the next one that takes them, once.
    inbox.put(received(2000));
    expect(inbox.connect(() => {})).toEqual([received(2000)]);
    expect(inbox.connect(() => {})).toEqual([]);
  });
});
