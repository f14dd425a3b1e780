import type { Side, TeamColours } from '../../contract/protocol.ts';

/** The colours that mark each side in charts and on the pitch, and the text colour on each. */
export interface SideColours {
  home: string;
  away: string;
  onHome: string;
  onAway: string;
}

/** WCAG 2.1: a graphical object needs 3:1 against what it sits on. */
export const minimumGraphicContrast = 3;
/**
 * How far apart the two sides' colours must be to be told apart at a glance: the "redmean"
 * approximation of perceived distance between two sRGB colours (0 for the same colour, about 765
 * for black and white). Luminance contrast alone would call Barcelona's garnet and Alavés's blue
 * the same.
 */
const minimumSideDistance = 100;
/** How finely a team's colour is lightened or darkened: in 32 steps of its way to white or black. */
const steps = 32;

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

/** `hex` moved `share` (0 to 1) of the way to white (`to` 255) or black (`to` 0), its hue kept. */
function towards(hex: string, to: number, share: number): string {
  return `#${channels(hex)
    .map((value) =>
      Math.round(value + (to - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The lowest contrast `colour` has against any of the surfaces. */
const leastContrast = (colour: string, surfaces: readonly string[]) =>
  Math.min(...surfaces.map((surface) => contrastRatio(colour, surface)));

/**
 * A team's own colour as a mark on the surfaces it sits on (a page, a card, the pitch's grass and
 * its mown stripe): the colour itself where it stands 3:1 against every one of them, else the
 * same colour lightened or darkened, a step of 1/32 of the way to white or black at a time, until
 * it does; the smaller change wins, lighter on a tie. It never becomes white, black or another
 * colour: where no step reaches 3:1 (surfaces both light and dark), the step that stands best.
 */
export function teamMark(colour: string, surfaces: readonly string[]): string {
  let best = colour;
  for (let step = 0; step < steps; step += 1) {
    for (const to of [255, 0]) {
      const candidate = towards(colour, to, step / steps);
      const contrast = leastContrast(candidate, surfaces);
      if (contrast >= minimumGraphicContrast) return candidate;
      if (contrast > leastContrast(best, surfaces)) best = candidate;
    }
  }
  return best;
}

/**
 * Each side in its own team's colour, made legible on the surfaces it sits on (teamMark), the
 * same rule on the scoreboard, the charts, the pitch, the formation and the tracker:
 * - the home side: its team's first colour;
 * - the away side: its team's first colour, or its second where the first would be too close to
 *   the home side's to tell apart (then the first all the same if the second is no better);
 * - only a side whose team has no recorded colours keeps the brand's colour for that side.
 * The text on each is black or white, whichever reads better. Returns which sides wear their
 * team's colour, for a test or a legend to say so.
 */
export function sideColours(
  teams: Record<Side, TeamColours | undefined>,
  brand: SideColours,
  surfaces: readonly string[],
): SideColours & { fromTeam: Record<Side, boolean> } {
  const home = teams.home ? teamMark(teams.home.primary, surfaces) : brand.home;
  const marks = teams.away ? [teams.away.primary, teams.away.secondary].map((colour) => teamMark(colour, surfaces)) : [];
  const away = marks.find((colour) => sideDistance(colour, home) >= minimumSideDistance) ?? marks[0] ?? brand.away;
  return {
    home,
    onHome: teams.home ? textOn(home) : brand.onHome,
    away,
    onAway: teams.away ? textOn(away) : brand.onAway,
    fromTeam: { home: teams.home !== undefined, away: teams.away !== undefined },
  };
}
