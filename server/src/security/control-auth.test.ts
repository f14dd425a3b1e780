import { describe, expect, it } from 'vitest';
import { hasControlToken, isLoopbackAddress, WrongTokens } from './control-auth.ts';

describe('the control token check', () => {
  it('takes the bearer token alone', () => {
    expect(hasControlToken('Bearer right-token', 'right-token')).toBe(true);
    expect(hasControlToken('right-token', 'right-token')).toBe(false);
    expect(hasControlToken('Bearer wrong', 'right-token')).toBe(false);
    expect(hasControlToken(undefined, 'right-token')).toBe(false);
  });

  it('knows a loopback peer in every form node gives it', () => {
    expect(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['192.0.2.7', '::ffff:192.0.2.7', 'fd00::2', undefined].some(isLoopbackAddress)).toBe(false);
  });
});

describe('wrong control tokens per address', () => {
  it('locks an address out after max wrong tokens until its window ends, and no other address', () => {
    let now = 0;
    const wrong = new WrongTokens(3, 60_000, () => now);
    for (let index = 0; index < 2; index += 1) wrong.wrong('203.0.113.9');
    expect(wrong.lockedFor('203.0.113.9')).toBe(0);
    wrong.wrong('203.0.113.9');
    now = 10_000;
    expect(wrong.lockedFor('203.0.113.9')).toBe(50_000);
    expect(wrong.lockedFor('198.51.100.1')).toBe(0);
    now = 60_000;
    expect(wrong.lockedFor('203.0.113.9')).toBe(0);
    wrong.wrong('203.0.113.9');
    expect(wrong.lockedFor('203.0.113.9')).toBe(0);
  });

  it('stays bounded however many addresses guess', () => {
    let now = 0;
    const wrong = new WrongTokens(1, 60_000, () => now);
    for (let index = 0; index < 120_000; index += 1) wrong.wrong(`2001:db8::${index.toString(16)}`);
    expect(wrong.lockedFor('2001:db8::0')).toBe(0);
    expect(wrong.lockedFor(`2001:db8::${(119_999).toString(16)}`)).toBe(60_000);
    now = 61_000;
    wrong.wrong('203.0.113.9');
    expect(wrong.lockedFor('203.0.113.9')).toBe(60_000);
  });
});
