import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ballPathSchema, type BallPath } from '../../../../contract/ball-path.ts';
import * as endpoints from '../../../../contract/endpoints.ts';
import { answerKey, useFeedAnswer } from '../../../lib/api/feed-answer.ts';
import { schemaParser } from '../../../lib/api/schema-parser.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import {
  emptyTrackerState,
  isJumpInTime,
  replaySpeed,
  trackerFromAnswer,
  withBallPath,
  type PlayMoment,
  type TrackerState,
} from './tracker-model.ts';

const parseBallPath = schemaParser(ballPathSchema);

/** At most this many messages wait for the answer: a few seconds of play at any speed. */
const pendingLimit = 200;

export interface Tracked {
  state: TrackerState;
  speed: number;
}

const startOfMatch: Tracked = { state: emptyTrackerState, speed: 1 };

/** The state with the match it is of. */
type Kept = Tracked & { eventId: string | undefined };

/** The state kept if it is this match's, else the start of this match (the fan followed a link to another). */
function stateOf(kept: Kept, eventId: string | undefined): Kept {
  return kept.eventId === eventId ? kept : { eventId, ...startOfMatch };
}

/** Where play is after a message or an answer's last value: its period and its last step's second. */
function momentOf(path: BallPath | undefined): PlayMoment | null {
  const step = path?.steps.at(-1);
  return path && step ? { period: path.period, second: step.second } : null;
}

/** The tracker's state of a match, kept outside React: each part of the tracker reads its own slice. */
export interface TrackerSource {
  /** The state now; `startOfMatch` until this match's first answer or message. */
  read(): Tracked;
  subscribe(listener: () => void): () => void;
}

/** A store of the kept state: `update` changes it and tells the readers; nothing renders by itself. */
function keptStore(initial: Kept) {
  let kept = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => kept,
    update(next: (previous: Kept) => Kept) {
      const updated = next(kept);
      if (updated === kept) return;
      kept = updated;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * One slice of the tracker's state (`select` returns a part of it, or a value made from it, that is
 * the same while the part is): the component re-renders when that slice changes, not on every
 * message. The tracker's parts each read theirs, so a ball message renders the moving ball and the
 * marks, not the view, the strip or the shell.
 */
export function useTrackerSlice<Slice>(source: TrackerSource, select: (tracked: Tracked) => Slice): Slice {
  return useSyncExternalStore(source.subscribe, () => select(source.read()));
}

/**
 * The tracker's state: it starts from `GET /ball_path` (the last stretch of play, the ticker's last
 * steps and the momentum of the match so far), since the socket's snapshot came before this lazy
 * chunk listened, then folds in the socket's `ballPath` messages as they come, with no gap (the
 * listener is there before the answer is asked, and what comes meanwhile waits for it) and no
 * duplicate (steps the answer holds are skipped by id: tracker-model.ts). A reconnect refetches the
 * answer (the shell invalidates the match's answers) and the tracker starts from it again. The
 * replay's speed is read from the messages (match seconds per real second), so the ball is played
 * in the replay's time. The state is kept in a store, not in this component's state: the parts of
 * the tracker read their slices of it (`useTrackerSlice`), so a message renders only what it changed.
 */
export function useBallPath(): TrackerSource {
  const live = useLiveFeed();
  const queryClient = useQueryClient();
  const { eventId, lang } = useWidgetQuery();
  // Whose match the state is: another match (the fan followed a link to it) starts empty.
  const [store] = useState(() => keptStore({ eventId, ...startOfMatch }));
  const last = useRef<{ at: number; period: string; second: number } | null>(null);
  /** Where play last was, as the messages and the answer tell it: a message far from it is a jump in time. */
  const playedTo = useRef<PlayMoment | null>(null);
  const pending = useRef<BallPath[]>([]);
  /** When the answer the state started from came (its data's or its failure's time), 0 before any. */
  const applied = useRef(0);
  const matchOf = useRef(eventId);

  // Declared before the answer's query: the listener is in place before the answer is asked.
  useEffect(() => {
    const queryKey = answerKey(endpoints.ballPath, eventId, lang);
    // Another match: what was known of the last one goes (the listener is bound anew for other reasons too).
    if (matchOf.current !== eventId) {
      matchOf.current = eventId;
      last.current = null;
      playedTo.current = null;
      pending.current = [];
      applied.current = 0;
    }
    return live.on('ballPath', parseBallPath, (path) => {
      const at = performance.now();
      const second = path.steps.at(-1)?.second ?? 0;
      const previous = last.current;
      last.current = { at, period: path.period, second };
      const measured =
        previous && previous.period === path.period ? { matchSeconds: second - previous.second, realMs: at - previous.at } : null;
      // Until the tracker has started from the latest answer, a message waits for it.
      const answer = queryClient.getQueryState(queryKey);
      let waiting =
        answer === undefined ||
        answer.fetchStatus === 'fetching' ||
        Math.max(answer.dataUpdatedAt, answer.errorUpdatedAt) !== applied.current;
      // A jump in time: the answer is asked again (its momentum is the match's up to the new moment).
      if (!waiting && answer?.status === 'success' && isJumpInTime(playedTo.current, path)) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
        waiting = true;
      }
      playedTo.current = momentOf(path) ?? playedTo.current;
      if (waiting) pending.current = [...pending.current, path].slice(-pendingLimit);
      // Messages left waiting by an ask that ended with no answer (cancelled) go in first.
      const due = waiting ? [] : [...pending.current, path];
      if (!waiting) pending.current = [];
      store.update((previousState) => {
        const current = stateOf(previousState, eventId);
        return {
          eventId,
          state: due.reduce(withBallPath, current.state),
          speed: measured ? replaySpeed(current.speed, measured.matchSeconds, measured.realMs) : current.speed,
        };
      });
    });
  }, [live, queryClient, eventId, lang, store]);

  // Asked again whenever it is shown for a match anew: a cached answer of a live match is old.
  const answer = useFeedAnswer(endpoints.ballPath, { eventId, lang }, { staleMs: 0 });
  const { data, dataUpdatedAt, errorUpdatedAt } = answer;
  useEffect(() => {
    // The answer (or its failure: then the messages alone) and what came while it was asked.
    if (dataUpdatedAt === 0 && errorUpdatedAt === 0) return;
    const waited = pending.current;
    pending.current = [];
    applied.current = Math.max(dataUpdatedAt, errorUpdatedAt);
    const answered = dataUpdatedAt >= errorUpdatedAt ? momentOf(data?.recent.at(-1)) : null;
    playedTo.current = momentOf(waited.at(-1)) ?? answered ?? playedTo.current;
    store.update((previousState) => {
      const current = stateOf(previousState, eventId);
      return {
        ...current,
        state: waited.reduce(withBallPath, data && dataUpdatedAt >= errorUpdatedAt ? trackerFromAnswer(data) : current.state),
      };
    });
  }, [data, dataUpdatedAt, errorUpdatedAt, eventId, store]);
  return useMemo<TrackerSource>(
    () => ({
      read: () => {
        const kept = store.get();
        return kept.eventId === eventId ? kept : startOfMatch;
      },
      subscribe: store.subscribe,
    }),
    [store, eventId],
  );
}
