import { screen } from '@testing-library/react';

/**
 * The text of a mirrored-bar row: [home, label, away]. The bars are drawn for the eye only
 * (aria-hidden; the page's table carries their numbers): no role to find them by.
 */
export function barRow(key: string): Array<string | null> {
  const row = screen.getByTestId('stat-bars').querySelector(`[data-stat="${key}"]`);
  if (!row) throw new Error(`no row ${key}`);
  return [...row.querySelectorAll('span')].map((span) => span.textContent);
}
