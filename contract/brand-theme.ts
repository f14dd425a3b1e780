import { z } from 'zod';

/**
 * The compiled form of one brand: what `npm run build:tokens` writes to `themes/<BRAND>.json`
 * and what a bundle carries in its `index.html`. It is parsed again at runtime because it
 * crosses a boundary (the HTML document) before the JavaScript reads it.
 */

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a #rrggbb colour');

const teamColour = z.strictObject({ main: hexColour, dark: hexColour, light: hexColour });

export const typographyVariantNames = [
  'h1',
  'h2',
  'h3',
  'h4',
  'xLarge',
  'large',
  'default',
  'small',
  'tiny',
  'xTiny',
  'xxTiny',
] as const;
export type TypographyVariantName = (typeof typographyVariantNames)[number];

const typographyVariant = z.strictObject({
  fontSize: z.number().positive(),
  lineHeight: z.number().positive(),
  fontWeight: z.number().int().min(100).max(900),
});

export const backgroundTypes = ['solid', 'mesh', 'gradient', 'linear'] as const;
export type BackgroundType = (typeof backgroundTypes)[number];

export const incidentColourNames = ['goal', 'yellowCard', 'redCard', 'penalty', 'miss', 'var'] as const;
export type IncidentColourName = (typeof incidentColourNames)[number];
const incidentColours = z.strictObject(
  Object.fromEntries(incidentColourNames.map((name) => [name, hexColour])) as Record<IncidentColourName, typeof hexColour>,
);

export const brandNamePattern = /^[A-Z][A-Z0-9_]*$/;

export const brandThemeSchema = z.strictObject({
  name: z.string().regex(brandNamePattern),
  mode: z.enum(['dark', 'light']),
  backgroundType: z.enum(backgroundTypes),
  /** CSS `background-image` value for the page: `none` for solid brands. */
  backgroundImage: z.string(),
  gradient: z.strictObject({
    start: hexColour,
    end: hexColour,
    angle: z.number().min(0).max(360),
    css: z.string(),
    /** Text colour for labels on the gradient: whichever of the brand's text and page colours reads best on both stops. */
    text: hexColour,
  }),
  colours: z.strictObject({
    background: z.strictObject({
      default: hexColour,
      paper: hexColour,
      accent: hexColour.optional(),
      accentAlt: hexColour.optional(),
    }),
    border: hexColour,
    text: z.strictObject({ primary: hexColour, secondary: hexColour }),
    team: z.strictObject({ home: teamColour, away: teamColour }),
    tab: z.strictObject({ background: hexColour, active: hexColour, inactive: hexColour, indicator: hexColour, focus: hexColour }),
    nav: z.strictObject({ background: hexColour, active: hexColour, inactive: hexColour, focus: hexColour }),
    incident: incidentColours,
    // The functional layer (tokens/functional/color.json), resolved for this brand.
    /** Focus ring on page and card surfaces; tab rows and the side header use tab.focus and nav.focus. */
    focus: hexColour,
    /** Team colours in charts, and the text on a bar of each. */
    chart: z.strictObject({ home: hexColour, away: hexColour, onHome: hexColour, onAway: hexColour }),
    /** Text on an incident badge filled with the incident's colour. */
    onIncident: incidentColours,
    scoreboard: z.strictObject({ background: hexColour, text: hexColour }),
    pitch: z.strictObject({ grass: hexColour, stripe: hexColour, line: hexColour }),
    /** Laid translucent over the page behind an overlay. */
    scrim: hexColour,
    video: z.strictObject({ background: hexColour }),
  }),
  radius: z.strictObject({ card: z.number().min(0), tab: z.number().min(0) }),
  spacingUnit: z.number().positive(),
  layout: z.strictObject({ sideHeaderWidth: z.number().positive(), contentMaxWidth: z.number().positive() }),
  typography: z.strictObject({
    fontFamily: z.string().min(1),
    variants: z.strictObject(
      Object.fromEntries(typographyVariantNames.map((name) => [name, typographyVariant])) as Record<
        TypographyVariantName,
        typeof typographyVariant
      >,
    ),
  }),
});

export type BrandTheme = z.infer<typeof brandThemeSchema>;
