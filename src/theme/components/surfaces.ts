import type { Components, Theme } from '@mui/material/styles';

/** Cards and papers take the brand's card radius and paper colour. */
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
  };
}
