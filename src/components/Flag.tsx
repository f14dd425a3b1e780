/**
 * A national team's flag, 4:3, from the bundle's `flags/` folder (scripts/vite/flag-files.ts): an
 * image fetched for the teams on screen, never the whole set. Decorative: the team's name is always
 * beside it. A code the set does not have leaves the space empty (an image with no text that fails
 * to load draws nothing).
 */
export function Flag({ country, width, margin }: { country: string; width: number; margin?: string }) {
  return (
    <img
      src={`${import.meta.env.BASE_URL}flags/${encodeURIComponent(country.toLowerCase())}.svg`}
      alt=""
      data-testid="team-flag"
      width={width}
      height={(width * 3) / 4}
      // A hairline edge keeps white in a flag (Japan's, England's) a flag on a white page.
      style={{ borderRadius: 3, boxShadow: '0 0 0 1px var(--cpp-palette-divider)', margin, flex: 'none' }}
    />
  );
}
