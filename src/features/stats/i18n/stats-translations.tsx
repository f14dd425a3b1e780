import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/PageSkeleton.tsx';

type LocaleModule = { default: Record<string, unknown> };

/**
 * The stats section's own words (locales/stats/<lang>.json), loaded with the section's chunk and
 * merged into the active language, so none of them costs the first paint of /scoreboard. One
 * request per instance and language; the page's skeleton shows until they arrive.
 */
const loaders = import.meta.glob<LocaleModule>('../../../../locales/stats/*.json');
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

export function loadStatsTranslations(i18n: I18n, language: string): Promise<void> {
  let byLanguage = pending.get(i18n);
  if (!byLanguage) pending.set(i18n, (byLanguage = new Map()));
  let promise = byLanguage.get(language);
  if (!promise) {
    const load = loaders[`../../../../locales/stats/${language}.json`] ?? loaders['../../../../locales/stats/en.json']!;
    promise = load().then((module) => {
      i18n.addResourceBundle(language, 'translation', module.default, true, false);
    });
    byLanguage.set(language, promise);
  }
  return promise;
}

/** Renders its children once the section's words are in the active language; the page's skeleton until then. */
export function StatsTranslations({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [ready, setReady] = useState<string | null>(() =>
    i18n.hasResourceBundle(language, 'translation') && i18n.exists('stats.statistic') ? language : null,
  );
  useEffect(() => {
    let current = true;
    void loadStatsTranslations(i18n, language).then(() => {
      if (current) setReady(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return ready === language ? children : <PageSkeleton />;
}
