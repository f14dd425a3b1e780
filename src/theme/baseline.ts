import type { CSSObject } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { focusRing } from './components/focus.ts';

/**
 * The page's baseline, from the brand: what MUI's CssBaseline sets that this widget relies on
 * (border-box sizing, no body margin, the brand's text and background colours and body type,
 * smooth fonts, the colour scheme for scroll bars and form controls), at a quarter of its bytes
 * on the first paint (print and ::backdrop rules left out: the widget prints nothing and opens
 * no dialog). And the keyboard focus ring for every focusable element that is not an MUI button: links,
 * native buttons, inputs; a component whose ring differs (the side header's) sets its own.
 */
export function baselineStyles(theme: Theme): Record<string, CSSObject> {
  const palette = (theme.vars ?? theme).palette;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
      colorScheme: theme.palette.mode,
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: { margin: 0, color: palette.text.primary, ...(theme.typography.body1 as CSSObject), backgroundColor: palette.background.default },
    ':focus-visible': focusRing(palette.focus),
  };
}
