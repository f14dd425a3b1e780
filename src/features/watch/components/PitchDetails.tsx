import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { TeamPalette } from '../../../components/TeamPalette.tsx';
import { latestEvents, placeShots, toPitch, visualisationEvents, type VisualisationEvent } from '../pitch/pitch-model.ts';
import { pitchPhase } from '../pitch/match-phase.ts';
import { pitchCounters } from '../pitch/pitch-counters.ts';
import { chipLabel, describeEvent, describeShot, matchStands, shotLines, whereIsPlay, type PitchWords } from '../pitch/pitch-words.ts';
import { PitchLegend } from './PitchLegend.tsx';
import { OverlayPanel, overlayTitle, overlayViews, type OverlayView } from './PitchPanels.tsx';
import { PitchSvg } from './PitchSvg.tsx';
import type { usePitchView } from './use-pitch-view.ts';

export interface PitchDetailsProps {
  answers: ReturnType<typeof usePitchView>;
  overlay: OverlayView | null;
  setOverlay(update: (current: OverlayView | null) => OverlayView | null): void;
}

/**
 * The pitch view's details, one tap from the live tracker (SPEC sections 2 and 9): every shot so
 * far with its icon and an xG circle in its team's colour, the latest ball events of the kinds the
 * fan shows with the match's counts, the legend, and the team-stats, player-stats and bet
 * overlays. Each mark is a named button: a tap (or Enter) says what it is below the pitch.
 */
export function PitchDetails({ answers, overlay, setOverlay }: PitchDetailsProps) {
  const { t, i18n } = useTranslation();
  const { view, stats, players, shootout, teams } = answers;
  const [shown, setShown] = useState<ReadonlySet<VisualisationEvent>>(() => new Set(visualisationEvents));
  const [selected, setSelected] = useState<string | null>(null);
  const panelId = useId();
  const words: PitchWords = { t, exists: (key) => i18n.exists(key), language: i18n.language, teams };

  const placedShots = useMemo(() => placeShots(stats?.shots ?? []), [stats]);
  const placedEvents = useMemo(() => latestEvents(view.data?.events ?? [], shown), [view.data, shown]);
  const summary = stats?.summary;
  // The chips read live stats' own figures, not the marks on the pitch (which are only the latest events).
  const counters = useMemo(() => pitchCounters(summary, placedShots.length), [summary, placedShots.length]);
  const lines = shotLines(summary, words);

  const marks = new Map<string, string>();
  if (shown.has('shots')) for (const placed of placedShots) marks.set(placed.shot.id, describeShot(placed, words));
  for (const placed of placedEvents) marks.set(placed.event.id, describeEvent(placed, words));
  const selectedText = selected ? marks.get(selected) : undefined;

  // Where play is is told only while the ball is in play: at a break or after the whistle it says where the match stands.
  const phase = view.data ? pitchPhase(view.data.stage) : null;
  const ball = phase === 'inPlay' ? (view.data?.ball ?? null) : null;
  const playWords = whereIsPlay(ball, phase === 'inPlay' ? (view.data?.inPossession ?? null) : null, words);
  const extraTimePlayed = (stats?.periods ?? []).some((period) => period.period.endsWith('ExtraTime'));
  const standsWords =
    view.data && phase === 'stopped' ? matchStands({ stage: view.data.stage, extraTimePlayed, summary, shootout }, words) : null;
  const xgColour = shown.has('xg') ? 'team' : null;

  const toggle = (kind: VisualisationEvent) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  const closeOverlay = () => {
    const opener = overlay ? document.getElementById(`${panelId}-${overlay}`) : null;
    setOverlay(() => null);
    opener?.focus();
  };

  return (
    <>
      <Box sx={{ position: 'relative' }}>
        {/* The marks sit on the grass: the teams' colours made legible there. */}
        <TeamPalette surface="pitch">
          <PitchSvg
            label={t('areas.pitchView')}
            shots={shown.has('shots') ? placedShots : []}
            xgColour={xgColour}
            events={placedEvents}
            ball={ball ? toPitch(ball.x, ball.y) : null}
            selected={selected}
            onSelect={(id) => setSelected((current) => (current === id ? null : id))}
            describeShot={(placed) => describeShot(placed, words)}
            describeEvent={(placed) => describeEvent(placed, words)}
            ballLabel={playWords ?? t('pitch.ball')}
          />
        </TeamPalette>
        {overlay ? <OverlayPanel view={overlay} id={panelId} teams={teams} stats={stats} players={players} onClose={closeOverlay} /> : null}
      </Box>
      <Box sx={{ minHeight: 40, mt: 0.75 }}>
        {playWords || standsWords ? (
          <Typography data-testid="where-play-is" variant="small" component="p" sx={{ fontWeight: 600 }}>
            {playWords ?? standsWords}
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
      <ChoiceToggle
        look="pills"
        label={t('pitch.latestEvents')}
        spaceAbove={1}
        spaceBelow={0}
        choices={visualisationEvents.map((kind) => ({ value: kind, label: chipLabel(kind, counters[kind], words) }))}
        chosen={shown}
        onToggle={toggle}
      />
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
      {lines ? (
        <Box component="ul" data-testid="shot-summary" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {(['home', 'away'] as const).map((side) => (
            <Typography key={side} component="li" variant="small">
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 0.75, bgcolor: `chart.${side}` }}
              />
              {lines[side]}
            </Typography>
          ))}
        </Box>
      ) : null}
    </>
  );
}
