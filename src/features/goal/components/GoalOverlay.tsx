import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { frameSocketParsers } from '../../../../contract/first-paint-parsers.ts';
import type { MajorIncident, Side } from '../../../../contract/protocol.ts';
import { useLiveFeed } from '../../../lib/realtime/LiveFeedProvider.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** A major incident as the socket brought it, and when. */
export interface ReceivedIncident {
  incident: MajorIncident;
  at: number;
}

// The rule that decides what a goal shows, and the view, load with the first major incident, not
// with the page: one chunk, fetched at the moment the view's own chunk was fetched before. Until
// then only the incidents are kept, so none is missed while it loads.
const GoalShow = lazy(() => import('./GoalShow.tsx'));

/**
 * SPEC section 4 "Goal animation" (GoalShow.tsx): a new goal shows for 3 s and is announced to
 * screen readers, in the polite live region that is here from the first paint.
 */
export function GoalOverlay({ teamNames }: { teamNames: Record<Side, string> }) {
  const feed = useLiveFeed();
  const [received, setReceived] = useState<readonly ReceivedIncident[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      feed.on('majorIncident', frameSocketParsers.majorIncident, (incident) =>
        setReceived((list) => [...list, { incident, at: Date.now() }]),
      ),
    [feed],
  );

  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {received.length > 0 ? (
        <Suspense fallback={null}>
          <GoalShow received={received} teamNames={teamNames} onAnnounce={setAnnouncement} />
        </Suspense>
      ) : null}
    </>
  );
}
