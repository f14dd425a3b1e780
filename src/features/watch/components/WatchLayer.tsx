import { lazy, Suspense, useState } from 'react';
import type { Stage } from '../../../../contract/vocabulary.ts';
import { useEventStatus } from '../../../api/event-status.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { showsPoster, streamEndSeen } from '../stream/match-ended.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonBlock } from '../../../components/PageSkeleton.tsx';
import { withSectionStrings } from '../../../lib/i18n/i18n.ts';
import { pitchViewTab, streamTab } from '../../../rules/tab-order.ts';

// Each view is its own chunk, loaded the first time the fan opens it: neither is on the first paint.
// Both read the sections' strings (string-parts.ts), which come with them.
// The pitch marks the sides in the teams' colours (TeamPalette), loaded with it, not with the page.
const PitchView = lazy(
  withSectionStrings(() =>
    Promise.all([import('./PitchView.tsx'), import('../../../components/TeamPalette.tsx')]).then(([view, palette]) => ({
      default: function TeamPitchView(props: { visible: boolean }) {
        return (
          <palette.TeamPalette>
            <view.PitchView {...props} />
          </palette.TeamPalette>
        );
      },
    })),
  ),
);
const StreamPlayer = lazy(withSectionStrings(() => import('./StreamPlayer.tsx').then((module) => ({ default: module.StreamPlayer }))));
const MatchEndedPoster = lazy(
  withSectionStrings(() => import('./MatchEndedPoster.tsx').then((module) => ({ default: module.MatchEndedPoster }))),
);

export interface WatchLayerProps {
  pathname: string;
  /** Availability has answered: until then nothing is claimed either way. */
  availabilityKnown: boolean;
  /** Availability says stream, the credentials are usable and streaming is not disabled. */
  streamOffered: boolean;
  /** Availability says pitchView. */
  pitchViewOffered: boolean;
  fixedHeight: boolean;
}

/**
 * The watch views as overlays of the shell (SPEC section 2 "Layout"): the stream player and the
 * pitch view are mounted the first time the fan opens them, then kept, shown only on their own
 * route. Leaving the stream for the stats and coming back neither launches the stream again nor
 * loses the pitch view's events. Offered nowhere, their route says so.
 */
export function WatchLayer({ pathname, availabilityKnown, streamOffered, pitchViewOffered, fixedHeight }: WatchLayerProps) {
  const { t } = useTranslation();
  const { eventId, lang, stages } = useWidgetQuery();
  // The shell's own status query (same key): the stream waits for the stage, so a finished match's
  // credentials are never sent to a launch it does not need.
  const status = useEventStatus(eventId, stages?.[0], lang);
  const stageKnown = status.data !== undefined || status.isError;
  const stage = status.data?.status ?? stages?.[0];
  const ended = showsPoster(stage);
  const onStream = pathname === streamTab.path;
  const onPitchView = pathname === pitchViewTab.path;
  const [opened, setOpened] = useState({ stream: onStream, pitchView: onPitchView });
  if ((onStream && !opened.stream) || (onPitchView && !opened.pitchView)) {
    setOpened({ stream: opened.stream || onStream, pitchView: opened.pitchView || onPitchView });
  }
  const streamRunning = streamOffered && opened.stream && stageKnown && !ended;
  // When the stream ended, if this page saw it: the feed's answered stage (never the link's stage
  // hint, which may be stale) leaving the live group for finished while the stream ran, at the
  // moment that status reached the page (by socket or poll). Kept with the stage it was seen at,
  // React's "previous props" pattern, as `opened` is.
  const answered = status.data?.status;
  const [end, setEnd] = useState<{ stage: Stage | undefined; at: number | null }>({ stage: answered, at: null });
  if (end.stage !== answered) {
    const seen = streamEndSeen(end.stage, answered, streamOffered && opened.stream) && status.dataUpdatedAt > 0;
    setEnd({ stage: answered, at: seen ? status.dataUpdatedAt : end.at });
  }
  return (
    <>
      {streamRunning ? (
        <Suspense fallback={onStream ? <SkeletonBlock minHeight={189} /> : null}>
          <StreamPlayer visible={onStream} fixedHeight={fixedHeight} />
        </Suspense>
      ) : null}
      {onStream && !stageKnown ? <SkeletonBlock minHeight={189} /> : null}
      {onStream && ended ? (
        <Suspense fallback={<SkeletonBlock minHeight={189} />}>
          <MatchEndedPoster endedAt={end.at} />
        </Suspense>
      ) : null}
      {pitchViewOffered && opened.pitchView ? (
        <Suspense fallback={onPitchView ? <SkeletonBlock /> : null}>
          <PitchView visible={onPitchView} />
        </Suspense>
      ) : null}
      {availabilityKnown && onStream && stageKnown && !ended && !streamOffered ? <EmptyState title={t('empty.playerUnavailable')} /> : null}
      {/* A deep link to a match with no pitch view (a catalogue match, served from its results alone): not "No result found". */}
      {availabilityKnown && onPitchView && !pitchViewOffered ? <EmptyState title={t('common.noEventData')} /> : null}
    </>
  );
}
