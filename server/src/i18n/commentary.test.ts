import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../contract/languages.ts';
import { commentaryKinds, type CommentaryKind } from './commentary-kinds.ts';
import { commentaryText } from './commentary.ts';
import { commentaryTemplates } from './commentary-templates.ts';

const translated = supportedLanguages.filter((language) => language !== 'en');

/**
 * Lines that may read exactly as the English one. Empty on purpose: every line carries real words
 * (even the VAR lines say "goal", "penalty", "red card" in the language), so an identical line can
 * only be a forgotten copy. Add an entry only for a line that is genuinely the same in that language
 * (say, a bare "VAR: {{team}}"), as `${language}.${kind}`; the test below rejects stale entries.
 */
const sameAsEnglish = new Set<string>([]);

const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('commentary templates', () => {
  it.each(supportedLanguages)('%s has a line for every kind', (language) => {
    const templates = commentaryTemplates[language];
    expect(Object.keys(templates).sort()).toEqual([...commentaryKinds].sort());
    for (const kind of commentaryKinds) expect(templates[kind].trim(), `${language}.${kind}`).not.toBe('');
  });

  it.each(translated)('%s keeps the English placeholders in every line', (language) => {
    for (const kind of commentaryKinds) {
      const template = commentaryTemplates[language][kind];
      expect(placeholders(template), `${language}.${kind}`).toEqual(placeholders(commentaryTemplates.en[kind]));
      // No half-typed placeholder such as "{{team}" or "{ {player}}" survives.
      expect(template.replace(/\{\{\w+\}\}/g, ''), `${language}.${kind}`).not.toMatch(/[{}]/);
    }
  });

  it.each(supportedLanguages)('%s has no markup', (language) => {
    for (const kind of commentaryKinds) expect(commentaryTemplates[language][kind], `${language}.${kind}`).not.toMatch(/[<>]/);
  });

  it.each(translated)('%s is translated, not copied from English', (language) => {
    for (const kind of commentaryKinds) {
      if (sameAsEnglish.has(`${language}.${kind}`)) continue;
      expect(commentaryTemplates[language][kind], `${language}.${kind}`).not.toBe(commentaryTemplates.en[kind]);
    }
  });

  it('allows only lines that really equal English', () => {
    for (const entry of sameAsEnglish) {
      const [language, kind] = entry.split('.') as [(typeof translated)[number], CommentaryKind];
      expect(commentaryTemplates[language][kind], entry).toBe(commentaryTemplates.en[kind]);
    }
  });
});

describe('commentaryText', () => {
  it('fills the placeholders in the requested language', () => {
    expect(commentaryText('de', 'goal', { player: 'Musiala', team: 'Bayern', home: 'Bayern', score: '2-1', away: 'Dortmund' })).toBe(
      'Tor! Musiala trifft für Bayern. Bayern 2-1 Dortmund.',
    );
  });

  it('resolves the language code case-insensitively', () => {
    expect(commentaryText('ZH-TW', 'corner', { team: '中華隊' })).toBe('中華隊獲得角球。');
  });

  it.each(['xx', '', 'en-GB'])('falls back to English for unknown language %j', (language) => {
    expect(commentaryText(language, 'corner', { team: 'Ajax' })).toBe('Corner for Ajax.');
  });

  it('substitutes a parameter as plain text, markup included', () => {
    expect(commentaryText('fr', 'corner', { team: '<script>alert(1)</script>' })).toBe('Corner pour <script>alert(1)</script>.');
  });

  it('does not expand placeholders inside a parameter', () => {
    expect(commentaryText('en', 'corner', { team: '{{player}}' })).toBe('Corner for {{player}}.');
  });

  it('leaves a placeholder without a parameter empty', () => {
    expect(commentaryText('en', 'tacticalChange', { team: 'Ajax' })).toBe('Ajax switch to .');
  });

  it('empties an unknown placeholder', () => {
    const templates = commentaryTemplates.nl;
    const original = templates.foul;
    templates.foul = 'Overtreding van {{team}}{{unknown}}.';
    try {
      expect(commentaryText('nl', 'foul', { team: 'Ajax', player: 'Berghuis' })).toBe('Overtreding van Ajax.');
    } finally {
      templates.foul = original;
    }
  });
});
