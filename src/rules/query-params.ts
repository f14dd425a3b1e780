import { isEventId } from '../../contract/event-id.ts';
import type { Stage } from '../../contract/protocol.ts';
import { resolveLanguage, type Language } from '../../contract/languages.ts';
import { parseStageList } from '../../contract/stage-groups.ts';
import type { StreamCredentials } from './stream-rules.ts';

/**
 * The widget's query string (SPEC section 2 "Query parameters"), parsed once at the boundary.
 * It never throws: a value that fails its rule becomes undefined and its parameter name goes into
 * `invalid`, so the shell can log it. SPEC section 5 validates only the presence of eventId; the
 * eventId shape and the credential length cap are ours, because both values go into request paths
 * and bodies.
 */

export const streamCredentialMaxLength = 512;

export type WidgetQueryParam = 'eventId' | keyof StreamCredentials;

export interface WidgetQuery {
  /** Trimmed; undefined when missing, blank or invalid. */
  eventId: string | undefined;
  lang: Language;
  /** The known stages of `stage`, in query order; undefined when it names none. */
  stages: Stage[] | undefined;
  hideHeader: boolean;
  hidePrimaryTabs: boolean;
  hideTabs: boolean;
  /** As given (not trimmed); streamCredentialsValid decides whether they are usable. */
  stream: StreamCredentials;
  /** Passed through to embedded views as given. */
  iframeShowcase: string | undefined;
  /** Parameters present but rejected. */
  invalid: WidgetQueryParam[];
}

/** `search` is location.search, with or without the leading '?'. */
export function parseWidgetQuery(search: string): WidgetQuery {
  const params = new URLSearchParams(search);
  const invalid: WidgetQueryParam[] = [];

  const checked = (name: WidgetQueryParam, isValid: (raw: string) => boolean, raw: string | null): string | undefined => {
    if (raw === null) return undefined;
    if (isValid(raw)) return raw;
    invalid.push(name);
    return undefined;
  };
  const isCredential = (raw: string) => raw.length <= streamCredentialMaxLength;

  const rawEventId = params.get('eventId')?.trim();
  const eventId = rawEventId ? checked('eventId', isEventId, rawEventId) : undefined;
  const credential = (name: keyof StreamCredentials) => checked(name, isCredential, params.get(name));
  const stream: StreamCredentials = {
    token: credential('token'),
    outletkey: credential('outletkey'),
    stream: credential('stream'),
    user: credential('user'),
  };
  const stages = parseStageList(params.get('stage'));

  return {
    eventId,
    lang: resolveLanguage(params.get('lang')),
    stages: stages.length > 0 ? stages : undefined,
    // SPEC section 2: only the exact text "true" hides.
    hideHeader: params.get('hideHeader') === 'true',
    hidePrimaryTabs: params.get('hidePrimaryTabs') === 'true',
    hideTabs: params.get('hideTabs') === 'true',
    stream,
    iframeShowcase: params.get('iframeShowcase') ?? undefined,
    invalid,
  };
}

/**
 * `path` with the current query string, so navigation keeps it (SPEC section 2). A query already
 * on `path` is merged in and wins for the keys it names; a `#hash` on `path` stays at the end.
 */
export function withQuery(path: string, search: string): string {
  const current = search.startsWith('?') ? search.slice(1) : search;
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const own = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);

  let query = current;
  if (own && current) {
    const merged = new URLSearchParams(current);
    for (const key of new Set(new URLSearchParams(own).keys())) merged.delete(key);
    for (const [key, value] of new URLSearchParams(own)) merged.append(key, value);
    query = merged.toString();
  } else if (own) {
    query = own;
  }
  return query ? `${pathname}?${query}${hash}` : `${pathname}${hash}`;
}
