import { chromium, type Browser } from 'playwright-core';
import { assertChromium, chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.ts';

/** Debian's Chromium, headless, with a fresh profile every launch. */
export async function launchChromium(): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
