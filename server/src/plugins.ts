import type { FeedPlugin } from './feed-context.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { competitionRoutes } from './routes/competition.ts';
import { matchDataRoutes } from './routes/match-data.ts';

/** The data endpoints beyond SPEC section 7's calls, registered on every feed server. */
export const feedPlugins: FeedPlugin[] = [matchDataRoutes, competitionRoutes, analyticsRoutes];
