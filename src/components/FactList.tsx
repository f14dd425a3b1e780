import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/**
 * Facts as a definition list, term beside value: a value that is a long name wraps inside its
 * column rather than pushing the list wider than a 320 px frame.
 */
export function FactList({
  facts,
  valueVariant = 'default',
  testId,
  sx,
}: {
  facts: readonly (readonly [term: string, value: string])[];
  valueVariant?: 'default' | 'small';
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={[
        { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="small" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant={valueVariant} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
