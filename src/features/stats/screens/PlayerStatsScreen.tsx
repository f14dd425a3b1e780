import Box from '@mui/material/Box';
import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StatTable, type StatColumn } from '../../../components/StatTable.tsx';
import { usePlayerStats } from '../api/live-refresh.ts';
import { PlayerDetail } from '../components/PlayerDetail.tsx';
import { SideSwatch } from '../components/SideSwatch.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import {
  defaultPlayerSort,
  groupOfStat,
  nextPlayerSort,
  playerStatGroupNames,
  playerStatGroups,
  playerStatLabels,
  playerStatLine,
  sortForGroup,
  sortPlayerLines,
  type PlayerSort,
  type PlayerSortKey,
  type PlayerStat,
  type PlayerStatGroup,
  type PlayerStatLine,
} from '../model/player-stat-groups.ts';

const groupLabelKeys: Record<PlayerStatGroup, string> = {
  general: 'stats.groupGeneral',
  attack: 'stats.groupAttack',
  discipline: 'stats.groupDiscipline',
};

/**
 * `/stats/player-stats`: every player's statistics in this match, a group at a time (general,
 * attack, discipline) so that a group fits beside the names on a phone; sortable by any heading,
 * the sorted column always in the group shown. A player's name is a button that opens his detail
 * (heat map and shot chart) in place of the table; going back puts the focus on his name.
 */
export function PlayerStatsScreen({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = usePlayerStats(match.eventId, match.lang, match.live);
  const [sort, setSort] = useState<PlayerSort>(defaultPlayerSort);
  const [group, setGroup] = useState<PlayerStatGroup>(() => (sort.key === 'name' ? 'attack' : groupOfStat(sort.key)));
  const [openId, setOpenId] = useState<string | undefined>();
  const returnTo = useRef<string | undefined>(undefined);
  const tableBox = useRef<HTMLDivElement>(null);
  const players = useMemo(() => (answer.data?.players ?? []).map(playerStatLine), [answer.data]);
  const open = answer.data?.players.find((player) => player.playerId === openId);
  useEffect(() => {
    if (open || !returnTo.current) return;
    tableBox.current?.querySelector<HTMLButtonElement>(`button[data-player="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = undefined;
  }, [open]);
  const sorted = sortPlayerLines(players, sort, i18n.language);
  const whole = new Intl.NumberFormat(i18n.language);
  const xg = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const format = (stat: PlayerStat, value: number | null) => {
    if (value === null) return '–';
    if (stat === 'expectedGoals') return xg.format(value);
    if (stat === 'passAccuracy') return percent.format(value / 100);
    return whole.format(value);
  };
  const columns: StatColumn<PlayerStatLine>[] = playerStatGroups[group].map((stat) => ({
    key: stat,
    label: t(playerStatLabels[stat].short),
    fullName: t(playerStatLabels[stat].full),
    cell: (row) => format(stat, row[stat]),
  }));
  return (
    <StatsFrame titleKey={titleKey} answer={answer} eventId={match.eventId} empty={players.length === 0}>
      {open ? (
        <PlayerDetail
          player={{ ...open, name: open.shortName ?? open.name, fullName: open.name }}
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
          <ChoiceToggle
            choices={playerStatGroupNames.map((name) => ({ value: name, label: t(groupLabelKeys[name]) }))}
            value={group}
            onChange={(chosen) => {
              setGroup(chosen);
              setSort((current) => sortForGroup(current, chosen));
            }}
            label={t('stats.statGroup')}
            testId="stat-groups"
          />
          <Box ref={tableBox}>
            <StatTable
              caption={t(titleKey)}
              testId="player-stats"
              rows={sorted}
              rowKey={(row) => row.playerId}
              sort={sort}
              onSort={(key) => setSort((current) => nextPlayerSort(current, key as PlayerSortKey))}
              rowHeader={{
                key: 'name',
                label: t('stats.player'),
                fullName: t('stats.player'),
                cell: (row) => (
                  <>
                    <Box
                      component="button"
                      type="button"
                      data-player={row.playerId}
                      onClick={() => setOpenId(row.playerId)}
                      sx={(theme) => ({
                        display: 'flex',
                        alignItems: 'center',
                        gap: 0.75,
                        font: 'inherit',
                        fontWeight: 600,
                        textAlign: 'left',
                        color: (theme.vars ?? theme).palette.text.primary,
                        background: 'none',
                        border: 0,
                        p: 0,
                        minHeight: 24,
                        cursor: 'pointer',
                        textDecoration: 'underline',
                        textUnderlineOffset: '0.2em',
                      })}
                    >
                      <SideSwatch side={row.side} size={10} />
                      {row.name}
                    </Box>
                    <Box component="span" sx={{ display: 'block', pl: 2, color: 'text.secondary' }}>
                      {t(`positions.${row.position}`, { defaultValue: row.position })}
                    </Box>
                  </>
                ),
              }}
              columns={columns}
            />
          </Box>
          <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('stats.sortHint')} {t('stats.playerHint')}
          </Typography>
        </>
      )}
    </StatsFrame>
  );
}
