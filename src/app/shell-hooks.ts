import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { stageReplaceMode } from '../../contract/stage-groups.ts';
import type { Stage } from '../../contract/protocol.ts';
import { isEmbedded } from '../lib/iframe/embedded.ts';
import { redirectState } from '../lib/navigation/tracked-history.tsx';

/** A new route starts at the top of the page. */
export function useScrollToTopOnNewRoute(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** True from the first render where `condition` holds, and for good after. */
export function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/**
 * The value of the previous render while each of its fields is the same (`Object.is`): a memoised
 * child is not re-rendered for a new object or array that says the same.
 */
export function useShallowStable<Value extends object>(value: Value): Value {
  const [kept, setKept] = useState(value);
  const keys = Object.keys(value) as (keyof Value)[];
  const same = keys.length === Object.keys(kept).length && keys.every((key) => Object.is(kept[key], value[key]));
  if (!same) setKept(value);
  return same ? kept : value;
}

/**
 * From pre-match to live the content remounts (the "full" replace of SPEC section 4): the key of
 * the content, derived while rendering from the stage seen on the previous render.
 */
export function useStageEpoch(stage: Stage | undefined): number {
  const [epoch, setEpoch] = useState({ stage, key: 0 });
  if (stage !== epoch.stage) setEpoch({ stage, key: stageReplaceMode(epoch.stage, stage) === 'full' ? epoch.key + 1 : epoch.key });
  return epoch.key;
}

/** SPEC section 4 "Stage refresh": a fetched status that differs from the URL's stage replaces it. */
export function useStageRefresh(fetched: Stage | undefined, queryStage: Stage | undefined, eventId: string | undefined): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!fetched || !eventId || !queryStage || fetched === queryStage) return;
    const params = new URLSearchParams(search);
    params.set('stage', fetched);
    navigate(`${pathname}?${params}`, { replace: true, state: redirectState });
  }, [fetched, queryStage, eventId, pathname, search, navigate]);
}

/**
 * Whether the widget is embedded, and whether the host has fixed its height: the iframe bridge of
 * SPEC section 7 itself loads only inside an iframe (HostBridge.tsx), and calls `setFixedHeight`.
 */
export function useIframeBridge(): { embedded: boolean; fixedHeight: boolean; setFixedHeight(fixed: boolean): void } {
  const [embedded] = useState(isEmbedded);
  const [fixedHeight, setFixedHeight] = useState(false);
  return { embedded, fixedHeight, setFixedHeight };
}
