import { z } from 'zod';
import type { FeedContext } from '../app.ts';
import { defaultAnalyticsCredentials } from '../analytics/credentials.ts';
import { analyticsPath, registerAnalyticsRoute } from '../analytics/route.ts';
import { simulateSeason, type EventSeason } from '../analytics/season-model.ts';
import type { TopScorerFact } from '../analytics/season-lines.ts';
import type { Scenario } from '../scenario/schema.ts';

/**
 * The analytics GraphQL endpoint over every served event. The season model is built once per
 * scenario and shared by every event that replays it.
 */
export function analyticsRoutes(topScorersFor: (scenario: Scenario) => readonly TopScorerFact[] | undefined = () => undefined) {
  return ({ app, routes, replays, options }: FeedContext): void => {
    const seasons = new Map<string, EventSeason>();
    const seasonOf = (scenario: Scenario) => {
      let season = seasons.get(scenario.id);
      if (!season) {
        const topScorers = topScorersFor(scenario);
        seasons.set(scenario.id, (season = simulateSeason(scenario, { seed: scenario.seed, ...(topScorers ? { topScorers } : {}) })));
      }
      return season;
    };
    registerAnalyticsRoute(app, {
      credentials: options.analytics ?? defaultAnalyticsCredentials,
      sourceFor: (eventId) => {
        const replay = replays.get(eventId);
        if (!replay) return null;
        return { season: (id) => (id === eventId ? { ...seasonOf(replay.match.scenario), eventId } : null) };
      },
    });
    routes.document({
      method: 'POST',
      url: analyticsPath,
      summary: 'Betting analytics over GraphQL: player and team assistants, top scorers, player stats, season averages',
      description:
        'Headers: Authorization (the token from /dbs_auth) and outlet-key (the outlet). The schema is in server/src/analytics/schema.ts.',
      tags: ['analytics'],
      params: z.object({ outlet: z.string() }),
      body: z.object({ query: z.string(), variables: z.record(z.string(), z.unknown()).optional(), operationName: z.string().optional() }),
      response: z.object({ data: z.unknown().optional(), errors: z.array(z.object({ message: z.string() })).optional() }),
      errors: [401, 404],
    });
  };
}
