import { describe, expect, it } from 'vitest';
import { FeedError } from '../lib/api/client.ts';
import { matchIsMissing } from './match-missing.ts';

describe('matchIsMissing', () => {
  it('is a verdict on a 404 of the event data or the socket closed as unknown event', () => {
    expect(matchIsMissing(new FeedError('/event_data/x answered 404', 404), 'open')).toBe(true);
    expect(matchIsMissing(null, 'notFound')).toBe(true);
  });

  it.each([
    ['a 500', new FeedError('/event_data/x answered 500', 500)],
    ['a malformed answer', new FeedError('/event_data/x answered an unexpected shape', 200)],
    ['a network failure', new TypeError('Failed to fetch')],
    ['no error', null],
  ])('is no verdict on %s', (_case, error) => {
    expect(matchIsMissing(error, 'reconnecting')).toBe(false);
    expect(matchIsMissing(error, 'gaveUp')).toBe(false);
  });
});
