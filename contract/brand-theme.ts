import * as z from 'zod/mini';
import {
  backgroundTypes,
  brandNamePattern,
  hexColourPattern,
  incidentColourNames,
  typographyVariantNames,
  type IncidentColourName,
  type TypographyVariantName,
} from './brand-vocabulary.ts';

export { backgroundTypes, brandNamePattern, incidentColourNames, typographyVariantNames } from './brand-vocabulary.ts';
export type { BackgroundType, IncidentColourName, TypographyVariantName } from './brand-vocabulary.ts';

/**
 * The compiled form of one brand: what `npm run build:tokens` writes to `themes/<BRAND>.json`
 * and what a bundle carries in its `index.html`. The token build parses every theme with this
 * schema before writing it; the widget checks the parts it paints with (src/theme/read-brand.ts).
 */

const hexColour = z.string().check(z.regex(hexColourPattern, 'expected a #rrggbb colour'));

const teamColour = z.strictObject({ main: hexColour, dark: hexColour, light: hexColour });

const typographyVariant = z.strictObject({
  fontSize: z.number().check(z.positive()),
  lineHeight: z.number().check(z.positive()),
  fontWeight: z.int().check(z.minimum(100), z.maximum(900)),
});

const incidentColours = z.strictObject(
  Object.fromEntries(incidentColourNames.map((name) => [name, hexColour])) as Record<IncidentColourName, typeof hexColour>,
);

export const brandThemeSchema = z.strictObject({
  name: z.string().check(z.regex(brandNamePattern)),
  mode: z.enum(['dark', 'light']),
  backgroundType: z.enum(backgroundTypes),
  /** CSS `background-image` value for the page: `none` for solid brands. */
  backgroundImage: z.string(),
  gradient: z.strictObject({
    start: hexColour,
    end: hexColour,
    angle: z.number().check(z.minimum(0), z.maximum(360)),
    css: z.string(),
    /** Text colour for labels on the gradient: whichever of the brand's text and page colours reads best on both stops. */
    text: hexColour,
  }),
  colours: z.strictObject({
    background: z.strictObject({
      default: hexColour,
      paper: hexColour,
      accent: z.optional(hexColour),
      accentAlt: z.optional(hexColour),
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
  radius: z.strictObject({ card: z.number().check(z.minimum(0)), tab: z.number().check(z.minimum(0)) }),
  spacingUnit: z.number().check(z.positive()),
  layout: z.strictObject({ sideHeaderWidth: z.number().check(z.positive()), contentMaxWidth: z.number().check(z.positive()) }),
  typography: z.strictObject({
    fontFamily: z.string().check(z.minLength(1)),
    variants: z.strictObject(
      Object.fromEntries(typographyVariantNames.map((name) => [name, typographyVariant])) as Record<
        TypographyVariantName,
        typeof typographyVariant
      >,
    ),
  }),
});

export type BrandTheme = z.infer<typeof brandThemeSchema>;
