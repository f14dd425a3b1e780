import { useEffect, useState } from 'react';
import { defaultFilters, filtersStorageKey, readFilters, type AssistantFilters } from '../model/assistant-filters.ts';

/** Storage may be refused (a sandboxed iframe, private mode): the filters then last the visit. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The fan's assistant filters, read once from local storage and written back on every change. */
export function useAssistantFilters(): [AssistantFilters, (change: Partial<AssistantFilters>) => void] {
  const [filters, setFilters] = useState<AssistantFilters>(() => {
    try {
      return readFilters(storage()?.getItem(filtersStorageKey) ?? null);
    } catch {
      return defaultFilters;
    }
  });
  useEffect(() => {
    try {
      storage()?.setItem(filtersStorageKey, JSON.stringify(filters));
    } catch {
      // Full or refused: nothing to do, the state still holds for this visit.
    }
  }, [filters]);
  return [filters, (change) => setFilters((current) => ({ ...current, ...change }))];
}
