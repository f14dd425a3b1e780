import { lazy, Suspense, useState } from 'react';
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
  const onStream = pathname === streamTab.path;
  const onPitchView = pathname === pitchViewTab.path;
  const [opened, setOpened] = useState({ stream: onStream, pitchView: onPitchView });
  if ((onStream && !opened.stream) || (onPitchView && !opened.pitchView)) {
    setOpened({ stream: opened.stream || onStream, pitchView: opened.pitchView || onPitchView });
  }
  return (
    <>
      {streamOffered && opened.stream ? (
        <Suspense fallback={onStream ? <SkeletonBlock minHeight={189} /> : null}>
          <StreamPlayer visible={onStream} fixedHeight={fixedHeight} />
        </Suspense>
      ) : null}
      {pitchViewOffered && opened.pitchView ? (
        <Suspense fallback={onPitchView ? <SkeletonBlock /> : null}>
          <PitchView visible={onPitchView} />
        </Suspense>
      ) : null}
      {availabilityKnown && onStream && !streamOffered ? <EmptyState title={t('empty.playerUnavailable')} /> : null}
      {availabilityKnown && onPitchView && !pitchViewOffered ? <EmptyState title={t('empty.noResult')} /> : null}
    </>
  );
}
