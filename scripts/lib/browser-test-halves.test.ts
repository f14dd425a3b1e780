import { describe, expect, it } from 'vitest';
import { browserTestHalves } from './browser-test-halves.ts';

describe('browserTestHalves', () => {
  const seconds = { 'e2e/visual.e2e.ts': 330, 'e2e/shell.e2e.ts': 77, 'e2e/info.e2e.ts': 67 };

  it('puts every file in exactly one half, each half in the files own order', () => {
    const files = ['e2e/a.e2e.ts', 'e2e/info.e2e.ts', 'e2e/shell.e2e.ts', 'e2e/visual.e2e.ts', 'e2e/z.e2e.ts'];
    const [first, second] = browserTestHalves(files, seconds);
    expect([...first, ...second].sort()).toEqual([...files].sort());
    expect(first.filter((file) => second.includes(file))).toEqual([]);
    expect(first).toEqual(files.filter((file) => first.includes(file)));
    expect(second).toEqual(files.filter((file) => second.includes(file)));
  });

  it('comes out even: the halves differ by no more than one typical file', () => {
    const small = Array.from({ length: 10 }, (_, index) => `e2e/small-${index}.e2e.ts`);
    const costs: Record<string, number> = { ...seconds, ...Object.fromEntries(small.map((file) => [file, 25])) };
    const [first, second] = browserTestHalves(['e2e/visual.e2e.ts', 'e2e/shell.e2e.ts', 'e2e/info.e2e.ts', ...small], costs);
    const total = (half: string[]) => half.reduce((sum, file) => sum + costs[file]!, 0);
    // 330 + 77 + 67 + 10 files of 25 s = 724 s: 355 and 369, the long file with one small one.
    expect(first).toEqual(['e2e/visual.e2e.ts', 'e2e/small-8.e2e.ts']);
    expect([total(first), total(second)]).toEqual([355, 369]);
  });

  it('balances files of equal cost one for one, a lone file in the first half', () => {
    expect(browserTestHalves(['e2e/a.e2e.ts', 'e2e/b.e2e.ts', 'e2e/c.e2e.ts'], {})).toEqual([
      ['e2e/a.e2e.ts', 'e2e/c.e2e.ts'],
      ['e2e/b.e2e.ts'],
    ]);
    expect(browserTestHalves(['e2e/a.e2e.ts'], {})).toEqual([['e2e/a.e2e.ts'], []]);
  });
});
