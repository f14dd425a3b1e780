import { describe, expect, it } from 'vitest';
import { supportedLanguages, type Language } from '../../../contract/languages.ts';
import { loadScenarios } from '../scenario/load.ts';
import type { Scenario } from '../scenario/schema.ts';
import { competitionContext } from './context.ts';
import { matchTexts } from './match-texts.ts';

/** The preview's opening paragraph, at the match's own date or, with `replayKickoff`, a demo's. */
async function introOf(scenario: Scenario, language: Language, replayKickoff?: string) {
  const context = await competitionContext(scenario);
  return matchTexts('preview', scenario, context!, language, replayKickoff).find((paragraph) => paragraph.kind.includes('Intro'))!;
}

describe("the preview's opening sentence", () => {
  it('names the ground where the source gives one', async () => {
    const final = (await loadScenarios()).get('wc2022-final')!;
    expect(await introOf(final, 'en')).toEqual({
      kind: 'previewIntro',
      text: 'Argentina meet France in the FIFA World Cup 2022 (Final) at Lusail Stadium, Lusail, on December 18, 2022.',
    });
  });

  it('leaves the ground out where the source gives none, in every language, never an invented one', async () => {
    const final = (await loadScenarios()).get('wc2022-final')!;
    const withoutVenue: Scenario = { ...final, venue: undefined };
    expect(await introOf(withoutVenue, 'en')).toEqual({
      kind: 'previewIntroNoVenue',
      text: 'Argentina meet France in the FIFA World Cup 2022 (Final) on December 18, 2022.',
    });
    expect(await introOf(withoutVenue, 'en', '2026-11-28T15:00:00Z')).toEqual({
      kind: 'previewReplayIntroNoVenue',
      text: 'A replay of Argentina v France in the FIFA World Cup 2022 (Final), played on December 18, 2022.',
    });
    for (const language of supportedLanguages)
      for (const replayKickoff of [undefined, '2026-11-28T15:00:00Z']) {
        const { text } = await introOf(withoutVenue, language, replayKickoff);
        expect(text, language).not.toMatch(/\{\{|Unknown|Lusail|undefined/);
      }
  });
});
