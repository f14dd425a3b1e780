import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Side } from '../../../../contract/protocol.ts';
import { SideSwatch } from './SideSwatch.tsx';

/** The ordered list a ranked page draws its rows in. */
export function RankedList({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box component="ol" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

/**
 * One row of a ranked list (match points, the player and team assistants): the side's mark, the name
 * and the figure the list is ranked by on the first line, what the row is (team, position) beneath,
 * then how the figure was earned (`children`, indented as the detail line is).
 */
export function RankedRow({
  side,
  name,
  value,
  valueLabel,
  detail,
  children,
}: {
  side: Side;
  name: string;
  value: ReactNode;
  /** The figure read out in full where it is a bare number ("12 points"). */
  valueLabel?: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SideSwatch side={side} />
        <Typography variant="default" component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="large" component="span" sx={{ fontWeight: 700 }} aria-label={valueLabel}>
          {value}
        </Typography>
      </Box>
      <Typography variant="small" component="p" sx={{ color: 'text.secondary', pl: rankedIndent }}>
        {detail}
      </Typography>
      {children}
    </Box>
  );
}

/** How far the lines under a ranked row's name are indented: past the side's mark. */
export const rankedIndent = 2.5;
