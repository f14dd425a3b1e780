import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** SPEC section 2 "Layout": content at most 480 px wide and centred. */
export function ContentColumn({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      data-testid="content"
      sx={(theme) => ({ width: '100%', maxWidth: 480, mx: 'auto', px: 1.5, py: 1.5, boxSizing: 'border-box', color: (theme.vars ?? theme).palette.text.primary })}
    >
      {children}
    </Box>
  );
}
