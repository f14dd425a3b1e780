import { describe, expect, it } from 'vitest';
import { StreamGate } from './stream-gate.ts';

describe('StreamGate', () => {
  const gate = () =>
    new StreamGate(
      new Map([
        ['refused', { streamRefusal: 10312 }],
        ['open', {}],
      ]),
    );

  it('lets an open event play and refuses an event that refuses every launch, every time', () => {
    const streams = gate();
    expect(streams.take('open')).toBeNull();
    expect(streams.take('refused')).toBe(10312);
    expect(streams.take('refused')).toBe(10312);
    expect(streams.take('unknown')).toBeNull();
  });
});
