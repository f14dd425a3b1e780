// Module augmentation: the brand's team, incident, tab and nav colours, the functional layer
// (focus, chart, text on incidents, scoreboard, pitch, scrim, video) and its type scale are typed
// parts of the MUI theme, so components read them as theme.palette.pitch.grass, never a raw hex.
import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { BackgroundType, IncidentColourName } from '../../contract/brand-theme.ts';

type IncidentPalette = Record<IncidentColourName, string>;
interface TabPalette {
  background: string;
  active: string;
  inactive: string;
  indicator: string;
  /** Focus ring inside a tab row. */
  focus: string;
}
interface NavPalette {
  background: string;
  active: string;
  inactive: string;
  /** Focus ring inside the side header. */
  focus: string;
}
interface ChartPalette {
  home: string;
  away: string;
  /** Text on a bar in `home`. */
  onHome: string;
  /** Text on a bar in `away`. */
  onAway: string;
}
interface ScoreboardPalette {
  background: string;
  text: string;
}
interface PitchPalette {
  grass: string;
  /** Every other mown band. */
  stripe: string;
  line: string;
}
interface VideoPalette {
  background: string;
}
interface BrandPalette {
  name: string;
  backgroundType: BackgroundType;
  backgroundImage: string;
  gradient: string;
  gradientStart: string;
  gradientEnd: string;
  onGradient: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    home: PaletteColor;
    away: PaletteColor;
    incident: IncidentPalette;
    tab: TabPalette;
    nav: NavPalette;
    brand: BrandPalette;
    /** Focus ring on page and card surfaces. */
    focus: string;
    chart: ChartPalette;
    /** Text on an incident badge filled with `incident[name]`. */
    onIncident: IncidentPalette;
    scoreboard: ScoreboardPalette;
    pitch: PitchPalette;
    /** Laid translucent over the page behind an overlay. */
    scrim: string;
    video: VideoPalette;
  }
  interface PaletteOptions {
    home?: PaletteColorOptions;
    away?: PaletteColorOptions;
    incident?: IncidentPalette;
    tab?: TabPalette;
    nav?: NavPalette;
    brand?: BrandPalette;
    focus?: string;
    chart?: ChartPalette;
    onIncident?: IncidentPalette;
    scoreboard?: ScoreboardPalette;
    pitch?: PitchPalette;
    scrim?: string;
    video?: VideoPalette;
  }
  interface TypographyVariants {
    xLarge: CSSProperties;
    large: CSSProperties;
    default: CSSProperties;
    small: CSSProperties;
    tiny: CSSProperties;
    xTiny: CSSProperties;
    xxTiny: CSSProperties;
  }
  interface TypographyVariantsOptions {
    xLarge?: CSSProperties;
    large?: CSSProperties;
    default?: CSSProperties;
    small?: CSSProperties;
    tiny?: CSSProperties;
    xTiny?: CSSProperties;
    xxTiny?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    xLarge: true;
    large: true;
    default: true;
    small: true;
    tiny: true;
    xTiny: true;
    xxTiny: true;
  }
}

declare module '@mui/system' {
  interface Shape {
    /** The brand's tab radius, capped for 40 px rows (tab rows and their placeholders). */
    tabRadius: number;
  }
}
