import type { Components, Theme } from '@mui/material/styles';

/**
 * The focus ring: a 2 px outline, shown for keyboard focus only (`:focus-visible`). The colour is a
 * focus token: `palette.focus` on page and card surfaces, `tab.focus` and `nav.focus` inside a tab
 * row and the side header, each checked at 3:1 against the surface it is drawn on.
 */
export function focusRing(colour: string, offset = 2) {
  return { outline: `2px solid ${colour}`, outlineOffset: offset };
}

/** Every button, icon button and tab is a ButtonBase, whose own styles remove the browser's outline. */
export function focusOverrides(): Components<Theme> {
  return {
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible, &:focus-visible': focusRing((theme.vars ?? theme).palette.focus) }),
      },
    },
  };
}
