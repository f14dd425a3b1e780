import { describe, expect, it } from 'vitest';
import { bodyParts, patternsOfPlay, shotOutcomes } from '../../../../contract/vocabulary.ts';
import en from '../../../../locales/en.json';
import { shotLabels } from './shot-labels.ts';

const translated = (key: string): unknown => {
  const [area = '', name = ''] = key.split('.');
  const areaTexts: unknown = (en as Record<string, unknown>)[area];
  return typeof areaTexts === 'object' && areaTexts !== null ? (areaTexts as Record<string, unknown>)[name] : undefined;
};

describe('shot labels', () => {
  it('names every word of the contract vocabulary with a key English translates', () => {
    for (const outcome of shotOutcomes) expect(translated(shotLabels({ outcome }).outcome), outcome).toBeTypeOf('string');
    for (const pattern of patternsOfPlay)
      expect(translated(shotLabels({ outcome: 'goal', pattern }).pattern ?? ''), pattern).toBeTypeOf('string');
    for (const bodyPart of bodyParts)
      expect(translated(shotLabels({ outcome: 'goal', bodyPart }).bodyPart ?? ''), bodyPart).toBeTypeOf('string');
  });

  it('shows a word the vocabulary does not hold as the feed sent it, and leaves out what the feed did not send', () => {
    expect(shotLabels({ outcome: 'saved', pattern: 'fromKickOff', bodyPart: 'chest', shotType: 'volley' })).toEqual({
      outcome: 'stats.outcomeSaved',
      pattern: 'fromKickOff',
      bodyPart: 'chest',
      shotType: 'volley',
    });
    expect(shotLabels({ outcome: 'goal' })).toEqual({
      outcome: 'incidents.goal',
      pattern: undefined,
      bodyPart: undefined,
      shotType: undefined,
    });
  });

  it('labels a penalty kick by its own pattern as by its shot type', () => {
    expect(shotLabels({ outcome: 'goal', pattern: 'penalty', shotType: 'penalty' })).toMatchObject({
      pattern: 'incidents.penalty',
      shotType: 'incidents.penalty',
    });
  });
});
