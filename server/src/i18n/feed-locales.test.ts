import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supportedLanguages } from '../../../contract/languages.ts';
import { commentaryKinds } from './commentary-kinds.ts';
import { feedLocales, feedLocalesDir, readFeedLocale, widgetLocalesDir } from './feed-locales.ts';
import { matchTextKinds } from './match-text-kinds.ts';

const dirs: string[] = [];
/** A copy of locales/feed with de.json changed by `edit`. */
function withGermanEdited(edit: (locale: { commentary: Record<string, unknown>; matchText: Record<string, unknown> }) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'feed-locales-'));
  dirs.push(dir);
  cpSync(feedLocalesDir, dir, { recursive: true });
  const file = path.join(dir, 'de.json');
  const locale = JSON.parse(readFileSync(file, 'utf8'));
  edit(locale);
  writeFileSync(file, JSON.stringify(locale));
  return { feed: dir, widget: widgetLocalesDir };
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('feed locales', () => {
  it.each(supportedLanguages)('%s is loaded with every commentary and match-text kind', (language) => {
    expect(Object.keys(feedLocales[language].commentary).sort()).toEqual([...commentaryKinds].sort());
    expect(Object.keys(feedLocales[language].matchText).sort()).toEqual([...matchTextKinds].sort());
  });

  it('reads the templates from locales/feed', () => {
    expect(feedLocales.de.commentary.corner).toBe('Ecke für {{team}}.');
    expect(feedLocales.el.matchText.previewNoEarlierMeetingSeason).toBe(
      'Δεν υπάρχει προηγούμενη αναμέτρηση των δύο ομάδων στα στοιχεία μας ({{season}}).',
    );
  });

  it('reads the names of the home nations from the widget locale', () => {
    expect(feedLocales.it.nations['GB-ENG']).toBe('Inghilterra');
    expect(feedLocales.el.nations['GB-WLS']).toBe('Ουαλία');
  });

  it('rejects a file that lacks a kind, naming the file and the key', () => {
    const dir = withGermanEdited((locale) => delete locale.commentary.corner);
    expect(() => readFeedLocale('de', dir)).toThrow(/de\.json: not a valid locale:\n {2}commentary\.corner: /);
  });

  it('rejects a kind the feed does not know', () => {
    const dir = withGermanEdited((locale) => (locale.matchText.previewWeather = 'Es regnet.'));
    expect(() => readFeedLocale('de', dir)).toThrow(/de\.json: not a valid locale:\n {2}matchText: .*previewWeather/);
  });

  it('rejects an empty template', () => {
    const dir = withGermanEdited((locale) => (locale.commentary.foul = '  '));
    expect(() => readFeedLocale('de', dir)).toThrow(/commentary\.foul: an empty template/);
  });

  it('rejects a file that is not JSON', () => {
    const dir = withGermanEdited(() => undefined);
    writeFileSync(path.join(dir.feed, 'de.json'), '{ "commentary": ');
    expect(() => readFeedLocale('de', dir)).toThrow(/de\.json: not readable JSON/);
  });
});
