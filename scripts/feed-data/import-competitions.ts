/**
 * Imports the competition context around our reference matches from the CC0 sources in
 * ../shared/data into server/data, in our own compact format. A local tool: the sources are not
 * in the repository and must never be copied into it; only these extracted facts are.
 *
 *   npx tsx scripts/feed-data/import-competitions.ts [--data ../shared/data] [--out server/data]
 *
 * Writes (zod schemas in server/src/competition/schema.ts; one team, match or meeting a line):
 *
 * competitions/{laliga-2018-19,euro-2020,worldcup-2022}.json
 *   { id, name, season, format: "league" | "tournament",
 *     teams: [{ id: lower-case slug, name, code: 3 letters (FIFA for nations),
 *              country?: a national team's ISO 3166 region (AR, GB-ENG) }],
 *     matches: [{ id: "<date>-<home>-<away>", date: local date, kickoff?: UTC ISO date-time,
 *                 round: as the source names it, group?: "A".."H",
 *                 home, away: team ids, ft: [h, a], ht?: [h, a],
 *                 aet?: [h, a] (after extra time, 90 minutes included), pens?: [h, a] (shoot-out),
 *                 scorers?: [{ side: the side the goal counts for, name, minute, offset? (stoppage),
 *                              penalty?: true, ownGoal?: true }] in time order, [] for 0-0 }] }
 *   `format` tells a league (one table) from a tournament (group tables; matches without a
 *   group are knockout and count in none). Scores equal the source. `scorers` is absent where the
 *   source has none (La Liga), and when present it always adds up to the final score.
 *
 * h2h/{argentina-france,turkey-italy,barcelona-alaves}.json
 *   { teams: [team, team], coverage: what the list covers, in words,
 *     meetings: [{ date, home, away, homeScore, awayScore (after extra time, no shoot-out),
 *                  tournament, city?, country?, neutral, shootoutWinner?: team id }] oldest first }
 *   The national pairs hold every meeting in international/results.csv up to the reference
 *   match (2022-12-18 final, 2021-06-11 Euro opener). Barcelona v Alavés holds only the two
 *   La Liga 2018/19 meetings, because that season is all the data has for clubs.
 *
 * Fixes to the sources (a misfiled set of scorers, one player under two spellings) are listed,
 * with their reason, in build.ts. The import fails rather than guess: an unknown team name, a
 * scorer list that does not add up or a likely duplicate player stops it with the file named.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFeedFiles } from './build.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    data: { type: 'string', default: path.resolve(root, '../shared/data') },
    out: { type: 'string', default: path.join(root, 'server/data') },
  },
});
const dataDir = path.resolve(values.data);
const outDir = path.resolve(values.out);

try {
  const files = await buildFeedFiles(dataDir);
  for (const [relative, content] of files) {
    const target = path.join(outDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  console.log(`import-competitions: ${files.size} files from ${dataDir} into ${path.relative(process.cwd(), outDir) || '.'}`);
  for (const [relative, content] of files) console.log(`  ${relative} (${(Buffer.byteLength(content) / 1024).toFixed(1)} kB)`);
} catch (error) {
  console.error(`import-competitions: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
