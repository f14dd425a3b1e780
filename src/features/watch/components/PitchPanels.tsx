import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type * as z from 'zod/mini';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { liveStatsAnswerSchema, matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import type { Side, StatsSummary } from '../../../../contract/protocol.ts';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { betLineStates, type BetLineState } from '../pitch/bet-lines.ts';

export const overlayViews = ['teamStats', 'playerStats', 'bet'] as const;
export type OverlayView = (typeof overlayViews)[number];
type Players = z.infer<typeof matchPlayerStatsAnswerSchema>['players'];
type LiveStats = z.infer<typeof liveStatsAnswerSchema>;

const overlayTitleKey = { teamStats: 'areas.teamStats', playerStats: 'areas.playerStats', bet: 'pitch.bet' } as const;
export const overlayTitle = (view: OverlayView) => overlayTitleKey[view];

interface OverlayPanelProps {
  view: OverlayView;
  id: string;
  teams: Record<Side, string>;
  /** The `/live_stats` answer: the same figures as live stats, with the stage they stand at. */
  stats: LiveStats | undefined;
  players: Players | undefined;
  onClose(): void;
}

/**
 * SPEC section 9's interactive overlay views over the pitch: team stats, player stats and bet. It
 * takes the keyboard focus when it opens and gives it back to the button that opened it.
 */
export function OverlayPanel({ view, id, teams, stats, players, onClose }: OverlayPanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [view]);
  return (
    <Box
      id={id}
      component="section"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={(theme) => ({
        // Over the pitch, and as tall as it needs: at 320 px the pitch is under 200 px high.
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        minHeight: '100%',
        zIndex: 2,
        boxShadow: 6,
        boxSizing: 'border-box',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        bgcolor: (theme.vars ?? theme).palette.background.paper,
        animation: 'pitch-panel-in 200ms ease-out',
        '@keyframes pitch-panel-in': { from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${id}-title`} ref={heading} tabIndex={-1} variant="large" component="h3" sx={{ fontWeight: 700, outline: 'none' }}>
          {t(overlayTitle(view))}
        </Typography>
        <PlainButton onClick={onClose} aria-label={t('pitch.close')} sx={{ minWidth: 44, minHeight: 44 }}>
          ✕
        </PlainButton>
      </Box>
      {view === 'teamStats' ? <TeamStats teams={teams} summary={stats?.summary} /> : null}
      {view === 'playerStats' ? <PlayerStats teams={teams} players={players} /> : null}
      {view === 'bet' ? <BetLines stats={stats} /> : null}
    </Box>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <Typography variant="small" component="p" sx={{ color: 'text.secondary', py: 2 }}>
      {t('common.loading')}
    </Typography>
  );
}

const teamRows = [
  ['stats.goals', (side: StatsSummary['home']) => side.goals],
  ['stats.expectedGoals', (side: StatsSummary['home']) => side.expectedGoals],
  ['stats.shots', (side: StatsSummary['home']) => side.shots],
  ['stats.shotsOnTarget', (side: StatsSummary['home']) => side.shotsOnTarget],
  ['stats.possession', (side: StatsSummary['home']) => side.possession],
  ['stats.corners', (side: StatsSummary['home']) => side.corners],
  ['stats.foulsConceded', (side: StatsSummary['home']) => side.foulsConceded],
  ['stats.offsides', (side: StatsSummary['home']) => side.offsides],
  ['stats.yellowCards', (side: StatsSummary['home']) => side.yellowCards],
] as const;

function TeamStats({ teams, summary }: { teams: Record<Side, string>; summary: StatsSummary | undefined }) {
  const { t, i18n } = useTranslation();
  if (!summary) return <Waiting />;
  // xG as live stats writes it (3.29, 0.30), possession as a whole share.
  const format = (value: number, key: string) =>
    key === 'stats.possession'
      ? `${Math.round(value)}%`
      : value.toLocaleString(i18n.language, { minimumFractionDigits: key === 'stats.expectedGoals' ? 2 : 0, maximumFractionDigits: 2 });
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 0.5 }}>
      <caption style={{ textAlign: 'left' }}>
        <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
          {teams.home} – {teams.away}
        </Typography>
      </caption>
      <tbody>
        {teamRows.map(([key, pick]) => {
          const home: number | undefined = pick(summary.home);
          const away: number | undefined = pick(summary.away);
          // A figure the match's sources do not hold is not shown, rather than shown as nought.
          if (home === undefined || away === undefined) return null;
          const share = home + away === 0 ? 0.5 : home / (home + away);
          return (
            <Box component="tr" key={key} sx={{ '& > *': { py: 0.5 } }}>
              <Box component="td" sx={{ width: '3.5em', fontWeight: 700, typography: 'small' }}>
                {format(home, key)}
              </Box>
              <Box component="th" scope="row" sx={{ fontWeight: 400, typography: 'small', textAlign: 'center' }}>
                {t(key)}
                <Box aria-hidden sx={{ display: 'flex', height: 4, mt: 0.25, borderRadius: 2, overflow: 'hidden', bgcolor: 'chart.away' }}>
                  <Box sx={{ width: `${share * 100}%`, bgcolor: 'chart.home' }} />
                </Box>
              </Box>
              <Box component="td" sx={{ width: '3.5em', fontWeight: 700, typography: 'small', textAlign: 'right' }}>
                {format(away, key)}
              </Box>
            </Box>
          );
        })}
      </tbody>
    </Box>
  );
}

function PlayerStats({ teams, players }: { teams: Record<Side, string>; players: Players | undefined }) {
  const { t, i18n } = useTranslation();
  if (!players) return <Waiting />;
  // Shots and xG are null where the match has no event data (not recorded): no such player is listed.
  const shooters = players
    .flatMap(({ shots, shotsOnTarget, expectedGoals, ...player }) =>
      shots !== null && shotsOnTarget !== null && expectedGoals !== null && shots > 0
        ? [{ ...player, shots, shotsOnTarget, expectedGoals }]
        : [],
    )
    .sort((a, b) => b.expectedGoals - a.expectedGoals || b.shots - a.shots || a.name.localeCompare(b.name))
    .slice(0, 8);
  if (shooters.length === 0)
    return (
      <Typography variant="small" component="p" sx={{ color: 'text.secondary', py: 2 }}>
        {t('pitch.noShots')}
      </Typography>
    );
  const cell = { typography: 'small', py: 0.5, textAlign: 'right', px: 0.5 } as const;
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 0.5 }}>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left', pl: 0 }}>
            {t('areas.playerStats')}
          </Box>
          <Box component="th" scope="col" sx={cell} title={t('stats.shots')}>
            {t('stats.shots')}
          </Box>
          <Box component="th" scope="col" sx={cell}>
            {t('nav.xg')}
          </Box>
          <Box component="th" scope="col" sx={cell}>
            {t('stats.goals')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {shooters.map((player) => (
          <tr key={player.playerId}>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', pl: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', mr: 0.75, bgcolor: `chart.${player.side}` }}
              />
              {player.name}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
                {teams[player.side]}
              </Box>
            </Box>
            <Box component="td" sx={cell}>
              {player.shots} ({player.shotsOnTarget})
            </Box>
            <Box component="td" sx={cell}>
              {player.expectedGoals.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </Box>
            <Box component="td" sx={cell}>
              {player.goals}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

const marketKey = { goals: 'stats.goals', corners: 'stats.corners', cards: 'pitch.cards', bothTeamsScore: 'pitch.bothTeamsScore' } as const;
const settlementKey = { open: 'pitch.notYet', won: 'pitch.won', lost: 'pitch.lost' } as const;

function BetLines({ stats }: { stats: LiveStats | undefined }) {
  const { t, i18n } = useTranslation();
  if (!stats) return <Waiting />;
  const name = (state: BetLineState) =>
    [
      state.scope === 'firstHalf' ? t('scoreboard.firstHalf') : null,
      t(marketKey[state.market]),
      state.line !== null ? t('pitch.overLine', { line: state.line.toLocaleString(i18n.language) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {betLineStates(stats).map((state) => (
          <Box
            component="li"
            key={`${state.scope}-${state.market}`}
            data-settlement={state.settlement}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="small" component="span" sx={{ fontWeight: 600 }}>
              {name(state)}
            </Typography>
            <Typography variant="small" component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {state.line !== null ? <span>{state.total}</span> : null}
              <Box
                component="span"
                sx={{
                  px: 0.75,
                  borderRadius: 1,
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  bgcolor: state.settlement === 'won' ? 'incident.goal' : 'action.selected',
                  color: state.settlement === 'won' ? 'onIncident.goal' : 'text.primary',
                }}
              >
                {t(settlementKey[state.settlement])}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('pitch.betNote')}
      </Typography>
    </>
  );
}
