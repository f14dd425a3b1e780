// `npm run bench:size`: the JavaScript and CSS that the first paint of /scoreboard fetches, in gzip
// bytes, against the budget, and every chunk of the DEFAULT bundle marked loaded or lazy. Prints
// figures; asserts nothing (the size gate is e2e/size.e2e.ts).
import { firstPaintJsBudgetBytes } from './budgets.ts';
import { inPlayEventId } from './feed-events.ts';
import { measureFirstPaint } from './first-paint.ts';
import { startFreshBundle } from './fresh-bundle.ts';
import { formatSizeReport } from './size-report.ts';

// BENCH_FACTS_FIRST=0: the bundle as `npm run build -- --no-facts-first` makes it, for a before-and-after measure.
const factsFirst = process.env.BENCH_FACTS_FIRST !== '0';
console.log(`bench:size: building the DEFAULT bundle${factsFirst ? '' : ' without the facts-first script'} into a temporary folder…`);
const bundle = await startFreshBundle({ factsFirst, onProgress: (line) => console.log(`  ${line}`) });
try {
  const eventId = await inPlayEventId(bundle.feedUrl);
  const figures = await measureFirstPaint({
    bundleDir: bundle.bundleDir,
    url: `${bundle.widgetUrl}/scoreboard?eventId=${eventId}&lang=en`,
    ready: '[data-testid="side-score"]',
  });
  console.log(`\n${formatSizeReport(figures, firstPaintJsBudgetBytes, bundle.chunkSources)}`);
} finally {
  await bundle.close();
}
