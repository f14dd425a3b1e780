import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { localePart, sectionNamespaces, summaryPart } from './string-parts.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Source files of the first paint: the frame, the scoreboard and what they share. */
const frameFolders = [
  'src/app',
  'src/components',
  'src/lib',
  'src/rules',
  'src/api',
  'src/theme',
  'src/features/scoreboard',
  'src/features/goal',
  'contract',
];
/** The scoreboard's screens that load lazily with withSectionStrings (ScoreboardPage.tsx, ScoreboardScreen.tsx), and what only they import. */
const lazyWithSectionStrings = [
  'CommentaryScreen.tsx',
  'ScorersScreen.tsx',
  'Countdown.tsx',
  'MatchSummary.tsx',
  // The summary's words: MatchSummary.tsx and the facts-first script's summary chunk, which loads the sections' part itself.
  'match-summary.ts',
  'commentary-labels.ts',
  // The credits line's words ('credits'): only the sections' screens and the scoreboard's lazy pages import it.
  'source-credits.ts',
  // A competition's name ('info.competitions'): only the info and stats sections' screens import it.
  'competition-name.ts',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the two parts of the strings', () => {
  it("cuts out the summary's few strings, every one of them a string, for the facts-first script", () => {
    const part = summaryPart(en);
    expect(part).toEqual({ summary: en.summary, areas: { postMatchSummary: 'Post Match Summary', halfTimeSummary: 'Half Time Summary' } });
    expect(Object.values(part.summary as Record<string, unknown>).every((text) => typeof text === 'string')).toBe(true);
  });

  it('lists only namespaces that exist, and cuts every language into two parts that make it whole', () => {
    for (const namespace of sectionNamespaces) expect(Object.keys(en)).toContain(namespace);
    const frame = localePart(en, 'frame');
    const sections = localePart(en, 'sections');
    expect(Object.keys(sections).sort()).toEqual([...sectionNamespaces].sort());
    expect({ ...frame, ...sections }).toEqual(en);
    expect(Object.keys(frame).some((namespace) => namespace in sections)).toBe(false);
  });

  it('keeps the sections\u2019 namespaces out of the first paint\u2019s code', () => {
    const reads = new RegExp(`['\`"](${sectionNamespaces.join('|')})\\.[a-zA-Z{$]`);
    const offenders = frameFolders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .filter((file) => !file.endsWith(path.join('src', 'lib', 'i18n', 'string-parts.ts')))
      .filter((file) => !lazyWithSectionStrings.includes(path.basename(file)))
      .filter((file) => reads.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('loads the frame\u2019s part first and a section\u2019s with its screen, and the screen renders with them', async () => {
    // The page remembers, for its whole life, that a section asked for its strings: start from a
    // page that has not, whatever ran before in this worker.
    vi.resetModules();
    const { createI18n, withSectionStrings } = await import('./i18n.ts');
    const { I18nextProvider, useTranslation } = await import('./react.tsx');
    const i18n = await createI18n('de', { strings: 'first-paint' });
    expect(i18n.exists('nav.table')).toBe(true);
    expect(i18n.exists('pitch.legend')).toBe(false);
    function Legend() {
      const { t } = useTranslation();
      return <p>{t('pitch.legend')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Legend />
      </I18nextProvider>,
    );
    expect(screen.getByText('pitch.legend')).toBeInTheDocument();
    const load = withSectionStrings(() => Promise.resolve('the screen'));
    // The binding renders again when strings arrive.
    await act(async () => expect(await load()).toBe('the screen'));
    expect(i18n.t('pitch.legend')).toBe('Legende');
    expect(screen.getByText('Legende')).toBeInTheDocument();
  });
});
