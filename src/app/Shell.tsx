import Box from '@mui/material/Box';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hidesScroll, needsEventData } from '../../contract/pages.ts';
import { isPreMatchStage } from '../../contract/stage-groups.ts';
import { useAvailability } from '../api/availability.ts';
import { useEventData } from '../api/event-data.ts';
import { useInitialScore } from '../api/event-details.ts';
import { useEventStatus } from '../api/event-status.ts';
import { ContentColumn } from '../components/ContentColumn.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { FrameFactsContext, PageSkeleton, type FrameFacts } from '../components/PageSkeleton.tsx';
import { SectionErrorBoundary } from '../components/SectionErrorBoundary.tsx';
import { SideHeader, type SideHeaderProps } from '../components/SideHeader.tsx';
import { GoalOverlay } from '../features/goal/components/GoalOverlay.tsx';
import { FeedError } from '../lib/api/client.ts';
import { useFeatureFlags } from '../lib/flags/feature-flags-context.tsx';
import { useTranslation } from '../lib/i18n/react.tsx';
import { useTeamName } from '../lib/i18n/use-team-name.ts';
import { redirectState, useTrackedHistory } from '../lib/navigation/tracked-history.tsx';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { useLiveFeed } from '../lib/realtime/LiveFeedProvider.tsx';
import { useLiveHealth } from '../lib/realtime/use-live-health.ts';
import { useStreamState } from '../lib/stream/stream-state.tsx';
import { usePreStreamWindow } from '../lib/stream/use-pre-stream-window.ts';
import { tabLayoutOf } from '../rules/feature-flags.ts';
import { matchIsMissing } from '../rules/match-missing.ts';
import { withQuery } from '../rules/query-params.ts';
import { redirectTarget } from '../rules/redirects.ts';
import { sideHeaderItems, sideHeaderVisible } from '../rules/side-header.ts';
import { streamCredentialsValid } from '../rules/stream-rules.ts';
import { watchTabs } from '../rules/tab-order.ts';
import { liveStatusOf, tabRows } from '../rules/tab-rows.ts';
import { useIframeBridge, useOnceTrue, useScrollToTopOnNewRoute, useShallowStable, useStageEpoch, useStageRefresh } from './shell-hooks.ts';
import { FeedUnreachable, HostBridge, LiveStatus, ShellTabRows, WatchLayer } from './shell-parts.tsx';

/** The frame around every screen: side header, tab rows, the content column, the iframe bridge. */
export function Shell() {
  const { t } = useTranslation();
  const query = useWidgetQuery();
  const { pathname, search } = useLocation();
  const flags = useFeatureFlags();
  const history = useTrackedHistory();
  const queryStage = query.stages?.[0];
  const live = useLiveFeed();
  const eventData = useEventData(query.eventId, query.lang);
  const matchMissing = matchIsMissing(eventData.error instanceof FeedError ? eventData.error.status : null, live.state === 'notFound');
  const status = useEventStatus(query.eventId, queryStage, query.lang, { enabled: !matchMissing });
  const availability = useAvailability(query.eventId, query.lang, { enabled: !matchMissing });
  const stage = status.data?.status ?? queryStage;
  const paths = availability.data?.paths ?? [];
  const { disabled: streamDisabled } = useStreamState();
  const initialScore = useInitialScore(query.eventId, query.lang, { socketOpen: live.state === 'open', enabled: !matchMissing });
  const liveStatus = liveStatusOf(live.state, useLiveHealth(live, stage === 'inPlay', status));
  const { embedded, fixedHeight, setFixedHeight } = useIframeBridge();
  const contentKey = useStageEpoch(stage);
  // The frame's first answers are in (or failed) and drawn by this render: the socket may start.
  const firstAnswersIn = matchMissing || (!eventData.isPending && !status.isPending && !availability.isPending);
  const startLive = live.start;
  useEffect(() => {
    if (firstAnswersIn) startLive();
  }, [firstAnswersIn, startLive]);
  useScrollToTopOnNewRoute();
  useStageRefresh(status.data?.status, queryStage, query.eventId);
  const section = pathname.split('/')[1] ?? '';
  const watchOpened = useOnceTrue(section === 'watch');
  const tabLayout = tabLayoutOf(pathname, flags);
  const rows = tabRows({
    ...query,
    pathname,
    paths,
    stage,
    stageKnown: Boolean(status.data) || !query.eventId,
    pending: Boolean(query.eventId) && !matchMissing && (status.isPending || availability.isPending),
    tabLayout,
  });
  const credentialsValid = streamCredentialsValid(query.stream);
  const inPreStreamWindow = usePreStreamWindow(eventData.data?.matchStart);
  // Each kept while its content is the same, so the memoised side header does not re-render for nothing.
  const items = useShallowStable(
    sideHeaderItems({
      hasStatus: Boolean(status.data),
      stream: { available: availability.data?.stream ?? false, disabled: streamDisabled, credentialsValid, inPreStreamWindow },
      pitchViewAvailable: availability.data?.pitchView ?? false,
      stage,
      statsAvailable: rows.statsTabs.length > 0,
      infoAvailable: rows.infoTabs.length > 0,
    }),
  );
  const teamName = useTeamName();
  const teams = eventData.data;
  const [homeName, awayName] = teams ? [teamName(teams.home), teamName(teams.away)] : [t('common.home'), t('common.away')];
  const teamNames = useShallowStable({ home: homeName, away: awayName });
  const notAvailable = t('common.notAvailable');
  const scoreboard = useShallowStable<SideHeaderProps['scoreboard']>(
    isPreMatchStage(stage) || !status.data
      ? { kind: 'teams', home: teams?.home.code ?? notAvailable, away: teams?.away.code ?? notAvailable, homeName, awayName }
      : { kind: 'score', eventId: query.eventId, initialScore, status: status.data },
  );
  // The teams, score and clock a page's skeleton leads with while the page comes (PageSkeleton.tsx).
  const frameFacts = useMemo<FrameFacts | 'unknown' | null>(
    // Drawn once the stage is known too, as the facts-first script draws it: a score coming into
    // the card after the names would move them.
    () => (teams && status.data ? { homeName, awayName, scoreboard } : query.eventId ? 'unknown' : null),
    [teams, status.data, homeName, awayName, scoreboard, query.eventId],
  );
  const showHeader = sideHeaderVisible({ ...query, flaggedMode: flags.headerlessMode, pathname }) && !matchMissing;
  // Where this route must lead instead; the frame stays mounted while the content redirects.
  const known = Boolean(availability.data && status.data);
  const redirectTo = redirectTarget({ ...rows, pathname, streamDisabled, known, watchTabs: watchTabs(paths, { streamDisabled }) });
  // A page that needs event data, for a match whose sources hold none (a deep link): said plainly, not drawn from nothing.
  const withheld = availability.data?.features.eventData === false && needsEventData(pathname);
  const empty = matchMissing ? 'matchNotFound' : withheld ? 'noEventData' : null;
  // The first answer failed and no verdict came: the feed cannot be reached (never "No result found").
  const unreachable = !matchMissing && eventData.isError && !eventData.data;
  const overflow = fixedHeight || hidesScroll(pathname) ? 'hidden' : 'visible';
  // Inside an iframe the content decides the height (it is reported to the host); standing alone the page fills the window.
  return (
    <Box
      // The location this frame has drawn (the router draws a new one in a transition, after the URL
      // changes): what a browser test waits for after moving inside the app.
      data-location={pathname + search}
      data-fixed-height={fixedHeight ? 'true' : undefined}
      data-scroll={overflow === 'hidden' ? 'hidden' : undefined}
      sx={{ display: 'flex', minHeight: fixedHeight || embedded ? 0 : '100vh', height: fixedHeight ? '100vh' : 'auto', overflow }}
    >
      {showHeader ? <SideHeader items={items} scoreboard={scoreboard} /> : null}
      <GoalOverlay teamNames={teamNames} />
      {embedded ? (
        <Suspense fallback={null}>
          <HostBridge
            ready={Boolean(eventData.data)}
            error={matchMissing ? 'notFound' : unreachable ? 'feedUnreachable' : null}
            onFixedHeight={setFixedHeight}
          />
        </Suspense>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, overflowY: fixedHeight ? 'auto' : 'visible' }}>
        <ShellTabRows
          rows={rows}
          section={section}
          layout={tabLayout === 'layout'}
          onBack={history.previousPath ? history.back : undefined}
        />
        {liveStatus !== null ? (
          <Suspense fallback={null}>
            <LiveStatus state={liveStatus} onRetry={live.retry} nextRetryAt={live.nextRetryAt} lastUpdatedAt={status.dataUpdatedAt} />
          </Suspense>
        ) : null}
        {watchOpened ? (
          <ContentColumn hidden={section !== 'watch' || Boolean(redirectTo) || empty !== null}>
            <Suspense fallback={<PageSkeleton />}>
              <WatchLayer
                pathname={pathname}
                availabilityKnown={Boolean(availability.data)}
                streamOffered={Boolean(availability.data?.stream) && credentialsValid && !streamDisabled}
                pitchViewOffered={Boolean(availability.data?.pitchView)}
                fixedHeight={fixedHeight}
              />
            </Suspense>
          </ContentColumn>
        ) : null}
        <FrameFactsContext.Provider value={frameFacts}>
          <SectionErrorBoundary title={t('common.noResult')} resetKey={pathname}>
            {empty ? (
              <ContentColumn>
                <EmptyState title={t(`common.${empty}`)} detail={t(`common.${empty}Detail`)} />
              </ContentColumn>
            ) : unreachable ? (
              <Suspense fallback={<PageSkeleton />}>
                <FeedUnreachable />
              </Suspense>
            ) : redirectTo ? (
              <Navigate to={withQuery(redirectTo, search)} replace state={redirectState} />
            ) : (
              <Outlet key={contentKey} />
            )}
          </SectionErrorBoundary>
        </FrameFactsContext.Provider>
      </Box>
    </Box>
  );
}
