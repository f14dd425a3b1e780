/**
 * Which browser origins may read the feed's answers and open its socket (`FEED_ALLOWED_ORIGINS`,
 * comma-separated, e.g. `https://widget.example.com,https://www.operator.example`). Without a list
 * every origin may (the feed's data is public), as before the feed was hardened.
 */
export type OriginPolicy = (origin: string) => boolean;

export type AllowedOrigins = readonly string[] | OriginPolicy | undefined;

/** `FEED_ALLOWED_ORIGINS` as a list; each entry must be a bare origin (scheme, host, port). */
export function parseAllowedOrigins(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((entry) => {
    const trimmed = entry.trim();
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new TypeError(`FEED_ALLOWED_ORIGINS: "${trimmed}" is not an origin such as https://widget.example.com`);
    }
    if (url.origin !== trimmed.replace(/\/$/, '')) {
      throw new TypeError(`FEED_ALLOWED_ORIGINS: "${trimmed}" must be an origin alone (${url.origin}), without a path`);
    }
    return url.origin;
  });
}

/** Whether an Origin header passes; null when no list is configured (everyone may). */
export function originPolicy(allowed: AllowedOrigins): OriginPolicy | null {
  if (allowed === undefined) return null;
  if (typeof allowed === 'function') return allowed;
  const set = new Set(allowed);
  return (origin) => set.has(origin);
}
