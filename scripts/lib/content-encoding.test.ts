import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isCompressible, negotiateEncoding } from './content-encoding.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['*', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text, not formats that are compressed already', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'text/css', 'application/json', 'image/svg+xml']) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'video/mp4', 'application/octet-stream']) {
      expect(isCompressible(type), type).toBe(false);
    }
  });
});

describe('compress', () => {
  const text = Buffer.from('export const score = { home: 1, away: 0 };\n'.repeat(200));

  it('round-trips through brotli and gzip, and makes text smaller', async () => {
    const br = await compress(text, 'br');
    const gz = await compress(text, 'gzip');
    expect(brotliDecompressSync(br).equals(text)).toBe(true);
    expect(gunzipSync(gz).equals(text)).toBe(true);
    expect(br.byteLength).toBeLessThan(text.byteLength / 10);
    expect(gz.byteLength).toBeLessThan(text.byteLength / 10);
  });
});
