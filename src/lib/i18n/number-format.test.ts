import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format.ts';

describe('numberFormat', () => {
  it('makes one formatter per language and options and hands the same one back after', () => {
    const percent = numberFormat('de', { style: 'percent', maximumFractionDigits: 0 });
    expect(numberFormat('de', { style: 'percent', maximumFractionDigits: 0 })).toBe(percent);
    expect(percent.format(0.57)).toBe('57\u00a0%');
    // Another language or other options: another formatter.
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 0 })).not.toBe(percent);
    expect(numberFormat('de', { style: 'percent' })).not.toBe(percent);
    expect(numberFormat('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1.5)).toBe('1,50');
  });
});
