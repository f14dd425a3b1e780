/**
 * Writes every match of the catalogue (server/src/event/match-catalogue.ts: the competitions
 * compiled into server/data from ../shared/data) into the store of record, one match a row with
 * its teams, as `catalogueRecord` shapes it. Run again, it replaces each match with the same facts.
 *
 *   npx tsx scripts/feed-data/catalogue-to-store.ts [--data-dir .feed-data] [--database-url postgres://…]
 *
 * Without an option it uses FEED_DATA_DIR or DATABASE_URL as the feed does. A match that a
 * replay serves keeps the catalogue's own id here (the store knows nothing of the demo's replays).
 */
import { parseArgs } from 'node:util';
import { catalogueRecord } from '../../server/src/event/catalogue-records.ts';
import { loadMatchCatalogue } from '../../server/src/event/match-catalogue.ts';
import { openStore } from '../../server/src/store/store.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: process.env.FEED_DATA_DIR },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
});

const store = await openStore({
  ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
});
try {
  const catalogue = await loadMatchCatalogue();
  const started = performance.now();
  for (const entry of catalogue.matches) await store.matches.upsert(catalogueRecord(entry));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `catalogue-to-store: ${catalogue.matches.length} matches of ${catalogue.competitions.length} competitions written to ${store.kind} in ${seconds} s`,
  );
} finally {
  await store.close();
}
