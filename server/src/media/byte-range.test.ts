import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('byteRange', () => {
  const size = 1000;

  it('serves the whole file without a header or with a form it does not serve as a range', () => {
    expect(byteRange(undefined, size)).toEqual({ kind: 'whole' });
    expect(byteRange('bytes=0-10,20-30', size)).toEqual({ kind: 'whole' });
    expect(byteRange('items=0-10', size)).toEqual({ kind: 'whole' });
  });

  it('reads start-end, an open end and a suffix', () => {
    expect(byteRange('bytes=0-99', size)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(byteRange('bytes=900-', size)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(byteRange('bytes=-100', size)).toEqual({ kind: 'part', start: 900, end: 999 });
  });

  it('cuts an end past the file and a suffix longer than it', () => {
    expect(byteRange('bytes=500-5000', size)).toEqual({ kind: 'part', start: 500, end: 999 });
    expect(byteRange('bytes=-5000', size)).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('refuses a range starting past the end, a reversed one and an empty suffix', () => {
    expect(byteRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=20-10', size)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-', size)).toEqual({ kind: 'unsatisfiable' });
  });
});
