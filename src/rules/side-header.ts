import type { Stage } from '../../contract/protocol.ts';
import { isPitchViewStage } from '../../contract/stage-groups.ts';
import { streamOffered, type StreamState } from './stream-rules.ts';

/** The side header rules of SPEC section 2 "Side header" and "Item availability". */

export const sideHeaderItemIds = ['scoreboard', 'stream', 'pitchView', 'stats', 'info'] as const;
export type SideHeaderItem = (typeof sideHeaderItemIds)[number];

/** The route each item links to (with the current query string, see withQuery). */
export const sideHeaderItemPaths: Readonly<Record<SideHeaderItem, string>> = {
  scoreboard: '/scoreboard',
  stream: '/watch/stream',
  pitchView: '/watch/pitchView',
  stats: '/stats',
  info: '/info',
};

export interface SideHeaderVisibility {
  eventId: string | null | undefined;
  /** The raw query text, or the already parsed flag. */
  hideHeader: string | boolean | null | undefined;
  /** The mode flagged by a shared constant (SPEC section 2), in which the header is never shown. */
  flaggedMode: boolean;
  pathname: string;
}

const homeRoutes = new Set(['', '/']);

/**
 * SPEC section 2: visible only with an eventId, when hideHeader is not the text "true", outside
 * the flagged mode and off the home route "/". A blank eventId counts as absent.
 */
export function sideHeaderVisible({ eventId, hideHeader, flaggedMode, pathname }: SideHeaderVisibility): boolean {
  const hasEventId = typeof eventId === 'string' && eventId.trim() !== '';
  const hidden = hideHeader === true || hideHeader === 'true';
  return hasEventId && !hidden && !flaggedMode && !homeRoutes.has(pathname);
}

export interface SideHeaderInputs {
  /** Event status data exists; without it no item is shown. */
  hasStatus: boolean;
  stream: StreamState;
  /** Availability's pitchView flag. */
  pitchViewAvailable: boolean;
  stage: Stage | undefined;
  /** Any stats sub-navigation item is offered (statsTabs(...).length > 0). */
  statsAvailable: boolean;
  /** Any info sub-navigation item is offered (infoTabs(...).length > 0). */
  infoAvailable: boolean;
}

/**
 * SPEC section 2 "Item availability", in the header's order. The scoreboard needs only the status.
 * Pitch view is hidden whenever the stream is available with valid parameters and not disabled;
 * as stream stages and pitch-view stages are both the live group, that is the same as "hidden when
 * the stream is offered" wherever pitch view could show at all.
 */
export function sideHeaderItems({
  hasStatus,
  stream,
  pitchViewAvailable,
  stage,
  statsAvailable,
  infoAvailable,
}: SideHeaderInputs): SideHeaderItem[] {
  if (!hasStatus) return [];
  const streamUsable = stream.available && stream.credentialsValid && !stream.disabled;
  const shown: Record<SideHeaderItem, boolean> = {
    scoreboard: true,
    stream: streamOffered({ ...stream, stage }),
    pitchView: pitchViewAvailable && isPitchViewStage(stage) && !streamUsable,
    stats: statsAvailable,
    info: infoAvailable,
  };
  return sideHeaderItemIds.filter((item) => shown[item]);
}
