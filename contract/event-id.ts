/**
 * The one event-id rule of widget and feed. An event id goes into request paths, socket URLs and
 * GraphQL variables, so it holds nothing that could change a path or a query: ASCII letters
 * (either case: operators' ids are theirs), digits, '-' and '_', starting with a letter or digit,
 * 1 to 128 characters. '.' is out: a path segment of '..' is normalised away by browsers.
 * The feed's own scenario ids use the lower-case subset of this rule.
 */
export const eventIdMaxLength = 128;
export const eventIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
/** What a refused event id is told (the feed's 400 answer). */
export const eventIdRule = `an event id is 1 to ${eventIdMaxLength} ASCII letters, digits, '-' or '_'`;

export function isEventId(value: string): boolean {
  return eventIdPattern.test(value);
}
