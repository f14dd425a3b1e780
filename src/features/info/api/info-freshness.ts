/** How long an info answer (table, form, fixtures, line-ups…) counts as fresh. */
export const infoStaleMs = 30_000;

export interface InfoQueryOptions {
  /** Refetch interval while the match is live; false before and after it. */
  pollMs?: number | false;
}
