import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { pages } from '../contract/pages.ts';
import { chromiumForFile, openPage } from './support/browser.ts';

const widgets = inject('widgetUrls');
const chromium = chromiumForFile();
let axeSource = '';

beforeAll(async () => {
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical findings on the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
}

// A match in play with stream credentials, so every item and tab that can show does.
const query = 'eventId=demo-live&lang=en&token=t&outletkey=o&stream=s&user=u';

describe('accessibility: axe-core finds no serious or critical violation', () => {
  it('DEFAULT home without a match (the brand preview)', async () => {
    const { page } = await openPage(chromium.browser, widgets.DEFAULT!);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  // Every page in the dark DEFAULT brand; one page of each section in the light brand, whose
  // structure is the same and whose colours are what differs.
  const cases = [
    ...pages.map((definition) => ['DEFAULT', definition.path] as const),
    ...(
      [
        '/scoreboard',
        '/scoreboard/scorers',
        '/scoreboard/commentary',
        '/watch/pitchView',
        '/stats/live-stats/summary',
        '/info/form',
      ] as const
    ).map((path) => ['DEFAULT_LIGHT', path] as const),
  ];
  it.each(cases)('%s %s', async (brand, path) => {
    const { page } = await openPage(chromium.browser, `${widgets[brand]}${path}?${query}`);
    // Settled: the side header has the status, the lazy screen has replaced its skeleton.
    await page.getByTestId('side-header').getByRole('link').first().waitFor();
    await page.getByTestId('content').first().waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
