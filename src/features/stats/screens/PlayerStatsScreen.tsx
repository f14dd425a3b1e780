import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { usePlayerStats } from '../api/player-stats.ts';
import { PlayerDetail } from '../components/PlayerDetail.tsx';
import { SideSwatch } from '../components/SideSwatch.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { firstDirection, sortRows, type SortDirection } from '../model/rankings.ts';

type PlayerRow = {
  playerId: string;
  name: string;
  side: 'home' | 'away';
  position: string;
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  expectedGoals: number;
  foulsCommitted: number;
  yellowCards: number;
  redCards: number;
};
type Column = Exclude<keyof PlayerRow, 'playerId' | 'side'>;

/** Each column with its short heading and its full name (the heading's accessible name). */
const columns: { key: Column; short: string; full: string }[] = [
  { key: 'name', short: 'stats.player', full: 'stats.player' },
  { key: 'position', short: 'stats.positionShort', full: 'stats.position' },
  { key: 'minutes', short: 'stats.minutesShort', full: 'stats.minutesPlayed' },
  { key: 'goals', short: 'stats.goalsShort', full: 'stats.goals' },
  { key: 'assists', short: 'stats.assistsShort', full: 'stats.assists' },
  { key: 'shots', short: 'stats.shotsShort', full: 'stats.shots' },
  { key: 'shotsOnTarget', short: 'stats.shotsOnTargetShort', full: 'stats.shotsOnTarget' },
  { key: 'expectedGoals', short: 'nav.xg', full: 'stats.expectedGoals' },
  { key: 'foulsCommitted', short: 'stats.foulsShort', full: 'stats.foulsConceded' },
  { key: 'yellowCards', short: 'stats.yellowCardsShort', full: 'stats.yellowCards' },
  { key: 'redCards', short: 'stats.redCardsShort', full: 'stats.redCards' },
];

/**
 * `/stats/player-stats`: every player's statistics in this match, sortable by any column (a
 * heading is a button; `aria-sort` says the order). The table scrolls sideways inside its own box
 * on a narrow phone; the page itself never does. A player's name is a button that opens his
 * detail (heat map and shot chart) in place of the table; going back puts the focus on his name.
 */
export function PlayerStatsScreen({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = usePlayerStats(match.eventId, match.lang, match.live);
  const [sort, setSort] = useState<{ column: Column; direction: SortDirection }>({ column: 'expectedGoals', direction: 'descending' });
  const [openId, setOpenId] = useState<string | undefined>();
  const returnTo = useRef<string | undefined>(undefined);
  const table = useRef<HTMLTableElement>(null);
  // Players go by the name they are known by ("Messi"), as on the line-ups; the detail adds the full one.
  const players = useMemo(
    () => (answer.data?.players ?? []).map((player) => ({ ...player, name: player.shortName ?? player.name, fullName: player.name })),
    [answer.data],
  );
  const open = players.find((player) => player.playerId === openId);
  useEffect(() => {
    if (open || !returnTo.current) return;
    table.current?.querySelector<HTMLButtonElement>(`button[data-player="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = undefined;
  }, [open]);
  const sorted = sortRows(players, sort.column, sort.direction, i18n.language);
  const choose = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'descending' ? 'ascending' : 'descending' }
        : { column, direction: firstDirection(players[0]?.[column]) },
    );
  const xg = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <StatsFrame titleKey={titleKey} pending={answer.isPending && Boolean(match.eventId)} empty={players.length === 0}>
      {open ? (
        <PlayerDetail
          player={open}
          teams={match.teams}
          language={i18n.language}
          live={match.live}
          onClose={() => {
            returnTo.current = open.playerId;
            setOpenId(undefined);
          }}
        />
      ) : (
        <>
          <Box sx={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" aria-label={t(titleKey)}>
            <Box
              component="table"
              ref={table}
              data-testid="player-stats"
              sx={{
                borderCollapse: 'collapse',
                minWidth: '100%',
                '& th, & td': { py: 0.75, px: 0.5, whiteSpace: 'nowrap', textAlign: 'right' },
              }}
            >
              <thead>
                <tr>
                  {columns.map((column) => (
                    <Box
                      component="th"
                      key={column.key}
                      scope="col"
                      aria-sort={sort.column === column.key ? sort.direction : undefined}
                      sx={column.key === 'name' || column.key === 'position' ? { textAlign: 'left !important' } : undefined}
                    >
                      <Box
                        component="button"
                        type="button"
                        onClick={() => choose(column.key)}
                        sx={(theme) => ({
                          font: 'inherit',
                          typography: 'small',
                          fontWeight: sort.column === column.key ? 700 : 400,
                          color: (theme.vars ?? theme).palette.text.primary,
                          background: 'none',
                          border: 0,
                          p: 0.5,
                          minHeight: 32,
                          cursor: 'pointer',
                        })}
                      >
                        {t(column.short)}
                        {column.short === column.full ? null : <Box component="span" sx={visuallyHidden}>{`, ${t(column.full)}`}</Box>}
                        {sort.column === column.key ? (
                          <span aria-hidden="true">{sort.direction === 'descending' ? ' ▼' : ' ▲'}</span>
                        ) : null}
                      </Box>
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sorted.map((player) => (
                  <Box component="tr" key={player.playerId} sx={{ borderTop: 1, borderColor: 'divider', typography: 'small' }}>
                    <Box
                      component="th"
                      scope="row"
                      sx={{
                        textAlign: 'left !important',
                        fontWeight: 400,
                        whiteSpace: 'normal !important',
                        minWidth: '8em',
                        maxWidth: '10em',
                      }}
                    >
                      <Box
                        component="button"
                        type="button"
                        data-player={player.playerId}
                        onClick={() => setOpenId(player.playerId)}
                        sx={(theme) => ({
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.75,
                          font: 'inherit',
                          textAlign: 'left',
                          color: (theme.vars ?? theme).palette.text.primary,
                          background: 'none',
                          border: 0,
                          p: 0,
                          minHeight: 32,
                          cursor: 'pointer',
                          textDecoration: 'underline',
                          textUnderlineOffset: '0.2em',
                        })}
                      >
                        <SideSwatch side={player.side} size={10} />
                        {player.name}
                      </Box>
                    </Box>
                    <Box component="td" sx={{ textAlign: 'left !important' }}>
                      {t(`positions.${player.position}`, { defaultValue: player.position })}
                    </Box>
                    <td>{player.minutes}</td>
                    <td>{player.goals}</td>
                    <td>{player.assists}</td>
                    <td>{player.shots}</td>
                    <td>{player.shotsOnTarget}</td>
                    <td>{xg.format(player.expectedGoals)}</td>
                    <td>{player.foulsCommitted}</td>
                    <td>{player.yellowCards}</td>
                    <td>{player.redCards}</td>
                  </Box>
                ))}
              </tbody>
            </Box>
          </Box>
          <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('stats.sortHint')} {t('stats.playerHint')}
          </Typography>
        </>
      )}
    </StatsFrame>
  );
}
