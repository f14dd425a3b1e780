import Color from 'colorjs.io';
import { incidentColourNames, type BrandTheme } from '../../contract/brand-theme.ts';

/** WCAG 2.1 thresholds: text 4.5:1, graphical objects such as team colours 3:1. */
export const minimumTextContrast = 4.5;
export const minimumGraphicContrast = 3;

export interface ContrastFailure {
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
}

export function contrastRatio(foreground: string, background: string): number {
  return new Color(foreground).contrast(new Color(background), 'WCAG21');
}

/** Every pair a fan will read or must tell apart, with the minimum it needs. */
export function contrastPairs(theme: BrandTheme): Array<[string, string, string, string, number]> {
  const { colours } = theme;
  const backgrounds = Object.entries(colours.background).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const pairs: Array<[string, string, string, string, number]> = [];
  for (const [backgroundName, background] of backgrounds) {
    const on = `color.background.${backgroundName}`;
    pairs.push(['color.text.primary', colours.text.primary, on, background, minimumTextContrast]);
    pairs.push(['color.text.secondary', colours.text.secondary, on, background, minimumTextContrast]);
  }
  for (const backgroundName of ['default', 'paper'] as const) {
    const on = `color.background.${backgroundName}`;
    const background = colours.background[backgroundName];
    pairs.push(['color.team.home.main', colours.team.home.main, on, background, minimumGraphicContrast]);
    pairs.push(['color.team.away.main', colours.team.away.main, on, background, minimumGraphicContrast]);
  }
  const tab = 'color.tab.background';
  pairs.push(['color.tab.active', colours.tab.active, tab, colours.tab.background, minimumTextContrast]);
  pairs.push(['color.tab.inactive', colours.tab.inactive, tab, colours.tab.background, minimumTextContrast]);
  pairs.push(['color.tab.indicator', colours.tab.indicator, tab, colours.tab.background, minimumGraphicContrast]);
  pairs.push(['color.tab.focus', colours.tab.focus, tab, colours.tab.background, minimumGraphicContrast]);
  const nav = 'color.nav.background';
  pairs.push(['color.nav.active', colours.nav.active, nav, colours.nav.background, minimumTextContrast]);
  pairs.push(['color.nav.inactive', colours.nav.inactive, nav, colours.nav.background, minimumTextContrast]);
  pairs.push(['color.nav.focus', colours.nav.focus, nav, colours.nav.background, minimumGraphicContrast]);

  // The functional layer: the focus ring on every page surface, chart bars and the text on them,
  // incident badges, the scoreboard and the pitch's lines.
  for (const [backgroundName, background] of backgrounds) {
    pairs.push(['color.focus', colours.focus, `color.background.${backgroundName}`, background, minimumGraphicContrast]);
  }
  for (const backgroundName of ['default', 'paper'] as const) {
    const on = `color.background.${backgroundName}`;
    const background = colours.background[backgroundName];
    pairs.push(['color.chart.home', colours.chart.home, on, background, minimumGraphicContrast]);
    pairs.push(['color.chart.away', colours.chart.away, on, background, minimumGraphicContrast]);
  }
  pairs.push(['color.chart.onHome', colours.chart.onHome, 'color.chart.home', colours.chart.home, minimumTextContrast]);
  pairs.push(['color.chart.onAway', colours.chart.onAway, 'color.chart.away', colours.chart.away, minimumTextContrast]);
  for (const name of incidentColourNames) {
    pairs.push([
      `color.onIncident.${name}`,
      colours.onIncident[name],
      `color.incident.${name}`,
      colours.incident[name],
      minimumTextContrast,
    ]);
  }
  const scoreboard = 'color.scoreboard.background';
  pairs.push(['color.scoreboard.text', colours.scoreboard.text, scoreboard, colours.scoreboard.background, minimumTextContrast]);
  const video = 'color.video.background';
  pairs.push(['color.text.primary', colours.text.primary, video, colours.video.background, minimumTextContrast]);
  pairs.push(['color.text.secondary', colours.text.secondary, video, colours.video.background, minimumTextContrast]);
  pairs.push(['color.pitch.line', colours.pitch.line, 'color.pitch.grass', colours.pitch.grass, minimumGraphicContrast]);
  pairs.push(['color.pitch.line', colours.pitch.line, 'color.pitch.stripe', colours.pitch.stripe, minimumGraphicContrast]);
  return pairs;
}

export function contrastFailures(theme: BrandTheme): ContrastFailure[] {
  return contrastPairs(theme)
    .map(([fgName, fg, bgName, bg, minimum]) => ({
      foreground: `${fgName} ${fg}`,
      background: `${bgName} ${bg}`,
      ratio: Math.floor(contrastRatio(fg, bg) * 100) / 100,
      minimum,
    }))
    .filter((pair) => pair.ratio < pair.minimum);
}
