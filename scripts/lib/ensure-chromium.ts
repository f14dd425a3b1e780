import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

/**
 * CONTRACT.md lets `npm test` install Debian's Chromium when it is missing and it runs as root.
 * Anywhere else it stops with the command to run.
 */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it: sudo apt-get install -y chromium`);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
