// Usage: npx tsx scripts/screenshot.ts URL OUT_PREFIX [widths…]: full-page PNGs for looking at a screen.
import { launchChromium } from './lib/chromium.ts';

const [url, prefix = '/tmp/shot', ...widthArgs] = process.argv.slice(2);
if (!url) {
  console.error('usage: npx tsx scripts/screenshot.ts URL OUT_PREFIX [320 480 …]');
  process.exit(2);
}
const widths = widthArgs.length ? widthArgs.map(Number) : [320, 480];
const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 720 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
    console.log(`${prefix}-${width}.png`);
    await page.close();
  }
} finally {
  await browser.close();
}
