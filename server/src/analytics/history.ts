import { z } from 'zod';
import { loadPairFile } from '../competition/data.ts';
import { slugPattern } from '../competition/schema.ts';

/**
 * The recorded recent matches of two national teams before a reference match, as
 * scripts/feed-data/import-competitions.ts writes them into server/data/histories/ from the
 * international results and scorers (martj42/international_results, CC0). The assistants, the
 * form and the season figures of a national team read its past from here and nothing else.
 */

export const historyScorerSchema = z.strictObject({
  /** As the source spells him. */
  name: z.string().min(1),
  /** The squad player of the reference match, when he is one (matched by name when imported). */
  playerId: z.string().min(1).optional(),
  minute: z.number().int().min(1).optional(),
  penalty: z.literal(true).optional(),
  /** Scored by an opponent into his own net: counts for the team, for no player of it. */
  ownGoal: z.literal(true).optional(),
});

export const historyMatchSchema = z.strictObject({
  /** The team whose match this is (a slug of the file's `teams`). */
  team: z.string().regex(slugPattern),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The opponent as the source names it. */
  opponent: z.string().min(1),
  venue: z.enum(['home', 'away', 'neutral']),
  tournament: z.string().min(1),
  /** After extra time where there was one; never the shoot-out. */
  goalsFor: z.number().int().min(0),
  goalsAgainst: z.number().int().min(0),
  shootout: z.enum(['won', 'lost']).optional(),
  /**
   * The team's goals, one entry a goal in time order, when the source lists all of them; absent
   * when it lists fewer than the score (then no player's goals are known for that match).
   */
  scorers: z.array(historyScorerSchema).optional(),
});

export const historyFileSchema = z
  .strictObject({
    teams: z.array(z.string().regex(slugPattern)).length(2),
    /** The reference match's date: every match listed is strictly before it. */
    until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    source: z.string().min(1),
    /** Most recent first, at most `maxHistoryMatches` per team. */
    matches: z.array(historyMatchSchema),
  })
  .superRefine((file, context) => {
    file.matches.forEach((match, index) => {
      if (!file.teams.includes(match.team)) {
        context.addIssue({ code: 'custom', path: ['matches', index, 'team'], message: `${match.team} is not one of the file's teams` });
      }
      if (match.date >= file.until) {
        context.addIssue({ code: 'custom', path: ['matches', index, 'date'], message: `${match.date} is not before ${file.until}` });
      }
      if (match.scorers && match.scorers.length !== match.goalsFor) {
        context.addIssue({
          code: 'custom',
          path: ['matches', index, 'scorers'],
          message: `${match.scorers.length} scorers for ${match.goalsFor} goals`,
        });
      }
    });
  });

export type HistoryMatch = z.infer<typeof historyMatchSchema>;
export type HistoryFile = z.infer<typeof historyFileSchema>;

/** The largest window the assistants accept (limits.ts): no more of a team's past is kept. */
export const maxHistoryMatches = 20;

const loaded = new Map<string, Promise<HistoryFile | null>>();

/**
 * Both teams' recorded past before their meeting (server/data/histories/), in whichever order the
 * ids are given; null when none is held. Read once per pair: the files do not change while serving.
 */
export function loadHistory(teamA: string, teamB: string): Promise<HistoryFile | null> {
  const key = [teamA, teamB].sort().join('\u0000');
  let file = loaded.get(key);
  if (!file) loaded.set(key, (file = loadPairFile('histories', teamA, teamB, historyFileSchema)));
  return file;
}
