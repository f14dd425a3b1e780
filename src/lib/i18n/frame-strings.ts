import type { Language } from '../../../contract/languages.ts';

type Strings = Record<string, unknown>;

/** The frame's part of a language (scripts/vite/locale-parts.ts), which knows where the rest is. */
export interface FramePart {
  default: Strings;
  loadSections: () => Promise<Strings>;
  /** The summary's few strings (string-parts.ts `summaryStrings`), for the facts-first script's summary. */
  loadSummary: () => Promise<Strings>;
}

// Two lazy chunks per language (string-parts.ts): a fan downloads only the language they read,
// and of it first what the frame shows, then what the section they open shows.
// Keyed `./<language>.json` (the glob's base), which the first paint's script holds once per language.
// In a module of its own: the facts-first script's summary asks for the frame's strings too
// (src/facts-first/summary.ts), and the script's chunk holds this module for the app as well
// (vite.config.ts).
const frameLoaders = import.meta.glob<FramePart>('./*.json', { base: '../../../locales/', query: { part: 'frame' } });

export async function loadFramePart(language: Language): Promise<FramePart> {
  const load = frameLoaders[`./${language}.json`];
  if (!load) throw new Error(`No locale file locales/${language}.json`);
  return load();
}
