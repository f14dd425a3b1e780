import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let axeSource: Promise<string> | undefined;

/** axe-core's serious and critical findings on the page as it is now, one readable line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the browser's tooling, not added as an inline script: the widget's strict
  // Content-Security-Policy (docs/embedding.md) refuses a script tag without the page's nonce.
  // Once a page: a page moved from screen to screen inside the app keeps it (about 0.2 s a parse).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.targets)}`);
}

/** Whether anything on the page is wider than the viewport (a fan would have to scroll sideways). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
