import type { TFunction } from 'i18next';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from './i18n.ts';

/**
 * The widget's React binding for its strings (translator.ts): a provider and `useTranslation`, all
 * the widget used of react-i18next, in a few dozen lines instead of 2 KB gzip on the first paint
 * (ADR 012). A component re-renders with a new `t` when strings arrive (a lazy section's strings,
 * see i18n.ts).
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** How many times each instance's strings changed: what a render depends on. */
const revisions = new WeakMap<I18n, number>();

function subscribeTo(i18n: I18n, onChange: () => void): () => void {
  return i18n.subscribe(() => {
    revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1);
    onChange();
  });
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
