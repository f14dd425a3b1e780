import { describe, expect, it } from 'vitest';
import { firstJsonSyntaxError, jsonSyntaxProblem, parseTokenJson } from './json-syntax.ts';

describe('firstJsonSyntaxError', () => {
  it('finds nothing wrong in JSON', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\"\\u00e9"]}\n', '"text"', '0']) {
      expect(firstJsonSyntaxError(text), text).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it('points at the first character that cannot continue the text', () => {
    expect(firstJsonSyntaxError('{"a": 1,}')).toBe(8);
    expect(firstJsonSyntaxError('{"a": 1 "b": 2}')).toBe(8);
    expect(firstJsonSyntaxError("{'a': 1}")).toBe(1);
    expect(firstJsonSyntaxError('{"a": 01}')).toBe(7);
    expect(firstJsonSyntaxError('{"a": "\\x"}')).toBe(8);
    expect(firstJsonSyntaxError('{"a": 1')).toBe(7);
    expect(firstJsonSyntaxError('{} {}')).toBe(3);
  });
});

describe('jsonSyntaxProblem and parseTokenJson', () => {
  const text = '{\n  "color": {\n    "border": { "$value": "#2a2d3a" },\n  }\n}\n';

  it('gives the line and the column, counted from 1, and what was found there', () => {
    expect(jsonSyntaxProblem(text)).toEqual({ line: 4, column: 3, found: 'unexpected "}"' });
    expect(jsonSyntaxProblem('{"a": [1, 2')).toEqual({ line: 1, column: 12, found: 'unexpected end of file' });
    expect(jsonSyntaxProblem('{"a": 1}')).toBeNull();
  });

  it('parses JSON as JSON.parse does, and says where it is not JSON instead of at which offset', () => {
    expect(parseTokenJson('{"a": [1]}')).toEqual({ a: [1] });
    expect(() => parseTokenJson(text)).toThrow(/^not valid JSON at line 4, column 3: unexpected "}"$/);
  });
});
