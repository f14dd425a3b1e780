import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { z } from 'zod/mini';
import type { matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import type { Side } from '../../../../contract/protocol.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { comparedFigures, comparisonRows, emptyPick, factFigures, type PlayerPick } from '../rules/player-comparison.ts';
import { focusRing } from '../../../theme/components/focus.ts';

type PlayerStats = z.infer<typeof matchPlayerStatsAnswerSchema>['players'];

/** A side's figure is bold where it is the higher of two picked players'. */
const leads = (figure: number | null, other: number | null) => figure !== null && other !== null && figure > other;

function Picker({
  side,
  team,
  players,
  pick,
  onPick,
}: {
  side: Side;
  team: string;
  players: PlayerStats;
  pick: PlayerPick;
  onPick: (pick: PlayerPick) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = players.filter((player) => player.side === side);
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', fontSize: 12, color: 'text.secondary', mb: 0.25, overflowWrap: 'anywhere' }}
      >
        {team}
      </Box>
      <Box
        component="select"
        id={id}
        data-testid={`pick-${side}`}
        value={pick.value === 0 ? '' : pick.value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          const chosen = options.find((player) => player.playerId === event.target.value);
          onPick(chosen ? { label: chosen.name, value: chosen.playerId } : emptyPick);
        }}
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            width: '100%',
            minHeight: 32,
            fontSize: 14,
            color: palette.text.primary,
            bgcolor: palette.background.paper,
            border: `1px solid ${palette.divider}`,
            borderRadius: 1,
            '&:focus-visible': focusRing(palette.focus, 1),
          };
        }}
      >
        <option value="">{t('info.choosePlayer')}</option>
        {options.map((player) => (
          <option key={player.playerId} value={player.playerId}>
            {player.name}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The head-to-head player comparison (SPEC section 3): a home and an away player, each picked as
 * a label and a value (empty and 0 until the fan picks, its figures a dash), compared figure by figure in this match:
 * without event data, only the figures its facts give (no shots or xG).
 */
export function PlayerComparison({
  players,
  homeName,
  awayName,
  eventData = true,
}: {
  players: PlayerStats;
  homeName: string;
  awayName: string;
  eventData?: boolean;
}) {
  const { t } = useTranslation();
  const [home, setHome] = useState<PlayerPick>(emptyPick);
  const [away, setAway] = useState<PlayerPick>(emptyPick);
  const rows = comparisonRows(players, home, away, eventData ? comparedFigures : factFigures);
  return (
    <Box component="section" aria-labelledby="h2h-players" sx={{ mt: 3 }}>
      <Typography id="h2h-players" variant="large" component="h2" sx={{ fontWeight: 700 }}>
        {t('info.comparePlayers')}
      </Typography>
      <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('info.comparisonScope')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Picker side="home" team={homeName} players={players} pick={home} onPick={setHome} />
        <Picker side="away" team={awayName} players={players} pick={away} onPick={setAway} />
      </Box>
      <Box component="table" sx={{ width: '100%', mt: 1, borderCollapse: 'collapse', fontSize: 14 }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('info.comparePlayers')}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left', width: '25%', fontSize: 12 }}>
              {home.label || '–'}
            </Box>
            <Box component="th" scope="col" sx={{ fontSize: 12, color: 'text.secondary' }}>
              <span>{t('info.figure')}</span>
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right', width: '25%', fontSize: 12 }}>
              {away.label || '–'}
            </Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Box component="tr" key={row.key} sx={(theme) => ({ borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}` })}>
              <Box
                component="td"
                data-testid={`compare-home-${row.key}`}
                sx={{ py: 0.5, fontWeight: leads(row.home, row.away) ? 700 : 400 }}
              >
                {row.home ?? '–'}
              </Box>
              <Box component="th" scope="row" sx={{ py: 0.5, fontWeight: 400, textAlign: 'center' }}>
                {t(`stats.${row.key}`)}
              </Box>
              <Box
                component="td"
                data-testid={`compare-away-${row.key}`}
                sx={{ py: 0.5, textAlign: 'right', fontWeight: leads(row.away, row.home) ? 700 : 400 }}
              >
                {row.away ?? '–'}
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
