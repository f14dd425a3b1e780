/**
 * Every default and limit of the analytics endpoint, in one place. The assistant defaults are
 * the widget's (SPEC section 9: threshold 0.5, match count 6, event goals, team both).
 */

export const assistantDefaults = {
  /** A match counts when the value is above the line: 0.5 reads "at least 1". */
  threshold: 0.5,
  matches: 6,
  event: 'goals',
  team: 'both',
} as const;

/** How many recent matches an assistant may look back over. */
export const matchCountRange = { min: 1, max: 20 } as const;
/** Lines beyond 10 are not offered for any of the counted events. */
export const thresholdRange = { min: 0, max: 10 } as const;

export const topScorersLimitRange = { min: 1, max: 50 } as const;

/**
 * Request limits, so one request cannot make the server do unbounded work. The deepest useful
 * query (`playerAssistant { rows { player { team { code } } } }`) is 5 levels; 8 leaves room and
 * still stops recursive introspection such as `__type { fields { type { fields { ... } } } }`,
 * which is why the full GraphiQL introspection query is refused: take the SDL from
 * `analyticsSdl` in schema.ts instead.
 */
export const queryLimits = {
  /** Characters in the `query` string, checked before parsing. */
  maxQueryLength: 10_000,
  /** Nested field levels; a top-level field is level 1, fragments count where they are spread. */
  maxDepth: 8,
  /** Lexical tokens the parser reads before giving up; guards against huge argument lists. */
  maxTokens: 2_000,
  /** What one Query field (an assistant, the top scorers, …) costs before its selections (execute-request.ts). */
  rootFieldCost: 20,
  /**
   * The most a query may cost: every field 1, a Query field 20 more. The widget's largest query
   * costs well under 100; 50 aliases of one assistant cost over 1,000.
   */
  maxCost: 200,
  /** Bytes of request body; a 10,000-character query with variables fits easily. */
  maxBodyBytes: 64 * 1024,
} as const;
