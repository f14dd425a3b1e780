import { describe, expect, it, vi } from 'vitest';
import { installConsoleFilter } from './console-filter.ts';

describe('installConsoleFilter', () => {
  it('drops "Loading initial props cancelled" and passes everything else', () => {
    const error = vi.fn();
    const target = { error };
    const restore = installConsoleFilter(target);
    target.error(new Error('Loading initial props cancelled'));
    target.error('Loading initial props cancelled');
    target.error('Socket error', 42);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Socket error', 42);
    restore();
    target.error('Loading initial props cancelled');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
