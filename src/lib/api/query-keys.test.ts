import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';
import { sectionQueryKeys } from './section-query-keys.ts';

/** Every key the factory makes, for one match, with whatever arguments each needs. */
function everyKey(eventId: string): [string, readonly unknown[]][] {
  return Object.entries({ ...queryKeys, ...sectionQueryKeys }).map(([name, make]) => {
    const key = (make as (...args: unknown[]) => readonly unknown[])(eventId, 'en', 'en', {});
    return [name, key];
  });
}

describe('queryKeys', () => {
  it('starts every key with the event id, so a reconnect invalidates all of one match and none of another', () => {
    const queryClient = new QueryClient();
    const matchKey = queryKeys.match('3869685');
    for (const [name, key] of everyKey('3869685')) {
      expect(key[0], name).toBe('3869685');
      queryClient.setQueryData(key, name);
    }
    for (const [name, key] of everyKey('3773386')) queryClient.setQueryData(key, name);
    const cached = queryClient.getQueryCache().getAll();
    const invalidated = cached.filter((query) => matchQuery({ queryKey: matchKey }, query));
    const keyCount = Object.keys(queryKeys).length + Object.keys(sectionQueryKeys).length;
    expect(invalidated).toHaveLength(keyCount);
    expect(cached).toHaveLength(2 * keyCount);
  });

  it('gives each endpoint its own key and keeps a language apart from another', () => {
    const names = everyKey('3869685').map(([, key]) => JSON.stringify(key.slice(1)));
    expect(new Set(names).size).toBe(names.length);
    expect(sectionQueryKeys.liveStats('3869685', 'de')).not.toEqual(sectionQueryKeys.liveStats('3869685', 'en'));
    expect(sectionQueryKeys.info('3869685', 'table', 'en', { round: '2' })).not.toEqual(sectionQueryKeys.info('3869685', 'table', 'en'));
  });

  it('matches every info answer of a match with infoAll and nothing else', () => {
    const infoAll = { queryKey: sectionQueryKeys.infoAll('3869685') };
    const queryClient = new QueryClient();
    queryClient.setQueryData(sectionQueryKeys.info('3869685', 'table', 'en'), 1);
    queryClient.setQueryData(sectionQueryKeys.info('3869685', 'h2h', 'de', { limit: '5' }), 2);
    queryClient.setQueryData(queryKeys.incidents('3869685', 'en'), 3);
    const matched = queryClient.getQueryCache().findAll(infoAll);
    expect(matched.map((query) => query.state.data).sort()).toEqual([1, 2]);
  });
});
