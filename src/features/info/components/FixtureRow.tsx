import Box from '@mui/material/Box';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Language } from '../../../../contract/languages.ts';
import { formatFixtureTime } from '../rules/match-time.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';
import { otherMatchHref } from '../rules/other-match.ts';

export interface FixtureView {
  id: string;
  date: string;
  kickoff?: string | undefined;
  home: { id: string; name: string; code?: string; country?: string | undefined };
  away: { id: string; name: string; code?: string; country?: string | undefined };
  score?: readonly [number, number] | undefined;
  pens?: readonly [number, number] | undefined;
  /** The event the feed serves this match as: the row links to its page. */
  eventId?: string | undefined;
  /** The match being shown. */
  thisMatch?: boolean | undefined;
  group?: string | undefined;
}

/**
 * One match of a round: the teams (the two of this match in bold), the score once played (and the
 * shoot-out), its time in the fan's zone, its group in a group stage; this match marked, and
 * "Live" while it is played. Another match the feed serves is a link to its own page ("See Other
 * Games"), the embed's query kept (rules/other-match.ts).
 */
export function FixtureRow({
  fixture,
  lang,
  highlight,
  thisMatch,
  live = false,
}: {
  fixture: FixtureView;
  lang: Language;
  highlight: ReadonlySet<string>;
  thisMatch?: boolean;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const { search } = useLocation();
  const href = !thisMatch && fixture.eventId ? otherMatchHref(fixture.eventId, search) : undefined;
  const team = (side: 'home' | 'away') => (
    <Box
      component="span"
      sx={{
        fontWeight: highlight.has(fixture[side].id) ? 700 : 400,
        textAlign: side === 'home' ? 'right' : 'left',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      {teamName(fixture[side])}
    </Box>
  );
  return (
    <Box
      component="li"
      data-testid={`fixture-${fixture.id}`}
      {...(thisMatch ? { 'aria-current': 'true' as const } : {})}
      sx={(theme) => ({
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        bgcolor: thisMatch ? (theme.vars ?? theme).palette.action.selected : undefined,
      })}
    >
      <Box
        {...(href ? { component: Link, to: href, replace: true, 'data-testid': 'other-match' } : {})}
        sx={(theme) => ({
          display: 'block',
          py: 0.75,
          color: 'inherit',
          textDecoration: 'none',
          ...(href ? { '&:hover': { bgcolor: (theme.vars ?? theme).palette.action.hover } } : {}),
        })}
      >
        <Box component="p" sx={{ m: 0, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
          <time dateTime={fixture.kickoff ?? fixture.date}>{formatFixtureTime(fixture, lang)}</time>
          {fixture.group ? ` · ${t('info.group', { group: fixture.group })}` : ''}
          {thisMatch ? ` · ${t('info.thisMatch')}` : ''}
          {live ? (
            <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {` · ${t('areas.live')}`}
            </Box>
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', columnGap: 1, fontSize: 14 }}>
          {team('home')}
          <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'center', minWidth: 40 }}>
            {fixture.score ? `${fixture.score[0]} - ${fixture.score[1]}` : t('common.vs')}
          </Box>
          {team('away')}
        </Box>
        {fixture.pens ? (
          <Box component="p" sx={{ m: 0, fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
            {t('info.penaltiesScore', { score: `${fixture.pens[0]} - ${fixture.pens[1]}` })}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
