/**
 * An answer with the `id` of every object in it left out. An ingested match's incidents and
 * commentary lines are named by the StatsBomb events they come from (server/src/ingest/), a replay
 * of the same files numbers them in time order: compared this way, the two say the same.
 */
export function withoutIds(answer: unknown): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) => (key === 'id' ? undefined : value));
}
