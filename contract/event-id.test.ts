import { describe, expect, it } from 'vitest';
import { isEventId } from './event-id.ts';
import { eventIdSchema } from './protocol.ts';

describe('the event-id rule shared by widget and feed', () => {
  it.each(['123', 'wc2022-final', 'ARG_FRA-2022', 'a'.repeat(128)])('accepts %j', (id) => {
    expect(isEventId(id)).toBe(true);
    expect(eventIdSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', 'a'.repeat(129), '..', '-leading', '_leading', 'a.b', 'a/b', 'a b', 'a?b', '<script>', 'café'])('refuses %j', (id) => {
    expect(isEventId(id)).toBe(false);
    expect(eventIdSchema.safeParse(id).success).toBe(false);
  });
});
