import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { contentMaxWidthPx } from '../rules/constants.ts';

/**
 * SPEC section 2 "Layout": content at most 480 px wide and centred. A column that is kept mounted
 * while another page shows (the watch overlays) is `hidden`: one visible main at a time.
 */
export function ContentColumn({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return (
    <Box
      component="main"
      data-testid={hidden ? undefined : 'content'}
      hidden={hidden}
      sx={(theme) => ({
        width: '100%',
        maxWidth: contentMaxWidthPx,
        mx: 'auto',
        px: 1.5,
        py: 1.5,
        boxSizing: 'border-box',
        color: (theme.vars ?? theme).palette.text.primary,
      })}
    >
      {children}
    </Box>
  );
}
