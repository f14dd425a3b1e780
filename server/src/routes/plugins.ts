import type { FeedPlugin } from '../feed-context.ts';
import { analyticsRoutes } from './analytics.ts';
import { catalogueMatchRoutes } from './catalogue-matches.ts';
import { competitionRoutes } from './competition.ts';
import { matchDataRoutes } from './match-data.ts';
import { trackerRoutes } from './tracker.ts';

/** The data endpoints beyond SPEC section 7's calls, registered on every feed server. */
export const feedPlugins: FeedPlugin[] = [catalogueMatchRoutes, matchDataRoutes, trackerRoutes, competitionRoutes, analyticsRoutes];
