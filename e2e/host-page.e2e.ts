import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/browser.ts';

const chromium = chromiumForFile();

describe('the demo host page', () => {
  it(
    'gives the embed snippet for its current settings, the credentials as placeholders, and follows each change',
    { timeout: 90_000 },
    async () => {
      const page = await chromium.browser.newPage();
      await page.goto(inject('hostPageUrl'));
      await page.frameLocator('#widget iframe').getByTestId('side-header').waitFor();
      const widgetUrl = `${inject('widgetUrls').DEFAULT}/`;
      const snippet = page.locator('#snippet');
      await expect.poll(() => snippet.textContent()).toContain(`import { mountMatchCentre } from "${widgetUrl}embed.js";`);
      const first = (await snippet.textContent())!;
      expect(first).toContain(`"widgetUrl": "${widgetUrl}"`);
      expect(first).toContain('"eventId": "demo-live"');
      expect(first).toContain('"lang": "en"');
      expect(first).toContain('"token": "<stream key from your backend>"');
      expect(first).not.toContain('hideTabs');

      await page.selectOption('#lang', 'de');
      await page.check('#hideTabs');
      await expect.poll(() => snippet.textContent()).toContain('"hideTabs": true');
      const changed = (await snippet.textContent())!;
      expect(changed).toContain('"lang": "de"');
      // The iframe the page mounted has the same settings the snippet gives.
      const src = new URL((await page.locator('#widget iframe').getAttribute('src'))!);
      expect(src.searchParams.get('lang')).toBe('de');
      expect(src.searchParams.get('hideTabs')).toBe('true');
      // What the page says it is, and where to read more.
      expect(await page.locator('#about').textContent()).toContain('through embed.js');
      await page.getByRole('link', { name: /^Embedding: / }).click();
      expect(await page.locator('body').textContent()).toContain('# Embedding the widget');
      await page.close();
    },
  );
});
