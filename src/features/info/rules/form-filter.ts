/** SPEC section 2's form filters: home or away matches only, then the last N of them (most recent first). */
export type VenueFilter = 'all' | 'home' | 'away';

export const lastNChoices = [3, 5, 6] as const;

export function filterForm<E extends { venue: 'home' | 'away' }>(entries: readonly E[], venue: VenueFilter, lastN: number): E[] {
  return entries.filter((entry) => venue === 'all' || entry.venue === venue).slice(0, lastN);
}
