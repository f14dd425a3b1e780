import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FactList } from '../../../components/FactList.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import type { matchPlayerStatsAnswerSchema } from '../../../../contract/match-data.ts';
import { numberFormat } from '../../../lib/i18n/number-format.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { defaultShot } from '../model/expected-goals.ts';
import { heatMapPeriodGrids, heatMapView, type HeatMapPeriod } from '../model/heat-map.ts';
import { HeatMap } from './HeatMap.tsx';
import { HeatMapPeriodToggle } from './HeatMapPeriodToggle.tsx';
import { ShotDetails } from './ShotDetails.tsx';
import { ShotMap } from './ShotMap.tsx';
import { SideSwatch } from './SideSwatch.tsx';
import type { TeamNames } from './use-stats-match.ts';

export type MatchPlayer = z.infer<typeof matchPlayerStatsAnswerSchema>['players'][number];

interface PlayerDetailProps {
  /** `name` is the name he is known by; `fullName`, when given and different, is shown under it. */
  player: MatchPlayer & { fullName?: string };
  teams: TeamNames;
  language: string;
  /** The match is on: the heat map holds only the halves already over (the feed adds a half at its end). */
  live: boolean;
  onClose: () => void;
}

/**
 * One player's match: his figures, his heat map (where the match has event locations) and his
 * shot chart with the chosen shot's details. Opening it moves the focus to his name, so a screen
 * reader starts here; the back button returns to the table.
 */
export function PlayerDetail({ player, teams, language, live, onClose }: PlayerDetailProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosenShot, setChosenShot] = useState<string | undefined>();
  const shots = useMemo(() => player.shotMap ?? [], [player.shotMap]);
  const [chosenPeriod, setChosenPeriod] = useState<HeatMapPeriod>('match');
  const periodGrids = useMemo(() => (player.heatMap ? heatMapPeriodGrids(player.heatMap) : []), [player.heatMap]);
  // A period no longer offered (a refetch, another player) falls back to the whole match.
  const shownGrid = periodGrids.find((option) => option.period === chosenPeriod) ?? periodGrids[0];
  const view = useMemo(() => (shownGrid ? heatMapView(shownGrid.grid) : undefined), [shownGrid]);
  const matchTouches = player.heatMap?.cells.reduce((sum, count) => sum + count, 0) ?? 0;
  const selected = shots.find((shot) => shot.id === chosenShot) ?? defaultShot(shots);
  useEffect(() => heading.current?.focus(), [player.playerId]);
  const decimals = (digits: number) => numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const facts: [string, string][] = [
    [t('stats.position'), t(`positions.${player.position}`, { defaultValue: player.position })],
    [t('stats.minutesPlayed'), String(player.minutes)],
    [t('stats.goals'), String(player.goals)],
    // Null where the match has no event data: no source holds them.
    [
      t('stats.shots'),
      player.shots === null
        ? t('common.notRecorded')
        : `${player.shots} (${t('shots.onTarget')}: ${player.shotsOnTarget ?? t('common.notRecorded')})`,
    ],
    [t('stats.expectedGoals'), player.expectedGoals === null ? t('common.notRecorded') : decimals(2).format(player.expectedGoals)],
    ...(player.touches === undefined ? [] : [[t('stats.touches'), String(player.touches)] as [string, string]]),
    ...(player.passes === undefined || player.passesCompleted === undefined
      ? []
      : [[t('stats.passes'), `${player.passesCompleted} / ${player.passes}`] as [string, string]]),
  ];
  const sectionHeading = { fontWeight: 700, mt: 2, mb: 1 } as const;
  return (
    <Box component="section" aria-labelledby={`player-${player.playerId}`} data-testid="player-detail">
      <Box
        component="button"
        type="button"
        onClick={onClose}
        sx={(theme) => ({
          font: 'inherit',
          typography: 'small',
          color: (theme.vars ?? theme).palette.text.primary,
          background: 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          minHeight: 36,
          cursor: 'pointer',
          mb: 1.5,
        })}
      >
        <span aria-hidden="true">{'← '}</span>
        {t('stats.backToPlayers')}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SideSwatch side={player.side} />
        <Typography
          ref={heading}
          tabIndex={-1}
          id={`player-${player.playerId}`}
          variant="h4"
          component="h2"
          sx={{ overflowWrap: 'anywhere', outline: 'none' }}
        >
          {player.name}
        </Typography>
      </Box>
      <Typography variant="small" component="p" sx={{ color: 'text.secondary' }}>
        {player.fullName && player.fullName !== player.name ? `${player.fullName} · ${teams[player.side].name}` : teams[player.side].name}
      </Typography>
      <FactList facts={facts} />
      {view ? (
        <>
          <Typography variant="large" component="h3" sx={sectionHeading}>
            {t('areas.heatMap')}
          </Typography>
          {matchTouches === 0 ? (
            <Typography variant="default" component="p" data-testid="heat-map-empty">
              {t('stats.heatMapNoTouches')}
            </Typography>
          ) : (
            <>
              {live ? (
                <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
                  {t('stats.heatMapHalvesOver')}
                </Typography>
              ) : null}
              {periodGrids.length > 1 && shownGrid ? (
                <HeatMapPeriodToggle
                  periods={periodGrids.map((option) => option.period)}
                  value={shownGrid.period}
                  onChange={setChosenPeriod}
                />
              ) : null}
              {view.total === 0 ? (
                <Typography variant="default" component="p" data-testid="heat-map-empty">
                  {t('stats.heatMapPeriods.noTouches')}
                </Typography>
              ) : (
                <HeatMap
                  view={view}
                  side={player.side}
                  language={language}
                  periodLabel={periodGrids.length > 1 ? t(`stats.heatMapPeriods.${shownGrid!.period}`) : undefined}
                />
              )}
            </>
          )}
        </>
      ) : null}
      <Typography variant="large" component="h3" sx={sectionHeading}>
        {t('areas.shotChart')}
      </Typography>
      {shots.length && selected ? (
        <>
          <ShotMap shots={shots} teams={teams} selectedId={selected.id} onSelect={setChosenShot} language={language} />
          <ShotDetails shot={selected} teams={teams} language={language} headingLevel="h4" />
        </>
      ) : (
        <Typography variant="default" component="p" data-testid="no-shots">
          {t('stats.noShots')}
        </Typography>
      )}
    </Box>
  );
}
