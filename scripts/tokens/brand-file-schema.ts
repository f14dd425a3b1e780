import { z } from 'zod';
import { backgroundTypes, incidentColourNames, type IncidentColourName } from '../../contract/brand-theme.ts';

/**
 * The strict schema of `tokens/brands/<BRAND>.json` (DTCG). Every token a brand must set is
 * required; any other key is an error, so a typo cannot silently fall back to nothing.
 */

const hex = /^#[0-9a-fA-F]{6}$/;
const reference = /^\{[A-Za-z0-9_.-]+\}$/;
const pixels = /^\d+(\.\d+)?px$/;

const meta = { $description: z.string().optional() };

const colourValue = z.string().refine((value) => hex.test(value) || reference.test(value), {
  error: (issue) => `${JSON.stringify(issue.input)} is not a colour: use #rrggbb or a {token.reference}`,
});
const dimensionValue = z.string().refine((value) => pixels.test(value) || reference.test(value), {
  error: (issue) => `${JSON.stringify(issue.input)} is not a dimension: use a px value such as "8px" or a {token.reference}`,
});

const colour = z.strictObject({ ...meta, $type: z.literal('color').optional(), $value: colourValue });
const dimension = z.strictObject({ ...meta, $type: z.literal('dimension').optional(), $value: dimensionValue });
const colourGroup = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ ...meta, $type: z.literal('color').optional(), ...shape });

const teamColours = colourGroup({ main: colour, dark: colour, light: colour });
/** A functional colour a brand may override; left out, the functional layer's default applies. */
const override = colour.optional();
const incidentShape = <T extends z.ZodType>(token: T) =>
  Object.fromEntries(incidentColourNames.map((name) => [name, token])) as Record<IncidentColourName, T>;

/** One or more font family names, comma separated: letters, digits, spaces, dots, hyphens, underscores and quotes. */
const fontFamilies = /^[\p{L}\p{N} ._'",-]*[\p{L}\p{N}][\p{L}\p{N} ._'",-]*$/u;
const fontFamilyRule = 'a font family is names (letters, digits, spaces, . _ - and quotes), comma separated, never CSS';

export const brandFileSchema = z
  .strictObject({
    ...meta,
    mode: z.strictObject({ ...meta, $type: z.literal('string'), $value: z.enum(['dark', 'light']) }),
    font: z.strictObject({
      ...meta,
      family: z.strictObject({
        ...meta,
        $type: z.literal('fontFamily'),
        // Names, not CSS: the family goes into the <style> of every bundle's head, so a brace, a
        // semicolon or an angle bracket (`</style>`) is refused rather than written there.
        $value: z.union([z.string().regex(fontFamilies, fontFamilyRule), z.array(z.string().regex(fontFamilies, fontFamilyRule)).min(1)]),
      }),
    }),
    background: z.strictObject({
      ...meta,
      type: z.strictObject({ ...meta, $type: z.literal('string'), $value: z.enum(backgroundTypes) }),
    }),
    radius: z.strictObject({ ...meta, $type: z.literal('dimension').optional(), card: dimension, tab: dimension }),
    gradient: z.strictObject({
      ...meta,
      angle: z.strictObject({ ...meta, $type: z.literal('number'), $value: z.number().min(0).max(360) }),
    }),
    color: colourGroup({
      background: colourGroup({ default: colour, paper: colour, accent: colour.optional(), accentAlt: colour.optional() }),
      border: colour,
      text: colourGroup({ primary: colour, secondary: colour }),
      team: colourGroup({ home: teamColours, away: teamColours }),
      gradient: colourGroup({ start: colour, end: colour }),
      tab: colourGroup({ background: colour, active: colour, inactive: colour, indicator: colour, focus: override }),
      nav: colourGroup({ background: colour, active: colour, inactive: colour, focus: override }),
      incident: colourGroup(incidentShape(colour)),
      // Functional tokens (tokens/functional/color.json): the functional default applies unless a
      // brand sets the same name here.
      focus: override,
      chart: colourGroup({ home: override, away: override, onHome: override, onAway: override }).optional(),
      onIncident: colourGroup(incidentShape(override)).optional(),
      scoreboard: colourGroup({ background: override, text: override }).optional(),
      pitch: colourGroup({ grass: override, stripe: override, line: override }).optional(),
      scrim: override,
      video: colourGroup({ background: override }).optional(),
    }),
  })
  .superRefine((file, ctx) => {
    // A painted background needs the colours it paints with.
    const type = file.background.type.$value;
    const needs = type === 'mesh' ? (['accent', 'accentAlt'] as const) : type === 'solid' ? [] : (['accent'] as const);
    for (const name of needs) {
      if (!file.color.background[name]) {
        ctx.addIssue({
          code: 'custom',
          path: ['color', 'background', name],
          message: `required token is missing (background type "${type}" paints with it)`,
        });
      }
    }
  });

export type BrandFile = z.infer<typeof brandFileSchema>;

export interface TokenProblem {
  file: string;
  token: string;
  message: string;
}

/** Validates one parsed brand file; returns problems that name the file and the token path. */
export function validateBrandFile(file: string, json: unknown): TokenProblem[] {
  const result = brandFileSchema.safeParse(json);
  if (result.success) return [];
  return result.error.issues.flatMap((issue): TokenProblem[] => {
    const at = issue.path
      .map(String)
      .join('.')
      .replace(/\.\$value$/, '');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        file,
        token: at ? `${at}.${key}` : key,
        message: 'unknown token: not in the brand schema (see docs/adding-a-brand.md)',
      }));
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    return [{ file, token: at || '(root)', message: missing ? 'required token is missing' : issue.message }];
  });
}

export function formatProblems(problems: TokenProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.token}: ${p.message}`).join('\n');
}
