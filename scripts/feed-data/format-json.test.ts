import { describe, expect, it } from 'vitest';
import { formatDataFile } from './format-json.ts';

describe('data file layout', () => {
  it('writes one list item a line and reads back as the same value', () => {
    const file = { id: 'x', teams: [{ id: 'a' }, { id: 'b' }], matches: [], tags: ['one', 'two'] };
    const text = formatDataFile(file);
    expect(text).toBe(
      '{\n  "id": "x",\n  "teams": [\n    {"id":"a"},\n    {"id":"b"}\n  ],\n  "matches": [],\n  "tags": ["one","two"]\n}\n',
    );
    expect(JSON.parse(text)).toEqual(file);
  });
});
