import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

type PlainButtonProps = Omit<ComponentProps<'button'>, 'color' | 'ref'> & { sx?: ComponentProps<typeof Box>['sx'] };

/**
 * A native button in the theme's colours (its focus ring is the baseline's, src/theme/baseline.ts). The frame's few
 * buttons (retry, back) use it instead of MUI's Button, whose ripple and variants would put about
 * 10 KB gzip on every first paint (docs/performance.md).
 */
export function PlainButton({ sx, type = 'button', ...props }: PlainButtonProps) {
  return (
    <Box
      component="button"
      type={type}
      {...props}
      sx={[
        (theme) => ({
          appearance: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          minHeight: 32,
          minWidth: 32,
          px: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'transparent',
          color: (theme.vars ?? theme).palette.primary.main,
          font: 'inherit',
          fontSize: theme.typography.pxToRem(14),
          fontWeight: 600,
          cursor: 'pointer',
          '&:hover': { bgcolor: (theme.vars ?? theme).palette.action.hover },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
