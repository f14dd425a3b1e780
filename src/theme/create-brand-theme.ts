import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandTheme } from '../../contract/brand-theme.ts';
import { typographyVariantNames } from '../../contract/brand-vocabulary.ts';
import { tabRowHeightPx } from '../rules/layout.ts';
import { navigationOverrides } from './components/navigation.ts';
import { focusOverrides } from './components/focus.ts';
import { surfaceOverrides } from './components/surfaces.ts';

const bodyVariant = { body1: 'default', body2: 'small', caption: 'tiny', subtitle1: 'large', subtitle2: 'small' } as const;

/** Builds the MUI theme for the brand this bundle was built for; no brand is known by name here. */
export function createBrandTheme(brand: BrandTheme): Theme {
  const { colours, typography } = brand;
  const variants = Object.fromEntries(
    typographyVariantNames.map((name) => {
      const { fontSize, lineHeight, fontWeight } = typography.variants[name];
      return [name, { fontSize: `${fontSize / 16}rem`, lineHeight: `${lineHeight}px`, fontWeight }];
    }),
  );
  const aliases = Object.fromEntries(Object.entries(bodyVariant).map(([mui, ours]) => [mui, variants[ours]]));
  return createTheme({
    cssVariables: { cssVarPrefix: 'cpp' },
    palette: {
      mode: brand.mode,
      primary: { main: colours.tab.indicator },
      secondary: { main: colours.team.away.main },
      background: { default: colours.background.default, paper: colours.background.paper },
      text: { primary: colours.text.primary, secondary: colours.text.secondary },
      divider: colours.border,
      home: colours.team.home,
      away: colours.team.away,
      incident: colours.incident,
      tab: colours.tab,
      nav: colours.nav,
      focus: colours.focus,
      chart: colours.chart,
      onIncident: colours.onIncident,
      scoreboard: colours.scoreboard,
      pitch: colours.pitch,
      scrim: colours.scrim,
      video: colours.video,
      brand: {
        name: brand.name,
        backgroundType: brand.backgroundType,
        backgroundImage: brand.backgroundImage,
        gradient: brand.gradient.css,
        gradientStart: brand.gradient.start,
        gradientEnd: brand.gradient.end,
        onGradient: brand.gradient.text,
      },
    },
    spacing: brand.spacingUnit * 2,
    shape: { borderRadius: brand.radius.card, tabRadius: Math.min(brand.radius.tab, tabRowHeightPx / 2) },
    typography: {
      fontFamily: typography.fontFamily,
      ...variants,
      ...aliases,
    },
    components: { ...navigationOverrides(brand.radius.tab), ...surfaceOverrides(), ...focusOverrides() },
  });
}
