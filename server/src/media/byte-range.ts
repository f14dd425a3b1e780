/**
 * The part of a file a `Range` header asks for (RFC 9110 section 14), for the one form players
 * send: a single `bytes=start-end`, `bytes=start-` or `bytes=-suffixLength` range.
 * - `whole`: no header, or one we do not serve as a range (several ranges, another unit): the
 *   whole file with 200, as the RFC allows;
 * - `part`: bytes `start` to `end` inclusive (an end past the file is cut to it), answered 206;
 * - `unsatisfiable`: a range that starts past the end (or an empty `bytes=-`), answered 416 with
 *   the file's size in `content-range`.
 */
export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

export function byteRange(header: string | undefined, size: number): ByteRange {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!range) return { kind: 'whole' };
  const [, first = '', last = ''] = range;
  const start = first ? Number(first) : Math.max(0, size - Number(last));
  const end = first && last ? Math.min(Number(last), size - 1) : size - 1;
  if (start > end || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
