import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';
import { sectionQueryKeys } from './section-query-keys.ts';

const srcDir = path.resolve(import.meta.dirname, '../..');
/** The two modules where keys are written: the first paint's and the lazy sections'. */
const homes = ['src/lib/api/query-keys.ts', 'src/lib/api/section-query-keys.ts'];

/** Every key the factory makes, for one match, with whatever arguments each needs. */
function everyKey(eventId: string): [string, readonly unknown[]][] {
  return Object.entries({ ...queryKeys, ...sectionQueryKeys }).map(([name, make]) => {
    const key = (make as (...args: unknown[]) => readonly unknown[])(eventId, 'en', 'en', {});
    return [name, key];
  });
}

/**
 * Ways a key is written by hand: an array literal as a query's key or handed to the client, a key
 * of `queryKeys` extended with more parts, or an array that starts with the event id and then the
 * endpoint's name (the shape of every key in query-keys.ts).
 */
const handWrittenKey: [string, RegExp][] = [
  ['an array literal as `queryKey`', /queryKey:\s*\[/],
  [
    'an array literal handed to the query client',
    /\.(?:set|get|invalidate|refetch|remove|cancel|reset|fetch|ensure)Quer(?:y|ies)(?:Data)?\(\s*\[/,
  ],
  ['a key of queryKeys extended outside the factory', /\[\s*\.\.\.(?:section)?[qQ]ueryKeys\./],
  ['an array of the event id and an endpoint name', /\[\s*(?:\w+\.)?eventId(?:\s*\?\?\s*'')?\s*,\s*['"`]/],
];

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
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
    queryClient.setQueryData(sectionQueryKeys.info('3869685', 'lineups', 'en'), 1);
    queryClient.setQueryData(sectionQueryKeys.info('3869685', 'h2h', 'de', { limit: '5' }), 2);
    queryClient.setQueryData(queryKeys.incidents('3869685', 'en'), 3);
    const matched = queryClient.getQueryCache().findAll(infoAll);
    expect(matched.map((query) => query.state.data).sort()).toEqual([1, 2]);
  });
});

describe('where query keys are written', () => {
  const files = sourceFiles();

  it('reads the widget source', () => {
    for (const home of homes) expect(files).toContain(home);
    expect(files).toContain('src/api/live-stats.ts');
    expect(files.length).toBeGreaterThan(100);
  });

  it('writes no key outside src/lib/api/query-keys.ts', () => {
    const found: string[] = [];
    for (const file of files) {
      if (homes.includes(file) || file === 'src/lib/api/query-keys.test.ts') continue;
      const text = readFileSync(path.resolve(srcDir, '..', file), 'utf8');
      text.split('\n').forEach((line, index) => {
        for (const [what, pattern] of handWrittenKey) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('would notice each way of writing a key by hand', () => {
    const samples = [
      "queryKey: [eventId ?? '', 'liveStats', lang] as const,",
      "queryClient.setQueryData(['3869685', 'incidents', 'en'], answer);",
      "const key = [...queryKeys.match(eventId), 'commentary', lang] as const;",
      "liveStats: (eventId: string, lang: Language) => [eventId, 'liveStats', lang] as const,",
      "const key = [query.eventId, 'info'] as const;",
    ];
    for (const sample of samples)
      expect(
        handWrittenKey.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(handWrittenKey.some(([, pattern]) => pattern.test('queryKey: sectionQueryKeys.liveStats(eventId ?? "", lang),'))).toBe(false);
  });
});
