import { describe, expect, it } from 'vitest';
import { pickInPlayEvent } from './feed-events.ts';

describe('pickInPlayEvent', () => {
  it('prefers demo-live when it is in play', () => {
    expect(
      pickInPlayEvent([
        { eventId: 'demo-injury-time', stage: 'inPlay' },
        { eventId: 'demo-live', stage: 'inPlay' },
      ]),
    ).toBe('demo-live');
  });

  it('takes another event in play when demo-live is not', () => {
    expect(
      pickInPlayEvent([
        { eventId: 'demo-live', stage: 'halfTime' },
        { eventId: 'demo-finished', stage: 'played' },
        { eventId: 'demo-second-half', stage: 'inPlay' },
      ]),
    ).toBe('demo-second-half');
  });

  it('answers null when nothing is in play', () => {
    expect(pickInPlayEvent([{ eventId: 'wc2022-final', stage: 'played' }])).toBeNull();
    expect(pickInPlayEvent([])).toBeNull();
  });
});
