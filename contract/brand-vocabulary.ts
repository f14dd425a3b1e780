/** The names of a compiled brand theme, without zod: the widget's first paint reads them. */

export const typographyVariantNames = ['h1', 'h2', 'h3', 'h4', 'xLarge', 'large', 'default', 'small', 'tiny', 'xTiny', 'xxTiny'] as const;
export type TypographyVariantName = (typeof typographyVariantNames)[number];

export const backgroundTypes = ['solid', 'mesh', 'gradient', 'linear'] as const;
export type BackgroundType = (typeof backgroundTypes)[number];

export const incidentColourNames = ['goal', 'yellowCard', 'redCard', 'penalty', 'miss', 'var'] as const;
export type IncidentColourName = (typeof incidentColourNames)[number];

export const brandNamePattern = /^[A-Z][A-Z0-9_]*$/;

/** A compiled colour: `#rrggbb`. */
export const hexColourPattern = /^#[0-9a-f]{6}$/i;
