import Box from '@mui/material/Box';
import type { Side } from '../../../../contract/protocol.ts';

/** A team's code on its brand colour: which side a block belongs to, at a glance. */
export function TeamBadge({ side, code }: { side: Side; code: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 36,
        height: 20,
        px: 0.5,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 700,
        bgcolor: (theme.vars ?? theme).palette.chart[side],
        color: (theme.vars ?? theme).palette.chart[side === 'home' ? 'onHome' : 'onAway'],
        flex: 'none',
      })}
    >
      {code}
    </Box>
  );
}
