import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden.ts';
import { focusRing } from '../theme/components/focus.ts';
import type { EventStatus } from '../../contract/protocol.ts';
import { useLiveScore, useMatchClock } from '../lib/realtime/use-live.ts';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../rules/query-params.ts';
import { sideHeaderItemPaths, type SideHeaderItem } from '../rules/side-header.ts';
import { sideHeaderWidthPx } from '../rules/constants.ts';
import { InfoIcon, PitchIcon, StatsIcon, StreamIcon } from './icons.tsx';

export interface SideHeaderProps {
  items: readonly SideHeaderItem[];
  /**
   * Before kick-off the scoreboard item shows the team codes (and says the names, in the fan's
   * language, to assistive technology); after it, the score and the clock.
   */
  scoreboard:
    | { kind: 'teams'; home: string; away: string; homeName: string; awayName: string }
    | {
        kind: 'score';
        eventId: string | undefined;
        initialScore: { home: number; away: number } | undefined;
        status: EventStatus | undefined;
      };
}

const sectionOf: Record<SideHeaderItem, string> = {
  scoreboard: '/scoreboard',
  stream: '/watch/stream',
  pitchView: '/watch/pitchView',
  stats: '/stats',
  info: '/info',
};

/**
 * The score and the clock. They change every second in play: kept in a component of their own, a
 * tick or a score message re-renders these two lines, not the whole frame.
 */
function LiveScoreboard({
  label,
  eventId,
  initialScore,
  status,
}: {
  label: string;
  eventId: string | undefined;
  initialScore: { home: number; away: number } | undefined;
  status: EventStatus | undefined;
}) {
  const score = useLiveScore(eventId, initialScore);
  const clock = useMatchClock(status);
  return (
    <Box sx={{ display: 'grid', gap: 0.25, textAlign: 'center' }}>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Typography variant="small" component="span" data-testid="side-score" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {`${score.home}-${score.away}`}
      </Typography>
      <Typography
        variant="small"
        component="span"
        data-testid="match-clock"
        data-injury-time={clock.isInjuryTime ? 'true' : undefined}
        // A clock (120:00) fits the rail at 12 px; a long status word (Abgebr., 前半終了) wraps rather than spill over the content.
        sx={{ overflowWrap: 'anywhere', color: clock.isInjuryTime ? 'incident.redCard' : 'inherit' }}
      >
        {clock.text}
      </Typography>
    </Box>
  );
}

/** SPEC section 2 "Side header": 40 px, up to five items, a provider label at the bottom. */
export const SideHeader = memo(function SideHeader({ items, scoreboard }: SideHeaderProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const labels: Record<SideHeaderItem, string> = {
    scoreboard: t('nav.scoreboard'),
    stream: t('nav.stream'),
    pitchView: t('nav.pitchView'),
    stats: t('nav.stats'),
    info: t('nav.info'),
  };
  const content: Record<SideHeaderItem, ReactNode> = {
    scoreboard:
      scoreboard.kind === 'teams' ? (
        <Box sx={{ display: 'grid', gap: 0.25, textAlign: 'center' }}>
          <Box component="span" sx={visuallyHidden}>
            {`${labels.scoreboard}: ${scoreboard.homeName} ${t('common.vs')} ${scoreboard.awayName}`}
          </Box>
          <Typography variant="small" component="span" sx={{ fontWeight: 700 }}>
            {scoreboard.home}
          </Typography>
          <Typography variant="small" component="span" sx={{ fontWeight: 700 }}>
            {scoreboard.away}
          </Typography>
        </Box>
      ) : (
        <LiveScoreboard
          label={labels.scoreboard}
          eventId={scoreboard.eventId}
          initialScore={scoreboard.initialScore}
          status={scoreboard.status}
        />
      ),
    stream: <StreamIcon />,
    pitchView: <PitchIcon />,
    stats: <StatsIcon />,
    info: <InfoIcon />,
  };
  return (
    <Box
      component="nav"
      data-testid="side-header"
      aria-label={t('common.matchCentre')}
      sx={{
        width: sideHeaderWidthPx,
        minWidth: sideHeaderWidthPx,
        flex: 'none',
        bgcolor: 'nav.background',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        alignSelf: 'stretch',
        boxSizing: 'border-box',
        py: 0.5,
      }}
    >
      {items.map((item) => {
        const active = pathname === sectionOf[item] || pathname.startsWith(`${sectionOf[item]}/`);
        return (
          <Box
            key={item}
            component={Link}
            to={withQuery(sideHeaderItemPaths[item], search)}
            replace
            data-testid={`side-item-${item}`}
            // The scoreboard item is named by what it shows (score and clock, or the teams) after a
            // hidden "Scoreboard": an accessible name that contains the visible text (WCAG 2.5.3).
            aria-label={item === 'scoreboard' ? undefined : labels[item]}
            aria-current={active ? 'page' : undefined}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 44,
              py: 0.75,
              color: active ? 'nav.active' : 'nav.inactive',
              textDecoration: 'none',
              borderLeft: 3,
              borderColor: active ? 'nav.active' : 'transparent',
              '&:focus-visible': focusRing((theme.vars ?? theme).palette.nav.focus, -2),
            })}
          >
            {content[item]}
          </Box>
        );
      })}
      <Typography
        variant="small"
        component="span"
        sx={{
          mt: 'auto',
          mb: 0.5,
          color: 'nav.inactive',
          textAlign: 'center',
          writingMode: 'vertical-rl',
          transform: 'rotate(180deg)',
          alignSelf: 'center',
          letterSpacing: 1,
        }}
      >
        {t('common.contentPlayerPro')}
      </Typography>
    </Box>
  );
});
