import { describe, expect, it } from 'vitest';
import { commentaryText } from './commentary.ts';
import { fillTemplate } from './fill-template.ts';

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
    expect(fillTemplate('Overtreding van {{team}}{{unknown}}.', { team: 'Ajax', player: 'Berghuis' })).toBe('Overtreding van Ajax.');
  });
});
