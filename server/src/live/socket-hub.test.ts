import { describe, expect, it } from 'vitest';
import { textFrameOf } from './socket-hub.ts';

/** Reads one unmasked frame per RFC 6455 section 5.2. */
function readFrame(frame: Buffer): { fin: boolean; opcode: number; masked: boolean; payload: string } {
  const short = frame[1]! & 0x7f;
  const [length, offset] = short === 126 ? [frame.readUInt16BE(2), 4] : short === 127 ? [Number(frame.readBigUInt64BE(2)), 10] : [short, 2];
  expect(frame.byteLength).toBe(offset + length);
  return {
    fin: (frame[0]! & 0x80) !== 0,
    opcode: frame[0]! & 0x0f,
    masked: (frame[1]! & 0x80) !== 0,
    payload: frame.subarray(offset).toString(),
  };
}

describe('textFrameOf', () => {
  it.each([5, 125, 126, 200, 65_535, 65_536, 70_000])('frames a %i-byte text message in one final, unmasked text frame', (length) => {
    const text = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
    expect(readFrame(textFrameOf(Buffer.from(text)))).toEqual({ fin: true, opcode: 1, masked: false, payload: text });
  });
});
