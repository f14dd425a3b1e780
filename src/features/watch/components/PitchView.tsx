import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Side } from '../../../../contract/protocol.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEventData } from '../../../api/event-data.ts';
import { eventDetailsQueryOptions } from '../../../api/event-details.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { pitchViewPollMs } from '../../../rules/timings.ts';
import { useCompetitionViz } from '../api/competition-viz.ts';
import { useLiveStats } from '../../../api/live-stats.ts';
import { useMatchPlayerStats } from '../../../api/player-stats.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { contentMaxWidthPx } from '../../../rules/constants.ts';
import {
  latestEvents,
  placeShots,
  playZone,
  toPitch,
  visualisationEvents,
  type PlacedEvent,
  type PlacedShot,
  type VisualisationEvent,
} from '../pitch/pitch-model.ts';
import { PitchLegend, XgColourPicker, xgColourChoices, type XgColourChoice } from './PitchLegend.tsx';
import { OverlayPanel, overlayTitle, overlayViews, type OverlayView } from './PitchPanels.tsx';
import { PitchSvg } from './PitchSvg.tsx';
import { pitchPhase, stoppedStageName } from '../pitch/match-phase.ts';
import { pitchCounters } from '../pitch/pitch-counters.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

const chipKey: Record<VisualisationEvent, string> = {
  shots: 'stats.shots',
  xg: 'nav.xg',
  passes: 'stats.passes',
  tackles: 'stats.tackles',
  fouls: 'pitch.fouls',
  offsides: 'stats.offsides',
  corners: 'stats.corners',
};

/**
 * The 2D pitch view (SPEC sections 2 and 9): where play is and the latest ball events, every shot
 * so far with its icon and an xG circle in a colour the fan picks, and the team-stats, player-stats
 * and bet overlays. Each mark is a named button: a tap (or Enter) says what it is below the pitch.
 * It is an overlay of the shell (ADR 008): kept while the fan looks at other pages, polled only
 * while seen.
 */
export function PitchView({ visible }: { visible: boolean }) {
  const { t, i18n } = useTranslation();
  const teamName = useTeamName();
  const theme = useTheme();
  const { eventId, lang } = useWidgetQuery();
  const pollMs = visible ? pitchViewPollMs : false;
  const view = useCompetitionViz(eventId, lang, { pollMs });
  const stats = useLiveStats(eventId, lang, { pollMs });
  const [overlay, setOverlay] = useState<OverlayView | null>(null);
  const players = useMatchPlayerStats(eventId, lang, { pollMs: visible && overlay === 'playerStats' ? pitchViewPollMs : false });
  const eventData = useEventData(eventId, lang);
  // The shoot-out's kicks, from the same answer the shell's score starts from.
  const details = useQuery(eventDetailsQueryOptions(useFeedConfig().origin, eventId, lang));
  const [shown, setShown] = useState<ReadonlySet<VisualisationEvent>>(() => new Set(visualisationEvents));
  const [xgChoice, setXgChoice] = useState<XgColourChoice>('team');
  const [selected, setSelected] = useState<string | null>(null);
  const panelId = useId();

  // Hidden, it is not polled: shown again, it asks at once rather than show play that is minutes old.
  const { refetch } = view;
  const { refetch: refetchStats } = stats;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) {
      void refetch();
      void refetchStats();
    }
    wasVisible.current = visible;
  }, [visible, refetch, refetchStats]);

  const teams: Record<Side, string> = {
    home: (eventData.data?.home.name && teamName(eventData.data.home)) || t('common.notAvailable'),
    away: (eventData.data?.away.name && teamName(eventData.data.away)) || t('common.notAvailable'),
  };
  const placedShots = useMemo(() => placeShots(stats.data?.shots ?? []), [stats.data]);
  const placedEvents = useMemo(() => latestEvents(view.data?.events ?? [], shown), [view.data, shown]);
  const summary = stats.data?.summary;
  // The chips read live stats' own figures, not the marks on the pitch (which are only the latest events).
  const counters = useMemo(() => pitchCounters(summary, placedShots.length), [summary, placedShots.length]);

  const xgNumber = (value: number) => value.toLocaleString(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Each side's shots, on target and xG as live stats gives them; not shown when the match's sources hold none.
  const shotLine = (side: Side) => {
    const figures = summary?.[side];
    const shots: number | undefined = figures?.shots;
    const onTarget: number | undefined = figures?.shotsOnTarget;
    const xg: number | undefined = figures?.expectedGoals;
    if (shots === undefined || onTarget === undefined || xg === undefined) return null;
    return t('pitch.summary', { team: teams[side], shots, onTarget, xg: xgNumber(xg) });
  };
  const homeShots = shotLine('home');
  const awayShots = shotLine('away');
  const shotLines = homeShots && awayShots ? { home: homeShots, away: awayShots } : null;
  const chipLabel = (kind: VisualisationEvent) => {
    const { total, drawn } = counters[kind];
    if (total === null) return t(chipKey[kind]);
    const figure = kind === 'xg' ? xgNumber(total) : total.toLocaleString(i18n.language);
    return drawn === null ? `${t(chipKey[kind])} ${figure}` : `${t(chipKey[kind])} ${figure} · ${t('pitch.onThePitch', { drawn })}`;
  };
  const describeShot = ({ shot, category, goal, insideBox }: PlacedShot) =>
    [
      `${shot.minute}'`,
      `${shot.playerName} (${teams[shot.side]})`,
      goal ? t('incidents.goal') : t(`shots.${category}`),
      `${t('nav.xg')} ${xgNumber(shot.xg)}`,
      t(insideBox ? 'shots.insideBox' : 'shots.outsideBox'),
      shot.bodyPart && i18n.exists(`shots.${shot.bodyPart}`) ? t(`shots.${shot.bodyPart}`) : null,
      shot.pattern && i18n.exists(`shots.${shot.pattern}`) ? t(`shots.${shot.pattern}`) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const describeEvent = ({ event }: PlacedEvent) =>
    [
      `${event.minute}'`,
      t(`pitch.kinds.${event.kind}`),
      event.playerName ? `${event.playerName} (${teams[event.side]})` : teams[event.side],
    ].join(' · ');

  const marks = new Map<string, string>();
  if (shown.has('shots')) for (const placed of placedShots) marks.set(placed.shot.id, describeShot(placed));
  for (const placed of placedEvents) marks.set(placed.event.id, describeEvent(placed));
  const selectedText = selected ? marks.get(selected) : undefined;

  // Where play is is told only while the ball is in play: at a break or after the whistle it says where the match stands.
  const phase = view.data ? pitchPhase(view.data.stage) : null;
  const possession = phase === 'inPlay' ? (view.data?.inPossession ?? null) : null;
  const ball = phase === 'inPlay' ? (view.data?.ball ?? null) : null;
  const whereIsPlay =
    ball && possession ? t('pitch.inPossession', { team: teams[possession], zone: t(`pitch.${playZone(ball, possession)}`) }) : null;
  const extraTimePlayed = (stats.data?.periods ?? []).some((period) => period.period.endsWith('ExtraTime'));
  const shootout = details.data?.shootout;
  const matchStands =
    view.data && phase === 'stopped'
      ? [
          t(`stages.${stoppedStageName(view.data.stage, extraTimePlayed)}`),
          summary ? `${teams.home} ${summary.home.goals}–${summary.away.goals} ${teams.away}` : null,
          shootout ? `${t('scoreboard.shootout')} ${shootout.home}–${shootout.away}` : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : null;
  const palette = (theme.vars ?? theme).palette;
  const xgColour = !shown.has('xg') ? null : xgChoice === 'team' ? 'team' : xgColourChoices(palette)[xgChoice];

  const toggle = (kind: VisualisationEvent) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  const closeOverlay = () => {
    const opener = overlay ? document.getElementById(`${panelId}-${overlay}`) : null;
    setOverlay(null);
    opener?.focus();
  };

  return (
    <Box
      data-testid="pitch-view"
      hidden={!visible}
      sx={{
        display: visible ? 'block' : 'none',
        width: '100%',
        maxWidth: contentMaxWidthPx,
        mx: 'auto',
        px: 1.5,
        py: 1,
        boxSizing: 'border-box',
      }}
    >
      {view.isError ? (
        <EmptyState title={t('empty.noResult')} />
      ) : (
        <>
          <Box sx={{ position: 'relative' }}>
            <PitchSvg
              label={t('areas.pitchView')}
              shots={shown.has('shots') ? placedShots : []}
              xgColour={xgColour}
              events={placedEvents}
              ball={ball ? toPitch(ball.x, ball.y) : null}
              selected={selected}
              onSelect={(id) => setSelected((current) => (current === id ? null : id))}
              describeShot={describeShot}
              describeEvent={describeEvent}
              ballLabel={whereIsPlay ?? t('pitch.ball')}
            />
            {overlay ? (
              <OverlayPanel
                view={overlay}
                id={panelId}
                teams={teams}
                stats={stats.data}
                players={players.data?.players}
                onClose={closeOverlay}
              />
            ) : null}
          </Box>
          <Box sx={{ minHeight: 40, mt: 0.75 }}>
            {whereIsPlay || matchStands ? (
              <Typography data-testid="where-play-is" variant="small" component="p" sx={{ fontWeight: 600 }}>
                {whereIsPlay ?? matchStands}
              </Typography>
            ) : view.data ? (
              <Typography variant="small" component="p" sx={{ color: 'text.secondary' }}>
                {t('events.waitingForPlay')}
              </Typography>
            ) : null}
            <Typography
              data-testid="selected-mark"
              variant="small"
              component="p"
              role="status"
              aria-live="polite"
              sx={{ color: 'text.secondary' }}
            >
              {selectedText ?? t('pitch.tapHint')}
            </Typography>
          </Box>
          <Box role="group" aria-label={t('pitch.latestEvents')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            {visualisationEvents.map((kind) => (
              <PlainButton
                key={kind}
                aria-pressed={shown.has(kind)}
                onClick={() => toggle(kind)}
                sx={{
                  minHeight: 32,
                  border: 1,
                  borderColor: shown.has(kind) ? 'primary.main' : 'divider',
                  bgcolor: shown.has(kind) ? 'action.selected' : 'transparent',
                  color: 'text.primary',
                  fontSize: 12,
                  borderRadius: 4,
                }}
              >
                {chipLabel(kind)}
              </PlainButton>
            ))}
          </Box>
          <XgColourPicker value={xgChoice} onChange={setXgChoice} />
          <Box sx={{ display: 'flex', gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
            {overlayViews.map((name) => (
              <PlainButton
                key={name}
                id={`${panelId}-${name}`}
                aria-expanded={overlay === name}
                aria-controls={overlay === name ? panelId : undefined}
                onClick={() => setOverlay((current) => (current === name ? null : name))}
                sx={{
                  flex: '1 1 auto',
                  minWidth: 0,
                  minHeight: 40,
                  border: 1,
                  borderColor: overlay === name ? 'primary.main' : 'divider',
                  // The brand's primary colour is a fill colour; as text on a light page it can fall under 4.5:1.
                  color: 'text.primary',
                  bgcolor: overlay === name ? 'action.selected' : 'transparent',
                  fontSize: 13,
                  whiteSpace: 'normal',
                  overflowWrap: 'anywhere',
                  hyphens: 'auto',
                }}
              >
                {t(overlayTitle(name))}
              </PlainButton>
            ))}
          </Box>
          <PitchLegend />
          {shotLines ? (
            <Box component="ul" data-testid="shot-summary" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {(['home', 'away'] as const).map((side) => (
                <Typography key={side} component="li" variant="small">
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 0.75, bgcolor: `chart.${side}` }}
                  />
                  {shotLines[side]}
                </Typography>
              ))}
            </Box>
          ) : null}
        </>
      )}
      <CreditsLine provider={view.data?.credit} />
    </Box>
  );
}
