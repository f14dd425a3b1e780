import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './chromium.ts';

/**
 * CONTRACT.md lets `npm test` install Debian's Chromium when it is missing and it runs as root:
 * the `chromium` package, and `chromium-headless-shell`, the same Chromium built as headless only,
 * which the tests drive where it is installed (scripts/lib/chromium.ts). Anywhere else a missing
 * Chromium stops it with the command to run; a missing headless shell only means the tests drive
 * the full Chromium.
 */
export function ensureChromium(): void {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(process.env.CHROMIUM_PATH || existsSync(headlessShellPath) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}. Install it: sudo apt-get install -y chromium`);
    return;
  }
  console.log(`Installing Debian's ${missing.join(' and ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  for (const name of missing) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
    } catch (error) {
      // Without the shell the tests run in Chromium; without Chromium nothing runs.
      if (name === 'chromium') throw error;
      console.log(`${name} could not be installed: the tests run in Chromium`);
    }
  }
}
