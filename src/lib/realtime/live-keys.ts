/** Query-cache keys of what the socket writes: the cache is the only store of server data. */
export const liveKeys = {
  score: (eventId: string) => ['live', eventId, 'score'] as const,
  statsSummary: (eventId: string) => ['live', eventId, 'statsSummary'] as const,
};
