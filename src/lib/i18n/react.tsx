import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The widget's React binding for i18next: a provider and `useTranslation`, all the widget uses of
 * react-i18next, in a few dozen lines instead of 2 KB gzip on the first paint (ADR 012). A
 * component re-renders with a new `t` when the language changes or strings arrive (a lazy
 * section's strings, see i18n.ts).
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** How many times each instance's strings or language changed: what a render depends on. */
const revisions = new WeakMap<I18n, number>();

function subscribeTo(i18n: I18n, onChange: () => void): () => void {
  const bump = () => {
    revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1);
    onChange();
  };
  i18n.on('languageChanged', bump);
  i18n.store.on('added', bump);
  return () => {
    i18n.off('languageChanged', bump);
    i18n.store.off('added', bump);
  };
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  const subscribe = useCallback((onChange: () => void) => subscribeTo(i18n, onChange), [i18n]);
  const revision = useSyncExternalStore(subscribe, () => revisions.get(i18n) ?? 0);
  // A new function each revision, so memoised children that take `t` render again.
  const t = useMemo<TFunction>(() => {
    const translate = (...args: Parameters<TFunction>) => i18n.t(...args);
    return Object.assign(translate, { revision }) as unknown as TFunction;
  }, [i18n, revision]);
  return { t, i18n };
}
