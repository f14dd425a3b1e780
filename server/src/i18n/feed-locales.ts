import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { supportedLanguages, type Language } from '../../../contract/languages.ts';
import { teamCountryPattern } from '../../../contract/team-names.ts';
import { commentaryKinds, type CommentaryTemplates } from './commentary-kinds.ts';
import { matchTextKinds, type MatchTextTemplates } from './match-text-kinds.ts';

/**
 * The feed's sentences live in locales/feed/<lang>.json, beside the widget's locales/<lang>.json,
 * and are checked by the same completeness and same-as-English test (src/lib/i18n/locales.test.ts).
 * Each file is parsed here once, when the feed starts: a missing kind, an extra one or an empty line
 * stops the feed with the file and the key named, never a blank sentence in front of a fan.
 */
export const feedLocalesDir = path.resolve(import.meta.dirname, '../../../locales/feed');
export const widgetLocalesDir = path.resolve(import.meta.dirname, '../../../locales');

const template = z.string().trim().min(1, 'an empty template');
const templatesOf = <Kind extends string>(kinds: readonly Kind[]) =>
  z.strictObject(Object.fromEntries(kinds.map((kind) => [kind, template])) as Record<Kind, typeof template>);

export const feedLocaleSchema = z.strictObject({
  commentary: templatesOf(commentaryKinds),
  matchText: templatesOf(matchTextKinds),
});

/**
 * The one part of the widget's locale the feed reads: the names of the national teams that are no
 * ISO region (contract/team-names.ts), kept in one place for both.
 */
const widgetLocaleSchema = z.object({ nations: z.record(z.string().regex(teamCountryPattern), z.string().trim().min(1)) });

export interface FeedLocale {
  commentary: CommentaryTemplates;
  matchText: MatchTextTemplates;
  /** National team names by `country` (GB-ENG, …), for those Intl.DisplayNames cannot give. */
  nations: Readonly<Record<string, string>>;
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON: ${(error as Error).message}`, { cause: error });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n');
    throw new Error(`${file}: not a valid locale:\n${problems}`);
  }
  return result.data;
}

/** Reads and validates one language's feed locale (exported for the loader's own test). */
export function readFeedLocale(language: Language, dirs = { feed: feedLocalesDir, widget: widgetLocalesDir }): FeedLocale {
  const { commentary, matchText } = readJson(path.join(dirs.feed, `${language}.json`), feedLocaleSchema);
  const { nations } = readJson(path.join(dirs.widget, `${language}.json`), widgetLocaleSchema);
  return { commentary, matchText, nations };
}

/** Every language's feed locale, read when the feed starts. */
export const feedLocales: Readonly<Record<Language, FeedLocale>> = Object.fromEntries(
  supportedLanguages.map((language) => [language, readFeedLocale(language)]),
) as Record<Language, FeedLocale>;
