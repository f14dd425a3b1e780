// Module augmentation: the brand's team, incident, tab and nav colours and its type scale are
// typed parts of the MUI theme, so components read them as theme.palette.home, never a raw hex.
import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { BackgroundType, IncidentColourName } from '../../contract/brand-theme.ts';

type IncidentPalette = Record<IncidentColourName, string>;
interface TabPalette {
  background: string;
  active: string;
  inactive: string;
  indicator: string;
}
interface NavPalette {
  background: string;
  active: string;
  inactive: string;
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
  }
  interface PaletteOptions {
    home?: PaletteColorOptions;
    away?: PaletteColorOptions;
    incident?: IncidentPalette;
    tab?: TabPalette;
    nav?: NavPalette;
    brand?: BrandPalette;
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
