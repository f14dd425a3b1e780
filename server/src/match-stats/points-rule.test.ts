import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { optaPointsRule } from './points.ts';

// The widget words the rule in the fan's language from its own strings; the English one must stay
// the rule the feed applies and serves.
describe('the Opta points rule the widget shows', () => {
  it('is, in English, the rule the feed applies', () => {
    const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8')) as {
      stats: { optaPointsRule: string };
    };
    expect(english.stats.optaPointsRule).toBe(optaPointsRule);
  });
});
