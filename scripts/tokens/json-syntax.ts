/**
 * Where a token file stops being JSON, as a line and a column an editor can jump to. Node's own
 * message gives a character offset at best ("position 1247"), and for some mistakes none, so the
 * text is walked here by JSON's grammar to the first character that cannot continue it.
 */

export interface JsonSyntaxProblem {
  /** 1-based, as editors count. */
  line: number;
  column: number;
  /** What was found there: `unexpected "}"`, `unexpected end of file`. */
  found: string;
}

class Stop {
  constructor(readonly offset: number) {}
}

const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const escape = /["\\/bfnrt]|u[0-9a-fA-F]{4}/y;

/** The offset of the first character that breaks JSON's grammar; null when the text is JSON. */
export function firstJsonSyntaxError(text: string): number | null {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const expect = (char: string) => {
    if (text[at] !== char) throw new Stop(at);
    at += 1;
  };
  const string = () => {
    expect('"');
    for (;;) {
      const char = text[at];
      if (char === undefined || char.charCodeAt(0) < 0x20) throw new Stop(at);
      at += 1;
      if (char === '"') return;
      if (char === '\\') {
        escape.lastIndex = at;
        if (!escape.test(text)) throw new Stop(at);
        at = escape.lastIndex;
      }
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      at += 1;
      space();
      if (text[at] === '}') return void (at += 1);
      for (;;) {
        space();
        string();
        space();
        expect(':');
        value();
        space();
        if (text[at] === '}') return void (at += 1);
        expect(',');
      }
    }
    if (char === '[') {
      at += 1;
      space();
      if (text[at] === ']') return void (at += 1);
      for (;;) {
        value();
        space();
        if (text[at] === ']') return void (at += 1);
        expect(',');
      }
    }
    if (char === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) return void (at += word.length);
    }
    number.lastIndex = at;
    if (!number.test(text)) throw new Stop(at);
    at = number.lastIndex;
  };
  try {
    value();
    space();
    if (at < text.length) throw new Stop(at);
    return null;
  } catch (stop) {
    if (stop instanceof Stop) return stop.offset;
    throw stop;
  }
}

/** The line and column of an offset, both counted from 1. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Where and what the first syntax error of a text is; null when it is JSON. */
export function jsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  const offset = firstJsonSyntaxError(text);
  if (offset === null) return null;
  const char = text[offset];
  return { ...lineAndColumn(text, offset), found: char === undefined ? 'unexpected end of file' : `unexpected ${JSON.stringify(char)}` };
}

/** A token file's JSON, or an error whose message says at which line and column it is not JSON. */
export function parseTokenJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const problem = jsonSyntaxProblem(text);
    if (!problem) throw error;
    throw new SyntaxError(`not valid JSON at line ${problem.line}, column ${problem.column}: ${problem.found}`, { cause: error });
  }
}
