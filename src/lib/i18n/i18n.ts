import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { Language } from '../../../contract/languages.ts';
import { loadFramePart } from './frame-strings.ts';
import type { LocalePart } from './string-parts.ts';

type Strings = Record<string, unknown>;

async function loadPart(language: Language, part: LocalePart): Promise<Strings> {
  const frame = await loadFramePart(language);
  return part === 'frame' ? frame.default : frame.loadSections();
}

/** Every string of a language, both parts. */
export async function loadLocale(language: Language): Promise<Strings> {
  const [frame, sections] = await Promise.all([loadPart(language, 'frame'), loadPart(language, 'sections')]);
  return { ...frame, ...sections };
}

/** The instance the page runs on, and its sections' strings once asked for. */
let active: { instance: I18n; language: Language; sections: Promise<void> | null } | null = null;
/**
 * A section has asked for its strings. React keeps a lazy screen once loaded and never asks
 * again, so an instance made after that (another language in the same page, as tests do) gets
 * them at once.
 */
let sectionsAsked = false;

/** Loads the sections' strings into the page's instance, once; what a lazy section awaits before it renders. */
export function loadSectionStrings(): Promise<void> {
  sectionsAsked = true;
  if (!active) return Promise.resolve();
  const current = active;
  current.sections ??= loadPart(current.language, 'sections').then((strings) => {
    current.instance.addResourceBundle(current.language, 'translation', strings, true, false);
  });
  return current.sections;
}

/** A lazy screen's loader that also brings the sections' strings, so its first render has them. */
export function withSectionStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSectionStrings()]).then(([module]) => module);
}

export interface CreateI18nOptions {
  /**
   * 'first-paint' (the page) loads the frame's strings now and the sections' with the first
   * section that reads them; 'all' (stories, component tests that render a section on its own)
   * loads both now.
   */
  strings?: 'first-paint' | 'all';
}

/** Creates the i18next instance for one language and keeps `<html lang>` in step with it. */
export async function createI18n(language: Language, { strings = 'all' }: CreateI18nOptions = {}): Promise<I18n> {
  // Only the active language loads: every locale has every key of en.json (locales.test.ts), so
  // English behind it would be bytes a fan never reads.
  const translation = strings === 'all' ? await loadLocale(language) : await loadPart(language, 'frame');
  const resources: Resource = { [language]: { translation } };
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  await instance.init({
    resources,
    lng: language,
    fallbackLng: false,
    // Locale codes such as pt-br and zh-tw are ours, not BCP 47: keep them exactly.
    lowerCaseLng: true,
    load: 'currentOnly',
    // React escapes text itself; nothing here is ever set as markup.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  active = { instance, language, sections: strings === 'all' ? Promise.resolve() : null };
  if (sectionsAsked) await loadSectionStrings();
  return instance;
}
