import { contrastRatio, minimumTextContrast } from './contrast.ts';
import {
  brandThemeSchema,
  incidentColourNames,
  typographyVariantNames,
  type BrandTheme,
  type IncidentColourName,
} from '../../contract/brand-theme.ts';

/** A resolved DTCG token tree, as style-dictionary returns it for a platform. */
export interface TokenTree {
  [key: string]: TokenTree | unknown;
}

function read(tree: TokenTree, path: string): unknown {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) {
      throw new Error(`token ${path} is missing after resolution`);
    }
    node = (node as Record<string, unknown>)[part];
  }
  const value = (node as { $value?: unknown }).$value;
  if (value === undefined) throw new Error(`token ${path} has no $value`);
  return value;
}

function optional(tree: TokenTree, path: string): string | undefined {
  try {
    return String(read(tree, path));
  } catch {
    return undefined;
  }
}

const text = (tree: TokenTree, path: string) => String(read(tree, path));

function px(tree: TokenTree, path: string): number {
  const value = read(tree, path);
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)px$/.exec(String(value));
  if (!match) throw new Error(`token ${path} is ${JSON.stringify(value)}, expected a px dimension`);
  return Number(match[1]);
}

function fontFamily(value: unknown): string {
  const families = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return families
    .map((family) => family.trim())
    .map((family) => (/\s/.test(family) && !/^["']/.test(family) ? `"${family}"` : family))
    .join(', ');
}

/** The page background for each background type; `none` leaves the solid colour alone. */
export function backgroundImageFor(
  type: BrandTheme['backgroundType'],
  colours: { default: string; accent?: string; accentAlt?: string },
  angle: number,
): string {
  const { accent, accentAlt } = colours;
  switch (type) {
    case 'solid':
      return 'none';
    case 'linear':
      return `linear-gradient(${angle}deg, ${colours.default} 0%, ${accent} 100%)`;
    case 'gradient':
      return `radial-gradient(120% 80% at 50% 0%, ${accent} 0%, ${colours.default} 70%)`;
    case 'mesh':
      return [
        `radial-gradient(at 0% 0%, ${accent} 0px, transparent 55%)`,
        `radial-gradient(at 100% 0%, ${accentAlt} 0px, transparent 55%)`,
        `radial-gradient(at 100% 100%, ${accent} 0px, transparent 45%)`,
        `radial-gradient(at 0% 100%, ${accentAlt} 0px, transparent 45%)`,
      ].join(', ');
  }
}

/** Of the candidates, the colour whose worse contrast against the gradient's two stops is best. */
export function textOnGradient(start: string, end: string, candidates: string[]): string {
  const worst = (colour: string) => Math.min(contrastRatio(colour, start), contrastRatio(colour, end));
  return candidates.reduce((best, colour) => (worst(colour) > worst(best) ? colour : best));
}

/**
 * Text on a filled colour: the first candidate that reads at 4.5:1 on the fill, else the one that
 * reads best (the contrast check then names the pair). Trying in order prefers the brand's own
 * text and page colours over plain white or black.
 */
export function textOnFill(fill: string, candidates: readonly string[]): string {
  const passing = candidates.find((colour) => contrastRatio(colour, fill) >= minimumTextContrast);
  return passing ?? candidates.reduce((best, colour) => (contrastRatio(colour, fill) > contrastRatio(best, fill) ? colour : best));
}

/** An on-colour token: one colour a brand chose, or the functional layer's list of candidates. */
function onColour(tree: TokenTree, path: string, fill: string): string {
  const value = read(tree, path);
  if (!Array.isArray(value)) return String(value);
  if (value.length === 0) throw new Error(`token ${path} lists no candidate colours`);
  return textOnFill(fill, value.map(String));
}

/**
 * Turns one brand's resolved tokens into its compiled theme, checked against the runtime schema.
 * The build calls it once per brand; the files of `themes/` are rendered from what it returns.
 */
export function toBrandTheme(name: string, tree: TokenTree): BrandTheme {
  const background = {
    default: text(tree, 'color.background.default'),
    paper: text(tree, 'color.background.paper'),
    accent: optional(tree, 'color.background.accent'),
    accentAlt: optional(tree, 'color.background.accentAlt'),
  };
  const backgroundType = text(tree, 'background.type') as BrandTheme['backgroundType'];
  const angle = Number(read(tree, 'gradient.angle'));
  const gradient = { start: text(tree, 'color.gradient.start'), end: text(tree, 'color.gradient.end') };
  const team = (side: 'home' | 'away') => ({
    main: text(tree, `color.team.${side}.main`),
    dark: text(tree, `color.team.${side}.dark`),
    light: text(tree, `color.team.${side}.light`),
  });
  const incident = Object.fromEntries(incidentColourNames.map((name) => [name, text(tree, `color.incident.${name}`)])) as Record<
    IncidentColourName,
    string
  >;
  const chart = { home: text(tree, 'color.chart.home'), away: text(tree, 'color.chart.away') };
  const theme = {
    name,
    mode: text(tree, 'mode'),
    backgroundType,
    backgroundImage: backgroundImageFor(backgroundType, background, angle),
    gradient: {
      ...gradient,
      angle,
      css: `linear-gradient(${angle}deg, ${gradient.start} 0%, ${gradient.end} 100%)`,
      text: textOnGradient(gradient.start, gradient.end, [text(tree, 'color.text.primary'), background.default, '#ffffff', '#000000']),
    },
    colours: {
      background: Object.fromEntries(Object.entries(background).filter(([, value]) => value !== undefined)),
      border: text(tree, 'color.border'),
      text: { primary: text(tree, 'color.text.primary'), secondary: text(tree, 'color.text.secondary') },
      team: { home: team('home'), away: team('away') },
      tab: {
        background: text(tree, 'color.tab.background'),
        active: text(tree, 'color.tab.active'),
        inactive: text(tree, 'color.tab.inactive'),
        indicator: text(tree, 'color.tab.indicator'),
        focus: text(tree, 'color.tab.focus'),
      },
      nav: {
        background: text(tree, 'color.nav.background'),
        active: text(tree, 'color.nav.active'),
        inactive: text(tree, 'color.nav.inactive'),
        focus: text(tree, 'color.nav.focus'),
      },
      incident,
      focus: text(tree, 'color.focus'),
      chart: {
        ...chart,
        onHome: onColour(tree, 'color.chart.onHome', chart.home),
        onAway: onColour(tree, 'color.chart.onAway', chart.away),
      },
      onIncident: Object.fromEntries(incidentColourNames.map((name) => [name, onColour(tree, `color.onIncident.${name}`, incident[name])])),
      scoreboard: { background: text(tree, 'color.scoreboard.background'), text: text(tree, 'color.scoreboard.text') },
      pitch: {
        grass: text(tree, 'color.pitch.grass'),
        stripe: text(tree, 'color.pitch.stripe'),
        line: text(tree, 'color.pitch.line'),
      },
      scrim: text(tree, 'color.scrim'),
      video: { background: text(tree, 'color.video.background') },
    },
    radius: { card: px(tree, 'radius.card'), tab: px(tree, 'radius.tab') },
    spacingUnit: px(tree, 'spacing.unit'),
    layout: { sideHeaderWidth: px(tree, 'sideHeader.width'), contentMaxWidth: px(tree, 'content.maxWidth') },
    typography: {
      fontFamily: fontFamily(read(tree, 'font.family')),
      variants: Object.fromEntries(
        typographyVariantNames.map((variant) => [
          variant,
          {
            fontSize: px(tree, `typography.${variant}.fontSize`),
            lineHeight: px(tree, `typography.${variant}.lineHeight`),
            fontWeight: Number(read(tree, `typography.${variant}.fontWeight`)),
          },
        ]),
      ),
    },
  };
  return brandThemeSchema.parse(theme);
}
