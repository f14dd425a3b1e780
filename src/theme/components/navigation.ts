import type { Components, Theme } from '@mui/material/styles';
import { tabRowHeightPx } from '../../rules/layout.ts';
import { focusRing } from './focus.ts';

/** Tabs and tab rows in the brand's tab colours and radius (SPEC section 3 "Theme"). */
export function navigationOverrides(tabRadius: number): Components<Theme> {
  return {
    MuiTabs: {
      styleOverrides: {
        root: ({ theme }) => ({
          minHeight: tabRowHeightPx,
          backgroundColor: (theme.vars ?? theme).palette.tab.background,
          borderRadius: Math.min(tabRadius, tabRowHeightPx / 2),
        }),
        indicator: ({ theme }) => ({
          height: 3,
          borderRadius: 3,
          backgroundColor: (theme.vars ?? theme).palette.tab.indicator,
        }),
      },
    },
    MuiTab: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: ({ theme }) => ({
          minHeight: 40,
          minWidth: 0,
          padding: theme.spacing(1, 1.5),
          textTransform: 'none',
          ...theme.typography.small,
          fontWeight: 600,
          color: (theme.vars ?? theme).palette.tab.inactive,
          '&.Mui-selected': { color: (theme.vars ?? theme).palette.tab.active },
          // Inside the tab, over the tab row's background: the row's scroller would clip it outside.
          '&.Mui-focusVisible, &:focus-visible': focusRing((theme.vars ?? theme).palette.tab.focus, -2),
        }),
      },
    },
  };
}
