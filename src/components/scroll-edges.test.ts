import { describe, expect, it } from 'vitest';
import { scrollEdgesOf } from './scroll-edges.ts';

describe('scrollEdgesOf', () => {
  it.each([
    ['a row that fits', { scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }, { start: false, end: false }],
    ['a wider row at its start', { scrollLeft: 0, clientWidth: 300, scrollWidth: 700 }, { start: false, end: true }],
    ['a wider row in the middle', { scrollLeft: 200, clientWidth: 300, scrollWidth: 700 }, { start: true, end: true }],
    ['a wider row at its end', { scrollLeft: 400, clientWidth: 300, scrollWidth: 700 }, { start: true, end: false }],
    ['a sub-pixel of rounding', { scrollLeft: 0.5, clientWidth: 300, scrollWidth: 300.6 }, { start: false, end: false }],
  ])('%s', (_, box, edges) => {
    expect(scrollEdgesOf(box)).toEqual(edges);
  });
});
