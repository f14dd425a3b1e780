import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isPreMatchStage, summaryKind } from '../../../../contract/stage-groups.ts';
import { useAvailability } from '../../../api/availability.ts';
import { useEventData } from '../../../api/event-data.ts';
import { eventDetailsQueryOptions } from '../../../api/event-details.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { useEventStatus } from '../../../api/event-status.ts';
import { ContentColumn } from '../../../components/ContentColumn.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageSkeleton } from '../../../components/PageSkeleton.tsx';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { withQuery } from '../../../rules/query-params.ts';
import { useLiveScore, useMatchClock } from '../../../lib/realtime/use-live.ts';
import { useIncidents } from '../../../api/incidents.ts';
import type { ShootoutKick } from '../api/parsers.ts';
import type { Incident, PeriodId } from '../../../../contract/protocol.ts';
import { useMatchFacts } from '../api/match-facts.ts';
import { offeredCallsToAction } from '../model/calls-to-action.ts';
import { eventMessageFor } from '../model/event-message.ts';
import { stageLinkPath } from '../model/stage-link.ts';
import { scorersBySide } from '../../../rules/match-goals.ts';
import { CallsToAction } from './CallsToAction.tsx';
import { IncidentTimeline } from './IncidentTimeline.tsx';
import { MatchFactsList } from './MatchFactsList.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { ScoreHeader } from './ScoreHeader.tsx';
import { withSectionStrings } from '../../../lib/i18n/i18n.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

// Shown only before kick-off, or at half time and after the final whistle: each loads with the
// first view that needs it, so the first paint of a live match does not carry them.
// Both read the sections' strings (string-parts.ts), which come with them.
const Countdown = lazy(withSectionStrings(() => import('./Countdown.tsx')));
// The header's kick-off time and day: from the countdown's chunk, one request for both.
const PreMatchScoreHeader = lazy(
  withSectionStrings(() => import('./Countdown.tsx').then((module) => ({ default: module.PreMatchScoreHeader }))),
);
const MatchSummary = lazy(withSectionStrings(() => import('./MatchSummary.tsx')));
// At half time and after the final whistle the page's last line names every source of its facts;
// like the summary, its reader and words are not carried by a live match's first paint.
const MatchCredits = lazy(withSectionStrings(() => import('../../../components/MatchCredits.tsx')));

const noKicks: readonly ShootoutKick[] = [];
const noIncidents: readonly Incident[] = [];

/** `/scoreboard`: the match at a glance. */
export function ScoreboardScreen() {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const { eventId, lang, stages } = useWidgetQuery();
  const eventData = useEventData(eventId, lang);
  const status = useEventStatus(eventId, stages?.[0], lang);
  const availability = useAvailability(eventId, lang);
  // The shell asks for the event details and keeps them current; this reads the same answer.
  const details = useQuery(eventDetailsQueryOptions(useFeedConfig().origin, eventId, lang)).data;
  const score = useLiveScore(eventId, details ? { home: details.home.score, away: details.away.score } : undefined);
  const clock = useMatchClock(status.data);
  const incidents = useIncidents(eventId, lang);
  const facts = useMatchFacts(eventId, lang);
  const { search } = useLocation();
  const match = eventData.data;
  const homeName = match ? (match.home.name && teamName(match.home)) || t('common.notAvailable') : '';
  const awayName = match ? (match.away.name && teamName(match.away)) || t('common.notAvailable') : '';
  // One object while the names stand, so the memoised timeline renders only when its lines change.
  const teams = useMemo(() => ({ home: homeName, away: awayName }), [homeName, awayName]);
  const periodsKey = (status.data?.periods ?? []).map((period) => period.id).join();
  // One array while the periods stand, for the same reason.
  const periods = useMemo(() => (periodsKey ? (periodsKey.split(',') as PeriodId[]) : []), [periodsKey]);

  if (!eventId) {
    return (
      <ContentColumn>
        <EmptyState title={t('common.noResult')} />
      </ContentColumn>
    );
  }
  // Everything the top of the page draws is in before it is drawn: a late answer would push it down.
  if ([eventData, incidents, status, availability].some((answer) => answer.isPending)) return <PageSkeleton />;
  if (!match) {
    return (
      <ContentColumn>
        <Typography variant="h4" component="h1">
          {t('nav.scoreboard')}
        </Typography>
        <EmptyState title={t('common.noResult')} />
      </ContentColumn>
    );
  }

  const stage = status.data?.status ?? stages?.[0] ?? match.status;
  const preMatch = isPreMatchStage(stage);
  const lines = incidents.data?.incidents ?? noIncidents;
  const shootout = incidents.data?.shootout ?? null;
  const kickOffMs = Date.parse(match.matchStart);
  const linkFromStage = stageLinkPath(stage, availability.data);
  const message = eventMessageFor(stage, shootout);
  // After a shoot-out the headline is its result, the winner's kicks first: "Argentina win 4-2 on penalties".
  const [won, lost] = shootout && shootout.home < shootout.away ? (['away', 'home'] as const) : (['home', 'away'] as const);
  const summary = summaryKind(stage);
  const header = {
    teams: { home: { ...match.home, name: teams.home }, away: { ...match.away, name: teams.away } },
    injuryTime: clock.isInjuryTime,
    stageText: stage ? t(`stages.${stage}`) : null,
    shootout: shootout && (shootout.kicks.length > 0 || stage === 'penalties') ? shootout : null,
    scorers: scorersBySide(lines),
    stageLink: linkFromStage ? withQuery(linkFromStage, search) : null,
  };
  const shownScore = typeof score.home === 'number' && typeof score.away === 'number' ? { home: score.home, away: score.away } : null;

  // A boundary mounted with the page's first draw (so the skeleton above is replaced, not kept
  // hidden beside it): while the summary's or the countdown's chunk loads, the skeleton stays
  // rather than the page being drawn and then pushed down.
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ContentColumn>
        {preMatch ? (
          // The kick-off in the fan's own time zone: Intl formats in the browser's zone unless told otherwise.
          <PreMatchScoreHeader {...header} score={null} clock={null} kickOffMs={kickOffMs} lang={lang} />
        ) : (
          <ScoreHeader {...header} score={score} clock={clock.text} kickOff={null} />
        )}
        {/* Under the card, where the facts-first script writes it before the app comes (src/facts-first/summary.ts):
            the card a fan is reading never moves down for it. */}
        {summary && shownScore && incidents.data ? (
          <MatchSummary kind={summary} incidents={lines} score={shownScore} shootout={shootout ?? undefined} teams={teams} lang={lang} />
        ) : null}
        {message ? (
          <Typography role="status" variant="default" component="p" sx={{ mt: 1.5, textAlign: 'center', fontWeight: 700 }}>
            {t(message, { team: teams[won], score: `${shootout?.[won]}-${shootout?.[lost]}` })}
          </Typography>
        ) : null}
        {/* Before kick-off it is there from the first draw: its chunk keeps the skeleton up, as the summary's does. */}
        {preMatch && Number.isFinite(kickOffMs) ? <Countdown kickOffMs={kickOffMs} /> : null}
        <CallsToAction offered={offeredCallsToAction(availability.data, stage)} />
        {!preMatch && (lines.length > 0 || (shootout?.kicks.length ?? 0) > 0) ? (
          <IncidentTimeline incidents={lines} kicks={shootout?.kicks ?? noKicks} teams={teams} stage={stage} periods={periods} />
        ) : null}
        {/* The crowd is counted once the match is played: never shown before kick-off. */}
        {facts.data ? (
          <MatchFactsList facts={preMatch ? { venue: facts.data.venue, referee: facts.data.referee } : facts.data} lang={lang} />
        ) : null}
        {/* The match's sources as its answer names them (before and while it is played, its provider only): the
            page's last line. Its chunk loads beside the summary's, under the same boundary. */}
        {summary ? <MatchCredits eventId={eventId} lang={lang} /> : <CreditsLine provider={facts.data?.credit} />}
      </ContentColumn>
    </Suspense>
  );
}
