import { describe, expect, it } from 'vitest';
import { liveStatsTab, playerStatsTab } from '../rules/tab-order.ts';
import { sameRow } from './TabRow.tsx';

const row = { testId: 'secondary-tabs', label: 'Stats', tabs: [liveStatsTab, playerStatsTab] } as const;

describe('sameRow', () => {
  it('holds a row whose tabs are the same, in an array worked out afresh', () => {
    expect(sameRow(row, { ...row, tabs: [{ ...liveStatsTab }, { ...playerStatsTab }] })).toBe(true);
  });

  it('draws the row again when a tab comes, goes or moves, or its label or layout changes', () => {
    expect(sameRow(row, { ...row, tabs: [liveStatsTab] })).toBe(false);
    expect(sameRow(row, { ...row, tabs: [playerStatsTab, liveStatsTab] })).toBe(false);
    expect(sameRow(row, { ...row, tabs: [liveStatsTab, { ...playerStatsTab, labelKey: 'pages.other' }] })).toBe(false);
    expect(sameRow(row, { ...row, label: 'Info' })).toBe(false);
    expect(sameRow(row, { ...row, fullWidth: true })).toBe(false);
    expect(sameRow(row, { ...row, testId: 'primary-tabs' })).toBe(false);
  });
});
