import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Side } from '../../../../contract/protocol.ts';
import type { MatchMark } from '../model/assistant-filters.ts';

/**
 * The window's matches as small tiles: filled with the count when over the line, outlined when
 * under, a dash when the player did not play. Drawn for the eye; the evidence sentence beside it
 * says the same in words.
 */
export function EvidenceMarks({ marks, side }: { marks: MatchMark[]; side: Side }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {marks.map((mark, index) => (
        <Box
          key={index}
          data-reached={mark.reached}
          title={mark.opponent ? [mark.opponent, mark.date].filter(Boolean).join(' · ') : undefined}
          sx={{
            width: 22,
            height: 22,
            borderRadius: side === 'home' ? '50%' : 0.5,
            display: 'grid',
            placeItems: 'center',
            fontSize: 12,
            fontWeight: 700,
            border: `1.5px solid ${palette.chart[side]}`,
            bgcolor: mark.reached ? palette.chart[side] : 'transparent',
            color: mark.reached ? palette.chart[side === 'home' ? 'onHome' : 'onAway'] : palette.text.primary,
          }}
        >
          {/* null: the record gives no appearances, only what was counted. */}
          {mark.played === false ? '–' : mark.value}
        </Box>
      ))}
    </Box>
  );
}
