import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as endpoints from '../../../contract/endpoints.ts';
import type { Endpoint } from '../../../contract/endpoints.ts';
import { analyticsAnswerKey, answerKey, infoAnswersKey } from './feed-answer.ts';
import { queryKeys } from './query-keys.ts';

const catalogue: [string, Endpoint][] = Object.entries(endpoints).flatMap(([name, value]) =>
  typeof value === 'object' && 'key' in value ? [[name, value] as [string, Endpoint]] : [],
);

/** Every key the widget makes, for one match: query-keys.ts', the catalogue's and the analytics'. */
function everyKey(eventId: string): [string, readonly unknown[]][] {
  return [
    ...Object.entries(queryKeys).map(([name, make]): [string, readonly unknown[]] => [
      name,
      (make as (...args: unknown[]) => readonly unknown[])(eventId, 'en'),
    ]),
    ...catalogue.map(([name, endpoint]): [string, readonly unknown[]] => [`endpoints.${name}`, answerKey(endpoint, eventId, 'en')]),
    ['analytics', analyticsAnswerKey(eventId, 'TopScorers', { limit: 10 })],
  ];
}

describe('query keys', () => {
  it('starts every key with the event id, so a reconnect invalidates all of one match and none of another', () => {
    const queryClient = new QueryClient();
    const matchKey = queryKeys.match('3869685');
    const keys = everyKey('3869685');
    for (const [name, key] of keys) {
      expect(key[0], name).toBe('3869685');
      queryClient.setQueryData(key, name);
    }
    for (const [name, key] of everyKey('3773386')) queryClient.setQueryData(key, name);
    const cached = queryClient.getQueryCache().getAll();
    const invalidated = cached.filter((query) => matchQuery({ queryKey: matchKey }, query));
    // The first paint's keys of the catalogue's endpoints are the catalogue's keys (one cache entry each).
    const distinct = new Set(keys.map(([, key]) => JSON.stringify(key))).size;
    expect(invalidated).toHaveLength(distinct);
    expect(cached).toHaveLength(2 * distinct);
  });

  it('gives each endpoint its own key and keeps a language and a query apart from another', () => {
    const names = catalogue.map(([, endpoint]) => JSON.stringify(answerKey(endpoint, '3869685', 'en').slice(1)));
    expect(new Set(names).size).toBe(names.length);
    expect(answerKey(endpoints.liveStats, '3869685', 'de')).not.toEqual(answerKey(endpoints.liveStats, '3869685', 'en'));
    expect(answerKey(endpoints.form, '3869685', 'en', { count: '3' })).not.toEqual(answerKey(endpoints.form, '3869685', 'en'));
  });

  it('keys the answers the first paint reads as the catalogue does, so a section reading them shares the entry', () => {
    for (const name of ['eventData', 'eventDetails', 'availability', 'incidents', 'lineups'] as const) {
      expect(queryKeys[name]('3869685', 'de'), name).toEqual(answerKey(endpoints[name], '3869685', 'de'));
    }
  });

  it('matches every info answer of a match with its info key and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(answerKey(endpoints.table, '3869685', 'en'), 1);
    queryClient.setQueryData(answerKey(endpoints.h2h, '3869685', 'de'), 2);
    queryClient.setQueryData(answerKey(endpoints.preview, '3869685', 'en'), 3);
    queryClient.setQueryData(queryKeys.incidents('3869685', 'en'), 4);
    queryClient.setQueryData(answerKey(endpoints.playerStats, '3869685', 'en'), 5);
    const matched = queryClient.getQueryCache().findAll({ queryKey: infoAnswersKey('3869685') });
    expect(matched.map((query) => query.state.data).sort()).toEqual([1, 2, 3]);
  });
});
