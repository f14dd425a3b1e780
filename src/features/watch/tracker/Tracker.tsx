import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useMemo } from 'react';
import type { EventStatus, Incident } from '../../../../contract/protocol.ts';
import { eventDetailsQueryOptions } from '../../../api/event-details.ts';
import { useEventStatus } from '../../../api/event-status.ts';
import { useIncidents } from '../../../api/incidents.ts';
import { TeamPalette } from '../../../components/TeamPalette.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useLiveScore, useMatchClock } from '../../../lib/realtime/use-live.ts';
import { CardGlyph, GlyphIcon, ShotGlyph } from '../components/PitchGlyphs.tsx';
import { forwardOf } from '../../../../contract/ball-situation.ts';
import { pitchAlternative, thirdOf, tickerMinute, tickerText, type TrackerWords } from './ticker-words.ts';
import { useTrackerSlice, type Tracked, type TrackerSource } from './use-ball-path.ts';
import { shootoutScore } from '../pitch/pitch-words.ts';
import { momentumAxisMinutes, tickerLines, type MomentumMinute, type TickerLine } from './tracker-model.ts';
import { TrackerPitch } from './TrackerPitch.tsx';

export interface TrackerProps {
  /** The tracker's state (use-ball-path.ts): each part reads its own slice of it. */
  tracker: TrackerSource;
  home: string;
  away: string;
  /** Whether the match has event data (ball places); without, no ball is drawn and the strip tells what is known. */
  hasEventData: boolean;
}

const stripIncidentTypes: ReadonlySet<Incident['type']> = new Set([
  'goal',
  'penaltyGoal',
  'ownGoal',
  'yellowCard',
  'secondYellowCard',
  'redCard',
]);

const momentumOf = (tracked: Tracked) => tracked.state.momentum;
const tickerOf = (tracked: Tracked) => tracked.state.ticker;

/**
 * The live tracker: the score, clock and stage with the goals and cards above the
 * pitch, the ball moving between the real places of play with the side in possession and its
 * situation, each event drawn as it happens, then the momentum and a ticker of the latest events.
 * Its parts are memoised apart and each reads its own slice of the state: a ball message renders
 * the ball's layer of the pitch and the momentum (the ticker when it tells something, the pitch's
 * text alternative when who has the ball or where changed), the clock's second the strip only, so
 * no message or tick renders the whole tracker's tree.
 */
export const Tracker = memo(function Tracker({ tracker, home, away, hasEventData }: TrackerProps) {
  const { t } = useTranslation();
  const alternative = useMemo(() => alternativeSlice({ t, teams: { home, away } }, t('events.waitingForPlay')), [t, home, away]);
  const label = useTrackerSlice(tracker, alternative);
  // Without event data the pitch stays empty: the sentence under it that says why is its text alternative.
  const noBallId = useId();
  return (
    <Box data-testid="tracker" sx={trackerSx}>
      <TrackerStrip home={home} away={away} />
      {/* The marks sit on the grass: the teams' colours made legible there. */}
      <TeamPalette surface="pitch">
        <MemoTrackerPitch label={label} labelledBy={hasEventData ? undefined : noBallId} tracker={tracker} hasEventData={hasEventData} />
      </TeamPalette>
      {!hasEventData ? (
        <Typography id={noBallId} variant="small" component="p" sx={{ color: 'text.secondary', px: 1.5 }}>
          {t('pitch.tracker.noBall')}
        </Typography>
      ) : null}
      {hasEventData ? <MomentumStrip tracker={tracker} label={t('areas.momentum')} /> : null}
      <TrackerTicker tracker={tracker} home={home} away={away} goalsFromIncidents={!hasEventData} />
    </Box>
  );
});

/**
 * The pitch's text alternative as a slice of the tracker's state, worded again only when who has the
 * ball, the third it is in or the situation changed: the slice is read on every ball message (and
 * twice a render), and wording it each time was several i18next lookups a message for the same text.
 */
function alternativeSlice(words: TrackerWords, waiting: string): (tracked: Tracked) => string {
  let said: { key: string; text: string } | null = null;
  return ({ state: { ball, play } }) => {
    if (!ball || !play) return waiting;
    const forward = forwardOf(play.side, ball.x);
    const key = `${play.side} ${thirdOf(forward)} ${play.situation}`;
    if (said?.key !== key) said = { key, text: pitchAlternative(play.side, forward, play.situation, words) };
    return said.text;
  };
}

const trackerSx = { display: 'grid', gap: 1 } as const;
const MemoTrackerPitch = memo(TrackerPitch);

/**
 * The score, the clock and the stage (and the shoot-out's score once it has begun), with the goals
 * and cards: it follows the incidents, not the ball. The score and the clock are parts of their
 * own, so a `statsSummary` message (every few seconds of play) renders the score's line and the
 * clock's second the clock's, not the strip.
 */
const TrackerStrip = memo(function TrackerStrip({ home, away }: { home: string; away: string }) {
  const { t } = useTranslation();
  const { eventId, lang } = useWidgetQuery();
  const answer = useIncidents(eventId, lang).data;
  const incidents = answer?.incidents;
  // A shoot-out's kicks are no incidents of the strip: its score is, or a finished final would not say
  // who won. While it is taken the clock's stage says it; after, a line of its own under the score.
  const shootout = answer?.shootout;
  const shootoutLine = shootout ? shootoutScore(shootout, t) : null;
  const stripIncidents = useMemo(
    () => (incidents ?? []).filter((incident) => stripIncidentTypes.has(incident.type) && incident.afterKick === undefined),
    [incidents],
  );
  return (
    <Box
      data-testid="tracker-strip"
      sx={{ bgcolor: 'scoreboard.background', color: 'scoreboard.text', borderRadius: 1, px: 1.5, py: 1, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <TrackerScore home={home} away={away} />
        <TrackerClock shootout={shootoutLine} />
      </Box>
      {shootoutLine ? <ShootoutLine shootout={shootoutLine} /> : null}
      {stripIncidents.length > 0 ? (
        <Box
          component="ul"
          data-testid="tracker-incidents"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {stripIncidents.map((incident) => (
            <StripIncident key={incident.id} incident={incident} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
});

const TrackerScore = memo(function TrackerScore({ home, away }: { home: string; away: string }) {
  const { eventId, lang } = useWidgetQuery();
  const details = useQuery(eventDetailsQueryOptions(useFeedConfig().origin, eventId, lang)).data;
  const score = useLiveScore(eventId, details ? { home: details.home.score, away: details.away.score } : undefined);
  return (
    <Typography variant="small" component="p" data-testid="tracker-score" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {`${home} ${score.home} - ${score.away} ${away}`}
    </Typography>
  );
});

/** The clock and the stage; while the shoot-out is taken, its score (`shootout`) in place of the stage's name. */
const TrackerClock = memo(function TrackerClock({ shootout }: { shootout: string | null }) {
  const { t } = useTranslation();
  const { eventId, lang, stages } = useWidgetQuery();
  const status = useEventStatus(eventId, stages?.[0], lang).data;
  const clock = useMatchClock(status);
  const stage = status?.status === 'penalties' && shootout ? shootout : stageName(status, t);
  return (
    <Typography variant="small" component="p" data-testid="tracker-clock" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      {[clock.text, stage].filter(Boolean).join(' · ')}
    </Typography>
  );
});

/**
 * The shoot-out's score on a line of its own once it is over (the clock says it while it is taken):
 * a part of its own, so the strip does not render on each status.
 */
const ShootoutLine = memo(function ShootoutLine({ shootout }: { shootout: string }) {
  const { eventId, lang, stages } = useWidgetQuery();
  const taking = useEventStatus(eventId, stages?.[0], lang).data?.status === 'penalties';
  if (taking) return null;
  return (
    <Typography variant="small" component="p" data-testid="tracker-shootout" sx={{ fontWeight: 700 }}>
      {shootout}
    </Typography>
  );
});

/** The ticker: the steps' lines and the incidents' (cards, substitutions; goals without ball steps), newest first. */
const TrackerTicker = memo(function TrackerTicker({
  tracker,
  home,
  away,
  goalsFromIncidents,
}: {
  tracker: TrackerSource;
  home: string;
  away: string;
  goalsFromIncidents: boolean;
}) {
  const { t } = useTranslation();
  const stepLines = useTrackerSlice(tracker, tickerOf);
  const { eventId, lang } = useWidgetQuery();
  const incidents = useIncidents(eventId, lang).data?.incidents;
  const ticker = useMemo(() => tickerLines(stepLines, incidents ?? [], goalsFromIncidents), [stepLines, incidents, goalsFromIncidents]);
  const words = useMemo<TrackerWords>(() => ({ t, teams: { home, away } }), [t, home, away]);
  return (
    // The live region wraps the list: a role on the <ol> itself would take its list role away from its items.
    <Box role="log" aria-live="polite" aria-label={t('pitch.tracker.ticker')} data-testid="tracker-ticker">
      <Box component="ol" sx={tickerListSx}>
        {ticker.map((line) => (
          <TickerRow key={line.id} line={line} words={words} />
        ))}
      </Box>
    </Box>
  );
});

const tickerListSx = { listStyle: 'none', m: 0, px: 1.5, py: 0, display: 'grid', gap: 0.5, minHeight: 24 } as const;
const tickerRowSx = { display: 'flex', gap: 0.75, alignItems: 'baseline' } as const;
const tickerMinuteSx = { fontWeight: 700, minWidth: 40, fontVariantNumeric: 'tabular-nums' } as const;
const tickerSideSx = {
  home: { flex: 'none', width: 10, height: 10, borderRadius: '50%', bgcolor: 'chart.home', border: 1, borderColor: 'divider' },
  away: { flex: 'none', width: 10, height: 10, borderRadius: '50%', bgcolor: 'chart.away', border: 1, borderColor: 'divider' },
} as const;

/**
 * One ticker line, memoised: a line stays the same object while it reads the same, so a new line
 * renders (and words) itself alone, not the four lines under it.
 */
const TickerRow = memo(function TickerRow({ line, words }: { line: TickerLine; words: TrackerWords }) {
  return (
    <Typography component="li" variant="small" sx={tickerRowSx}>
      <Box component="span" sx={tickerMinuteSx}>
        {tickerMinute(line)}
      </Box>
      <Box component="span" aria-hidden sx={tickerSideSx[line.side]} />
      <Box component="span" sx={visuallyHidden}>{`${words.teams[line.side]}: `}</Box>
      <span>{tickerText(line, words)}</span>
    </Typography>
  );
});

function stageName(status: EventStatus | undefined, t: (key: string) => string): string {
  if (!status) return '';
  if (status.status !== 'inPlay') return t(`stages.${status.status}`);
  const period = status.periods.at(-1)?.id;
  if (period === 'firstHalf' || period === 'secondHalf') return t(`scoreboard.${period}`);
  if (period === 'penaltyShootout') return t('scoreboard.shootout');
  return period ? t('scoreboard.extraTime') : t('stages.inPlay');
}

/** A goal or card on the strip: an incident stays the same object in the cache while it is unchanged. */
const StripIncident = memo(function StripIncident({ incident }: { incident: Incident }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const goal = incident.type === 'goal' || incident.type === 'penaltyGoal' || incident.type === 'ownGoal';
  const minute = tickerMinute({ minute: incident.minute, addedMinute: incident.addedMinute });
  return (
    <Typography component="li" variant="small" data-incident={incident.type} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <GlyphIcon size={14}>
        {goal ? (
          <ShotGlyph category="onTarget" goal fill={palette.chart[incident.side]} outline={palette.scoreboard.text} size={0.9} />
        ) : (
          <CardGlyph fill={incident.type === 'yellowCard' ? palette.incident.yellowCard : palette.incident.redCard} />
        )}
      </GlyphIcon>
      <span>{`${incident.playerName ?? ''} ${minute}`.trim()}</span>
    </Typography>
  );
});

/**
 * Each minute's momentum as a bar, the home side's up and the away side's down, every minute played
 * so far in order. Plain SVG with the theme read once; each minute's bars are memoised, so a ball
 * message that weighs on the current minute redraws that minute's bars only (all of them when the
 * highest minute, the scale, changes).
 */
const MomentumStrip = memo(function MomentumStrip({ tracker, label }: { tracker: TrackerSource; label: string }) {
  const momentum = useTrackerSlice(tracker, momentumOf);
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const highest = Math.max(1, ...momentum.flatMap((minute) => [minute.home, minute.away]));
  const slot = 100 / momentumAxisMinutes(momentum);
  return (
    // A plain svg with a constant style: the strip renders on most ball messages, and an sx is worked out on each render.
    <svg viewBox="0 0 100 20" preserveAspectRatio="none" role="img" aria-label={label} data-testid="tracker-momentum" style={momentumStyle}>
      <line x1={0} x2={100} y1={10} y2={10} stroke={palette.divider} strokeWidth={0.3} />
      {momentum.map((minute, index) => (
        <MomentumBars
          key={`${minute.period}-${minute.index}`}
          minute={minute}
          x={index * slot}
          slot={slot}
          highest={highest}
          homeFill={palette.chart.home}
          awayFill={palette.chart.away}
        />
      ))}
    </svg>
  );
});

const momentumStyle = { display: 'block', width: '100%', height: 32 } as const;

interface MomentumBarsProps {
  minute: MomentumMinute;
  /** Where the minute's slot starts, and its width, in the strip's 0..100. */
  x: number;
  slot: number;
  highest: number;
  homeFill: string;
  awayFill: string;
}

/** One minute's bars: a minute stays the same object until a step in it weighs on it. */
const MomentumBars = memo(function MomentumBars({ minute, x, slot, highest, homeFill, awayFill }: MomentumBarsProps) {
  return (
    <g data-minute={minute.index} data-home={minute.home} data-away={minute.away}>
      <rect
        x={x + slot * 0.1}
        width={slot * 0.8}
        y={10 - (minute.home / highest) * 9.5}
        height={(minute.home / highest) * 9.5}
        fill={homeFill}
      />
      <rect x={x + slot * 0.1} width={slot * 0.8} y={10} height={(minute.away / highest) * 9.5} fill={awayFill} />
    </g>
  );
});
