import Box from '@mui/material/Box';
import type { Side } from '../../../../contract/protocol.ts';
import { useEventData } from '../../../api/event-data.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { Flag } from '../../../components/Flag.tsx';

/**
 * A team's code on its side's colour (the team's own where the brand lets it be seen,
 * TeamPalette): which side a block belongs to, at a glance; a national team's flag before it.
 */
export function TeamBadge({ side, code }: { side: Side; code: string }) {
  const { eventId, lang } = useWidgetQuery();
  const country = useEventData(eventId, lang).data?.[side].country;
  return (
    <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flex: 'none' }}>
      {country ? (
        <Box component="span" sx={{ display: 'inline-flex', width: 24, height: 18 }}>
          <Flag country={country} width={24} />
        </Box>
      ) : null}
      <Box
        component="span"
        sx={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 36,
          height: 20,
          px: 0.5,
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 700,
          bgcolor: (theme.vars ?? theme).palette.chart[side],
          color: (theme.vars ?? theme).palette.chart[side === 'home' ? 'onHome' : 'onAway'],
        })}
      >
        {code}
      </Box>
    </Box>
  );
}
