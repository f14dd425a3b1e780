import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { Incident } from '../../../../contract/protocol.ts';
import { feedOrigin, renderWidgetAt, ScriptedSocket } from '../../../testing/feed.tsx';

/** Argentina's goals of the 2022 final as the feed's incidents give them, each with the score it made. */
export const finalGoals = {
  messiPenalty23: {
    id: 'g-23',
    type: 'penaltyGoal',
    side: 'home',
    period: 'firstHalf',
    minute: 23,
    playerName: 'L. Messi',
    score: { home: 1, away: 0 },
  },
  diMaria36: {
    id: 'g-36',
    type: 'goal',
    side: 'home',
    period: 'firstHalf',
    minute: 36,
    playerName: 'Á. Di María',
    score: { home: 2, away: 0 },
  },
  messi108: {
    id: 'g-108',
    type: 'goal',
    side: 'home',
    period: 'secondHalfExtraTime',
    minute: 108,
    playerName: 'L. Messi',
    score: { home: 3, away: 2 },
  },
} as const satisfies Record<string, Incident>;

/** The feed's /incidents answer from now on: `incidents` and no shoot-out. */
export function answerIncidents(server: SetupServer, incidents: Incident[]): void {
  server.use(http.get(`${feedOrigin}/incidents/:eventId`, () => HttpResponse.json({ incidents, shootout: null })));
}

/**
 * The final's scoreboard (this fake feed names the teams in English) once it has read `incidents`
 * as the feed's answer and drawn the first of them, with its socket open.
 */
export async function scoreboardAfter(server: SetupServer, incidents: Incident[], lang: 'en' | 'de'): Promise<void> {
  answerIncidents(server, incidents);
  await renderWidgetAt(`/scoreboard?eventId=final&lang=${lang}`);
  const name = incidents[0]!.playerName!;
  await screen.findAllByText((_, node) => node?.textContent?.includes(name) ?? false);
  act(() => ScriptedSocket.last!.emit('open'));
}
