/**
 * One `Intl.NumberFormat` per language and options, made once: making one costs far more than
 * formatting with it (in a profile of the live-stats deep link on a 4x slower CPU, a new formatter
 * for each figure of each row was the page's largest single cost, about 70 ms). The formatters are
 * few (a handful of options in some 24 languages), so the cache is never cleared.
 */
const made = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    made.set(key, format);
  }
  return format;
}
