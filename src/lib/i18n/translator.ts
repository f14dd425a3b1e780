import type { TFunction } from 'i18next';

/** One language's strings: namespaces of nested objects whose leaves are the strings. */
export type Strings = { readonly [key: string]: string | Strings };

/** What a call of `t` may pass: the values of the string's `{{placeholders}}` and a default. */
export type TranslateOptions = { readonly defaultValue?: string } & { readonly [name: string]: unknown };

/** The whole form of a placeholder, `{{ name }}`, and its name. */
const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isStrings(value: unknown): value is Strings {
  return typeof value === 'object' && value !== null;
}

/** `target` with what `source` adds, nested namespaces merged; a string already there is kept. */
function merged(target: Strings, source: Strings): Strings {
  const result: Record<string, string | Strings> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const present = result[key];
    if (present === undefined) result[key] = value;
    else if (isStrings(present) && isStrings(value)) result[key] = merged(present, value);
  }
  return result;
}

/**
 * The widget's strings for one language: what it used of i18next, about 15 KB gzip of the first
 * paint, in a few lines (docs/adr/021-facts-first.md). The same rules as the widget used them:
 * keys are dot paths into the locale file; a key with no string gives the options' `defaultValue`,
 * else the key itself; `{{name}}` takes the option of that name as text (never markup: React
 * escapes it), an option given as undefined or null leaves nothing, a name not given leaves the
 * placeholder as written. The locale files hold no plural forms, nesting or formats (translator.test.ts).
 */
export class Translator {
  readonly language: string;
  #strings: Strings;
  readonly #listeners = new Set<() => void>();

  constructor(language: string, strings: Strings) {
    this.language = language;
    this.#strings = strings;
  }

  /** The string or namespace at a dot path, if any. */
  #find(key: string): string | Strings | undefined {
    let found: string | Strings | undefined = this.#strings;
    for (const part of key.split('.')) found = isStrings(found) ? found[part] : undefined;
    return found;
  }

  /** Whether the strings hold something at `key`. */
  exists(key: string): boolean {
    return this.#find(key) !== undefined;
  }

  #translate(key: string, options: TranslateOptions = {}): string {
    const found = this.#find(key);
    const text = typeof found === 'string' ? found : (options.defaultValue ?? key);
    return text.replace(placeholder, (whole, name: string) => {
      if (!Object.hasOwn(options, name)) return whole;
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  }

  /**
   * The string at `key`, its placeholders filled. Typed as i18next's `t`, which the screens' word
   * helpers are written against; it takes what they pass (a key, and options or a default).
   */
  readonly t = ((key: string, options?: TranslateOptions | string) =>
    this.#translate(key, typeof options === 'string' ? { defaultValue: options } : options)) as unknown as TFunction;

  /** Adds strings (a lazy section's namespaces); what is there already stays. */
  add(strings: Strings): void {
    this.#strings = merged(this.#strings, strings);
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` when strings are added; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}
