import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { frameSocketParsers } from '../../../../contract/first-paint-parsers.ts';
import type { MajorIncident, Side } from '../../../../contract/protocol.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** A major incident as the socket brought it, and when. */
export interface ReceivedIncident {
  incident: MajorIncident;
  at: number;
}

/**
 * The overlay's inbox: an incident is held only while no one takes it (GoalShow's chunk is
 * loading), then each is passed on as it comes and none is kept.
 */
export interface GoalInbox {
  put(received: ReceivedIncident): unknown;
  /** GoalShow's side: it hands the function each later incident goes to (null when it leaves) and gets those held till then. */
  connect(take: ((received: ReceivedIncident) => void) | null): ReceivedIncident[];
}

export function goalInbox(): GoalInbox {
  const held: ReceivedIncident[] = [];
  let taker: ((received: ReceivedIncident) => void) | null = null;
  return {
    put: (received) => (taker ? taker(received) : held.push(received)),
    connect: (take) => {
      taker = take;
      return held.splice(0);
    },
  };
}

// The rule that decides what a goal shows, and the view: one chunk, never with the first paint. It
// loads with the first major incident; on the live tracker (the screen with the live frame budgets)
// it loads as soon as the socket is open, and makes the rest of a goal ready in the browser's idle
// time (ADR 023), so a goal's task loads and builds none of it. Not so on the other screens: the
// first paint of /scoreboard is measured until its network is quiet, and would count it. Until it
// is in, the inbox holds the incidents, so none is missed while it loads.
const GoalShow = lazy(() => import('./GoalShow.tsx'));

/**
 * SPEC section 4 "Goal animation" (GoalShow.tsx): a new goal shows for 3 s and is announced to
 * screen readers, in the polite live region that is here from the first paint.
 */
export function GoalOverlay({ teamNames }: { teamNames: Record<Side, string> }) {
  const feed = useLiveFeed();
  const [inbox] = useState(goalInbox);
  // Kept once set: a reconnect or another screen does not take away a goal being shown.
  const [started, setStarted] = useState(false);
  const { pathname } = useLocation();
  if (feed.state === 'open' && pathname === '/watch/pitchView' && !started) setStarted(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      feed.on('majorIncident', frameSocketParsers.majorIncident, (incident) => {
        inbox.put({ incident, at: Date.now() });
        setStarted(true);
      }),
    [feed, inbox],
  );

  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {started ? (
        <Suspense fallback={null}>
          <GoalShow connect={inbox.connect} teamNames={teamNames} onAnnounce={setAnnouncement} />
        </Suspense>
      ) : null}
    </>
  );
}
