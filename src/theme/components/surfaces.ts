import type { Components, Theme } from '@mui/material/styles';
import { focusRing } from './focus.ts';

/** Cards and papers take the brand's card radius and paper colour; the page's own elements its focus ring. */
export function surfaceOverrides(): Components<Theme> {
  return {
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          backgroundImage: 'none',
          backgroundColor: (theme.vars ?? theme).palette.background.paper,
          border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        }),
      },
    },
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // The first-paint stylesheet in index.html already paints the page background.
        body: { backgroundColor: 'transparent' },
        // Links and other focusable elements that are not MUI buttons get the same ring as buttons.
        ':focus-visible': focusRing((theme.vars ?? theme).palette.focus),
      }),
    },
  };
}
