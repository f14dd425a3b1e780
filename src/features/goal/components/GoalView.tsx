import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Incident, Side } from '../../../../contract/protocol.ts';
import { useIncidents } from '../../../api/incidents.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useLiveScore } from '../../../lib/realtime/use-live.ts';
import { goalWord } from '../../../rules/goal-word.ts';
import type { ShownScore } from '../../../rules/live-score.ts';
import { goalMark, isMatchGoal, minuteText } from '../../../rules/match-goals.ts';
import type { GoalAnimationColours } from '../goal-animation-data.ts';

// The player and its animation load when the first goal is shown in English, not with the page.
const GoalAnimationPlayer = lazy(() => import('./GoalAnimationPlayer.tsx'));

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    () => false,
  );
}

/**
 * False in the render that mounts the card, true from a task after its commit: the player then
 * mounts and starts Lottie (its load and first frame) in a task of its own, not in the one that
 * shows the scorer and the score (ADR 023).
 */
function useLaterTask(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}

/** The theme's colours the goal animation of `side` is painted in. */
export function goalColours(theme: Theme, side: Side): GoalAnimationColours {
  return {
    team: theme.palette[side].main,
    onTeam: theme.palette.chart[side === 'home' ? 'onHome' : 'onAway'],
    grass: theme.palette.pitch.grass,
    stripe: theme.palette.pitch.stripe,
    line: theme.palette.pitch.line,
  };
}

/** The side's latest goal of the match in the incidents, or null before there is one. */
function latestGoal(incidents: readonly Incident[] | undefined, side: Side): Incident | null {
  return incidents?.findLast((incident) => incident.side === side && isMatchGoal(incident)) ?? null;
}

/**
 * The goal that made `score` (the score the page shows now): the side's latest goal in the
 * incidents, if its own score is that score. The incidents a screen keeps live hold this goal;
 * a cache that no screen kept live (the tracker of a match without event data reads none) holds
 * an earlier goal of the side, whose scorer, minute and score are not this goal's.
 */
export function goalOfScore(incidents: readonly Incident[] | undefined, side: Side, score: ShownScore): Incident | null {
  const goal = latestGoal(incidents, side);
  return goal?.score?.home === score.home && goal.score.away === score.away ? goal : null;
}

/**
 * What a goal shows for its 3 s (GoalOverlay decides when): the word for goal, or our animation in
 * English, then who scored and when, and the new score with both teams' names. A card at the
 * bottom of the screen, over no scrim: the scoreboard's own score stays in view above it.
 */
export default function GoalView({ side, teamNames }: { side: Side; teamNames: Record<Side, string> }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const { eventId, lang } = useWidgetQuery();
  // The incidents the page keeps live: the goal's own came in the frame of its majorIncident.
  const incidents = useIncidents(eventId, lang, { refetchOnMount: false });
  const score = useLiveScore(eventId);
  const goal = goalOfScore(incidents.data?.incidents, side, score);
  // Incidents that do not hold this goal were not kept live: asked for once, and until they come
  // the card names the side, never an earlier goal's scorer.
  const stale = incidents.data !== undefined && goal === null;
  const { refetch } = incidents;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  const word = goalWord(i18n.language, t('common.goal')) ?? (reducedMotion ? t('common.goal').toLocaleUpperCase('en') : null);
  const mark = goal ? goalMark(goal.type) : undefined;
  const colours = goalColours(theme, side);
  const playerDue = useLaterTask();
  const animationSpace = <Box sx={{ width: 240, height: 180 }} />;
  return (
    <Box
      data-testid="goal-overlay"
      data-side={side}
      aria-hidden
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 16,
        display: 'grid',
        justifyItems: 'center',
        pointerEvents: 'none',
        zIndex: 10,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 0.5,
          maxWidth: 'calc(100% - 24px)',
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 6,
          textAlign: 'center',
          animation: reducedMotion ? 'none' : 'cpp-pop 300ms ease-out',
          '@keyframes cpp-pop': { from: { transform: 'scale(.6)' }, to: { transform: 'scale(1)' } },
        }}
      >
        {word ? (
          <Typography
            variant="h1"
            component="p"
            data-testid="goal-word"
            sx={{
              px: 3,
              py: 0.5,
              borderRadius: 1,
              bgcolor: `chart.${side}`,
              color: `chart.${side === 'home' ? 'onHome' : 'onAway'}`,
              letterSpacing: 2,
            }}
          >
            {word}
          </Typography>
        ) : playerDue ? (
          <Suspense fallback={animationSpace}>
            <GoalAnimationPlayer colours={colours} />
          </Suspense>
        ) : (
          animationSpace
        )}
        <Typography variant="large" component="p" data-testid="goal-scorer" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {goal?.playerName || teamNames[side]}
          {goal ? ` ${minuteText(goal.minute, goal.addedMinute)}` : ''}
          {mark ? ` (${t(mark === 'penalty' ? 'scoreboard.penaltyShort' : 'scoreboard.ownGoalShort')})` : ''}
        </Typography>
        <Typography variant="default" component="p" data-testid="goal-score" sx={{ fontWeight: 700 }}>
          {`${teamNames.home} ${score.home} - ${score.away} ${teamNames.away}`}
        </Typography>
      </Box>
    </Box>
  );
}
