import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n/react.tsx';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ContentColumn } from '../components/ContentColumn.tsx';
import { SectionErrorBoundary } from '../components/SectionErrorBoundary.tsx';
import { GoalOverlay } from '../features/goal/components/GoalOverlay.tsx';
import { SideHeader, type SideHeaderProps } from '../components/SideHeader.tsx';
import { TabRowPlaceholder } from '../components/TabRowPlaceholder.tsx';
import { PageSkeleton } from '../components/PageSkeleton.tsx';
import { useAvailability } from '../api/availability.ts';
import { useEventData } from '../api/event-data.ts';
import { useInitialScore } from '../api/event-details.ts';
import { useEventStatus } from '../api/event-status.ts';
import { isEmbedded, startIframeBridge } from '../lib/iframe/bridge.ts';
import { redirectState, useTrackedHistory } from '../lib/navigation/tracked-history.tsx';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { useLiveFeed } from '../lib/realtime/LiveFeedProvider.tsx';
import { useTeamName } from '../lib/i18n/use-team-name.ts';
import { isLiveDataStale } from '../rules/staleness.ts';
import { isStaleAnswer } from '../rules/stale-answer.ts';
import { isPreMatchStage, stageReplaceMode } from '../../contract/stage-groups.ts';
import { streamCredentialsValid } from '../rules/stream-rules.ts';
import { sideHeaderItems, sideHeaderVisible } from '../rules/side-header.ts';
import {
  infoTabs,
  secondaryTabs,
  showSubTabs,
  statsTabs,
  subRowParentOf,
  teamsLayoutTabs,
  watchTabs,
  type NavigationTab,
} from '../rules/tab-order.ts';
import { contentMaxWidthPx } from '../rules/constants.ts';
import { matchIsMissing } from '../rules/match-missing.ts';
import { redirectTarget } from '../rules/redirects.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { withSectionStrings } from '../lib/i18n/i18n.ts';
import { staleCheckIntervalMs } from '../rules/timings.ts';
import { hidesScroll, needsEventData } from '../../contract/pages.ts';
import { withQuery } from '../rules/query-params.ts';
import { tabLayoutOf } from '../rules/feature-flags.ts';
import { useFeatureFlags } from '../lib/flags/feature-flags-context.tsx';
import { useStreamState } from '../lib/stream/stream-state.tsx';
import { usePreStreamWindow } from '../lib/stream/use-pre-stream-window.ts';

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

// MUI's tabs are the largest part of the frame and /scoreboard has none: they load with the first
// page that shows a tab row, their placeholder holding the row's place meanwhile.
const TabRow = lazy(() => import('../components/TabRow.tsx').then((module) => ({ default: module.TabRow })));
// Shown only in the custom layout, and while live data is interrupted: not on a first paint.
const BackButton = lazy(() => import('../components/BackButton.tsx').then((module) => ({ default: module.BackButton })));
const LiveStatus = lazy(() => import('../components/LiveStatus.tsx').then((module) => ({ default: module.LiveStatus })));
// The watch views load with the first watch page; from then on they stay mounted (ADR 008). They
// read the sections' strings (their empty states), which come with them.
const WatchLayer = lazy(
  withSectionStrings(() => import('../features/watch/components/WatchLayer.tsx').then((module) => ({ default: module.WatchLayer }))),
);

/** True from the first render where `condition` holds, and for good after. */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/** The frame around every screen: side header, tab rows, the content column, the iframe bridge. */
export function Shell() {
  const { t } = useTranslation();
  const query = useWidgetQuery();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const history = useTrackedHistory();
  const queryStage = query.stages?.[0];
  const live = useLiveFeed();
  const eventData = useEventData(query.eventId, query.lang);
  const matchMissing = matchIsMissing(eventData.error, live.state);
  const status = useEventStatus(query.eventId, queryStage, query.lang, { enabled: !matchMissing });
  const availability = useAvailability(query.eventId, query.lang, { enabled: !matchMissing });
  const stage = status.data?.status ?? queryStage;
  const paths = availability.data?.paths ?? [];
  const { disabled: streamDisabled } = useStreamState();
  const inWindow = usePreStreamWindow(eventData.data?.matchStart);
  const initialScore = useInitialScore(query.eventId, query.lang, { socketOpen: live.state === 'open', enabled: !matchMissing });
  const [stale, setStale] = useState(false);
  const [statusStale, setStatusStale] = useState(false);
  const inPlay = stage === 'inPlay';
  const statusAnswerRef = useRef({ dataUpdatedAt: 0, hasData: false, failing: false });
  const statusHasData = Boolean(status.data);
  useEffect(() => {
    statusAnswerRef.current = { dataUpdatedAt: status.dataUpdatedAt, hasData: statusHasData, failing: status.isError };
  }, [status.dataUpdatedAt, statusHasData, status.isError]);
  useEffect(() => {
    const check = () => {
      const now = Date.now();
      setStale(isLiveDataStale({ open: live.state === 'open', inPlay, lastMessageAt: live.lastMessageAt(), now }));
      setStatusStale(isStaleAnswer(statusAnswerRef.current, now));
    };
    const timer = setInterval(check, staleCheckIntervalMs);
    return () => clearInterval(timer);
  }, [live, inPlay]);
  const [fixedHeight, setFixedHeight] = useState(false);
  const [embedded] = useState(() => isEmbedded());
  // From pre-match to live the content remounts (the "full" replace of SPEC section 4); the key
  // is derived while rendering, from the stage seen on the previous render.
  const [stageEpoch, setStageEpoch] = useState({ stage, key: 0 });
  if (stage !== stageEpoch.stage) {
    setStageEpoch({ stage, key: stageReplaceMode(stageEpoch.stage, stage) === 'full' ? stageEpoch.key + 1 : stageEpoch.key });
  }
  const contentKey = stageEpoch.key;
  useScrollToTopOnRouteChange();

  // SPEC section 4 "Stage refresh": a fetched status that differs from the URL's stage replaces it.
  useEffect(() => {
    const fetched = status.data?.status;
    if (!fetched || !query.eventId || !queryStage || fetched === queryStage) return;
    const params = new URLSearchParams(search);
    params.set('stage', fetched);
    navigate(`${pathname}?${params}`, { replace: true, state: redirectState });
  }, [status.data?.status, queryStage, query.eventId, pathname, search, navigate]);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    return startIframeBridge({ content: root, onFixedHeight: () => setFixedHeight(true) });
  }, []);

  const stats = statsTabs(paths, stage);
  const info = infoTabs(paths, stage);
  const credentialsValid = streamCredentialsValid(query.stream);
  // The side header is memoised: its items are rebuilt only when what decides them changes.
  const hasStatus = Boolean(status.data);
  const streamAvailable = availability.data?.stream ?? false;
  const pitchViewAvailable = availability.data?.pitchView ?? false;
  const statsAvailable = stats.length > 0;
  const infoAvailable = info.length > 0;
  const items = useMemo(
    () =>
      sideHeaderItems({
        hasStatus,
        stream: { available: streamAvailable, disabled: streamDisabled, credentialsValid, inPreStreamWindow: inWindow },
        pitchViewAvailable,
        stage,
        statsAvailable,
        infoAvailable,
      }),
    [hasStatus, streamAvailable, streamDisabled, credentialsValid, inWindow, pitchViewAvailable, stage, statsAvailable, infoAvailable],
  );
  const showHeader = sideHeaderVisible({
    eventId: query.eventId,
    hideHeader: query.hideHeader,
    flaggedMode: flags.headerlessMode,
    pathname,
  });
  const showTeams = isPreMatchStage(stage) || !status.data;
  const homeCode = eventData.data?.home.code ?? t('common.notAvailable');
  const awayCode = eventData.data?.away.code ?? t('common.notAvailable');
  const teamName = useTeamName();
  const homeName = eventData.data ? teamName(eventData.data.home) : t('common.home');
  const awayName = eventData.data ? teamName(eventData.data.away) : t('common.away');
  const teamNames = useMemo(() => ({ home: homeName, away: awayName }), [homeName, awayName]);
  const statusData = status.data;
  const scoreboard = useMemo<SideHeaderProps['scoreboard']>(
    () =>
      showTeams
        ? { kind: 'teams', home: homeCode, away: awayCode, homeName, awayName }
        : { kind: 'score', eventId: query.eventId, initialScore, status: statusData },
    [showTeams, homeCode, awayCode, homeName, awayName, query.eventId, initialScore, statusData],
  );
  const section = pathname.split('/')[1] ?? '';
  const watchOpened = useOnceTrue(section === 'watch');
  const tabLayout = tabLayoutOf(pathname, flags);
  const layoutTabs = teamsLayoutTabs(paths, stage);
  // Tab order depends on the stage: no tabs until the stage is known, rather than the wrong order.
  const stageKnown = Boolean(status.data) || !query.eventId;
  const primary: NavigationTab[] = !stageKnown ? [] : section === 'stats' ? stats : section === 'info' ? info : [];
  const subRowParent = subRowParentOf(pathname);
  const secondary: NavigationTab[] = stageKnown ? secondaryTabs(pathname, paths, stage) : [];
  // Until the status and the availability have answered, the rows this page will have are held
  // by empty rows of the same size: the content does not jump down when the tabs arrive.
  const tabsPending = Boolean(query.eventId) && !matchMissing && (status.isPending || availability.isPending);
  const hasPrimaryRow = section === 'stats' || section === 'info';
  const primaryRow =
    tabLayout !== 'sections' || query.hidePrimaryTabs
      ? null
      : tabsPending
        ? hasPrimaryRow
          ? 'pending'
          : null
        : primary.length > 0
          ? primary
          : null;
  const secondaryRow =
    tabLayout !== 'sections' || query.hideTabs
      ? null
      : tabsPending
        ? subRowParent
          ? 'pending'
          : null
        : showSubTabs(secondary)
          ? secondary
          : null;
  const layoutRow = tabLayout !== 'layout' || query.hideTabs ? null : tabsPending ? 'pending' : showSubTabs(layoutTabs) ? layoutTabs : null;

  // Where this route must lead instead; the frame stays mounted while the content redirects.
  const redirectTo = redirectTarget({
    pathname,
    streamDisabled,
    known: Boolean(availability.data && status.data),
    statsTabs: stats,
    infoTabs: info,
    secondaryTabs: secondary,
    watchTabs: watchTabs(paths, { streamDisabled }),
  });
  // A page whose figures need event data, opened for a match whose sources hold none (a deep
  // link: no tab leads there): said plainly, rather than redirected or drawn from nothing.
  const withheld = availability.data?.features.eventData === false && needsEventData(pathname);
  const noScroll = fixedHeight || hidesScroll(pathname);
  const liveState = stale && live.state === 'open' ? 'stale' : live.state;
  const liveStatus =
    liveState === 'reconnecting' || liveState === 'gaveUp' || liveState === 'stale' ? liveState : statusStale ? 'answerStale' : null;

  return (
    <Box
      data-fixed-height={fixedHeight ? 'true' : undefined}
      data-scroll={noScroll ? 'hidden' : undefined}
      // Inside an iframe the content decides the height (it is reported to the host); standing
      // alone the page fills the window.
      sx={{
        display: 'flex',
        minHeight: fixedHeight || embedded ? 0 : '100vh',
        height: fixedHeight ? '100vh' : 'auto',
        overflow: noScroll ? 'hidden' : 'visible',
      }}
    >
      {showHeader && !matchMissing ? <SideHeader items={items} scoreboard={scoreboard} /> : null}
      <GoalOverlay teamNames={teamNames} />
      <Box sx={{ flex: 1, minWidth: 0, overflowY: fixedHeight ? 'auto' : 'visible' }}>
        <Box sx={{ maxWidth: contentMaxWidthPx, mx: 'auto', px: 1.5, pt: primaryRow || secondaryRow || tabLayout === 'layout' ? 1 : 0 }}>
          {tabLayout === 'layout' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {history.previousPath ? (
                <Suspense fallback={null}>
                  <BackButton onBack={history.back} />
                </Suspense>
              ) : null}
              {layoutRow ? (
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {layoutRow === 'pending' ? (
                    <TabRowPlaceholder />
                  ) : (
                    <Suspense fallback={<TabRowPlaceholder />}>
                      <TabRow tabs={layoutRow} testId="layout-tabs" label={t('nav.teams')} fullWidth />
                    </Suspense>
                  )}
                </Box>
              ) : null}
            </Box>
          ) : null}
          {primaryRow === 'pending' ? (
            <TabRowPlaceholder />
          ) : primaryRow ? (
            <Suspense fallback={<TabRowPlaceholder />}>
              <TabRow tabs={primaryRow} testId="primary-tabs" label={t(section === 'stats' ? 'nav.stats' : 'nav.info')} />
            </Suspense>
          ) : null}
          {secondaryRow === 'pending' ? (
            <TabRowPlaceholder />
          ) : secondaryRow ? (
            <Suspense fallback={<TabRowPlaceholder />}>
              <TabRow tabs={secondaryRow} testId="secondary-tabs" label={t('nav.summary')} />
            </Suspense>
          ) : null}
        </Box>
        {liveStatus !== null ? (
          <Suspense fallback={null}>
            <LiveStatus state={liveStatus} onRetry={live.retry} nextRetryAt={live.nextRetryAt} lastUpdatedAt={status.dataUpdatedAt} />
          </Suspense>
        ) : null}
        {watchOpened ? (
          <ContentColumn hidden={section !== 'watch' || Boolean(redirectTo) || matchMissing || withheld}>
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
        <SectionErrorBoundary title={t('common.noResult')} resetKey={pathname}>
          {matchMissing ? (
            <ContentColumn>
              <EmptyState title={t('common.matchNotFound')} detail={t('common.matchNotFoundDetail')} />
            </ContentColumn>
          ) : withheld ? (
            <ContentColumn>
              <EmptyState title={t('common.noEventData')} detail={t('common.noEventDataDetail')} />
            </ContentColumn>
          ) : redirectTo ? (
            <Navigate to={withQuery(redirectTo, search)} replace state={redirectState} />
          ) : (
            <Outlet key={contentKey} />
          )}
        </SectionErrorBoundary>
      </Box>
    </Box>
  );
}
