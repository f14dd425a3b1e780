import { describe, expect, it } from 'vitest';
import { parseSocketMessages } from './reconnecting-socket.ts';
import { mergeValue } from './socket-to-cache.ts';

describe('parseSocketMessages and mergeValue', () => {
  const goal = { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false } };
  const score = { type: 'score', value: { home: 1, away: 0 } };

  it('parses a message envelope and rejects what is not one', () => {
    expect(parseSocketMessages(JSON.stringify(goal))).toEqual([goal]);
    expect(parseSocketMessages('not json')).toEqual([]);
    expect(parseSocketMessages('{"value":1}')).toEqual([]);
    expect(parseSocketMessages('null')).toEqual([]);
    expect(parseSocketMessages(score)).toEqual([]);
  });

  it('reads a batch as its messages in order', () => {
    expect(parseSocketMessages(JSON.stringify({ type: 'batch', value: [goal, score] }))).toEqual([goal, score]);
  });

  it('drops a batch entry that is no message, or is a batch itself, alone', () => {
    const batch = {
      type: 'batch',
      value: [goal, null, 'score', { value: 2 }, { type: 7, value: 1 }, { type: 'batch', value: [score] }, score],
    };
    expect(parseSocketMessages(JSON.stringify(batch))).toEqual([goal, score]);
  });

  it('gives nothing for a batch whose value is no list', () => {
    for (const value of [undefined, null, 'x', { 0: goal }]) {
      expect(parseSocketMessages(JSON.stringify({ type: 'batch', value }))).toEqual([]);
    }
  });

  it('merges objects shallowly and replaces anything else', () => {
    expect(mergeValue({ a: 1, nested: { x: 1 } }, { nested: { y: 2 } } as object)).toEqual({ a: 1, nested: { y: 2 } });
    expect(mergeValue(undefined, { a: 1 })).toEqual({ a: 1 });
    expect(mergeValue<unknown>([1, 2], [3])).toEqual([3]);
  });
});
