import { queryKeys } from '../../../lib/api/query-keys.ts';

/**
 * The stats keys that `live-stats.ts` and `player-stats.ts` still read under this name: the same
 * functions as `queryKeys`, where every key is written. Remove this file once both import
 * `queryKeys` themselves.
 */
export const statsKeys = {
  liveStats: queryKeys.liveStats,
  incidents: queryKeys.incidents,
  playerStats: queryKeys.playerStats,
};
