import type { Side, TeamColours } from '../../contract/protocol.ts';

/** The colours that mark each side in charts and on the pitch, and the text colour on each. */
export interface SideColours {
  home: string;
  away: string;
  onHome: string;
  onAway: string;
}

/** WCAG 2.1: a graphical object needs 3:1 against what it sits on. */
const minimumGraphicContrast = 3;
/**
 * How far apart the two sides' colours must be to be told apart at a glance: the "redmean"
 * approximation of perceived distance between two sRGB colours (0 for the same colour, about 765
 * for black and white). Luminance contrast alone would call Barcelona's garnet and Alavés's blue
 * the same.
 */
const minimumSideDistance = 150;

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export function sideDistance(a: string, b: string): number {
  const [r1, g1, b1] = channels(a) as [number, number, number];
  const [r2, g2, b2] = channels(b) as [number, number, number];
  const meanRed = (r1 + r2) / 2;
  return Math.sqrt((2 + meanRed / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - meanRed) / 256) * (b1 - b2) ** 2);
}

/** Black or white, whichever reads better on the colour (one of them always reaches 4.5:1). */
export function textOn(hex: string): string {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
}

/**
 * Each side in its team's colours where the brand's page lets them be seen, the brand's own side
 * colours where not:
 * - the home side takes its team's first colour, or else its second, that stands 3:1 against every
 *   background the charts sit on;
 * - the away side the same, and also far enough from the home side's colour to be told apart;
 * - a side whose team has no recorded colours, or none that passes, keeps the brand's colour for
 *   that side (the brand's tokens are checked for contrast when they are built), with the brand's
 *   text colour on it.
 * Returns which sides took their team's colour, for a test or a legend to say so.
 */
export function sideColours(
  teams: Record<Side, TeamColours | undefined>,
  brand: SideColours,
  backgrounds: readonly string[],
): SideColours & { fromTeam: Record<Side, boolean> } {
  const readable = (colour: string) => backgrounds.every((background) => contrastRatio(colour, background) >= minimumGraphicContrast);
  const home = [teams.home?.primary, teams.home?.secondary].find((colour) => colour !== undefined && readable(colour));
  const homeShown = home ?? brand.home;
  const away = [teams.away?.primary, teams.away?.secondary].find(
    (colour) => colour !== undefined && readable(colour) && sideDistance(colour, homeShown) >= minimumSideDistance,
  );
  return {
    home: homeShown,
    onHome: home ? textOn(home) : brand.onHome,
    away: away ?? brand.away,
    onAway: away ? textOn(away) : brand.onAway,
    fromTeam: { home: home !== undefined, away: away !== undefined },
  };
}
