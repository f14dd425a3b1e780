import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison; hashing first gives equal lengths, which timingSafeEqual needs. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
