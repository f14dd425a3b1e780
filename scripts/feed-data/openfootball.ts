import { z } from 'zod';
import { chronological } from '../../server/src/competition/match-time.ts';
import { competitionSchema, type Competition, type Match, type Scorer, type Team } from '../../server/src/competition/schema.ts';
import { kickoffUtc } from './kickoff.ts';
import { slugify, teamNamed } from './teams.ts';

/** Reads openfootball's football.json files (CC0) into our competition format. */

const sourceScorePair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const sourceGoalSchema = z.object({
  name: z.string().min(1),
  minute: z.number().int(),
  offset: z.number().int().optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});
type SourceGoal = z.infer<typeof sourceGoalSchema>;

const sourceMatchSchema = z.object({
  round: z.string().min(1).optional(),
  date: z.iso.date(),
  time: z.string().optional(),
  // Leagues and the World Cup name teams; the Euro file gives { name, code }.
  team1: z.union([z.string().min(1), z.object({ name: z.string().min(1), code: z.string() })]),
  team2: z.union([z.string().min(1), z.object({ name: z.string().min(1), code: z.string() })]),
  score: z.object({ ft: sourceScorePair, ht: sourceScorePair.optional(), et: sourceScorePair.optional(), p: sourceScorePair.optional() }),
  goals1: z.array(sourceGoalSchema).optional(),
  goals2: z.array(sourceGoalSchema).optional(),
  group: z.string().optional(),
});
type SourceMatch = z.infer<typeof sourceMatchSchema>;

// Two layouts: a flat match list (leagues, World Cup) or matches inside named rounds (Euro).
const sourceFileSchema = z.union([
  z.object({ name: z.string(), matches: z.array(sourceMatchSchema) }),
  z.object({ name: z.string(), rounds: z.array(z.object({ name: z.string().min(1), matches: z.array(sourceMatchSchema) })) }),
]);

/** Where the source is wrong or inconsistent, fixed by name so every fix is reviewed. */
export interface Corrections {
  /** Source spelling -> ours, where one player is spelt two ways or misspelt. */
  scorerNames?: Readonly<Record<string, string>>;
  /** Matches whose goals the source lists under the other team ("date team1 v team2"). */
  swappedScorerSides?: readonly string[];
}

export interface CompetitionSource {
  id: string;
  name: string;
  season: string;
  format: Competition['format'];
  /** Path of the source file inside the data folder, for messages. */
  file: string;
  /** IANA zone of the source's wall-clock kick-off times. */
  timeZone: string;
  teams: Readonly<Record<string, Team>>;
  /** True when the source lists every goal; then a goalless match gets `scorers: []`. */
  hasScorers: boolean;
  corrections?: Corrections;
}

export function toCompetition(source: CompetitionSource, json: unknown): Competition {
  const parsed = sourceFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${source.file}: not an openfootball match file: ${parsed.error.issues[0]?.message ?? ''}`);
  const file = parsed.data;
  const sourceMatches: (SourceMatch & { round: string })[] =
    'matches' in file
      ? file.matches.map((match, index) => ({ ...match, round: match.round ?? fail(`${source.file}: match ${index + 1} has no round`) }))
      : file.rounds.flatMap((round) => round.matches.map((match) => ({ ...match, round: match.round ?? round.name })));

  const swapped = new Set(source.corrections?.swappedScorerSides ?? []);
  const used = new Set<string>();
  const teams = new Map<string, Team>();
  const matches = sourceMatches.map((sourceMatch) => {
    const label = `${sourceMatch.date} ${teamName(sourceMatch.team1)} v ${teamName(sourceMatch.team2)}`;
    const where = `${source.file}: ${label}`;
    const home = resolveTeam(source, sourceMatch.team1, where);
    const away = resolveTeam(source, sourceMatch.team2, where);
    teams.set(home.id, home);
    teams.set(away.id, away);
    if (swapped.has(label)) used.add(label);
    return toMatch(source, sourceMatch, home, away, swapped.has(label), where);
  });
  const unused = [...swapped].filter((label) => !used.has(label));
  if (unused.length > 0) throw new Error(`${source.file}: correction for a match not in the file: ${unused.join('; ')}`);

  const competition = {
    id: source.id,
    name: source.name,
    season: source.season,
    format: source.format,
    teams: [...teams.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    matches: matches.sort(chronological),
  };
  const checked = competitionSchema.safeParse(competition);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const path = issue?.path ?? [];
    const match = path[0] === 'matches' && typeof path[1] === 'number' ? competition.matches[path[1]]?.id : undefined;
    throw new Error(`${source.file}: ${match ?? path.join('.')}: ${issue?.message ?? 'invalid'}`);
  }
  const duplicates = suspectedDuplicateScorers(checked.data);
  if (duplicates.length > 0) {
    throw new Error(
      `${source.file}: one player under two names? ${duplicates.join('; ')}. Add the spelling to its scorerNames correction.`,
    );
  }
  return checked.data;
}

function toMatch(
  source: CompetitionSource,
  sourceMatch: SourceMatch & { round: string },
  home: Team,
  away: Team,
  swapSides: boolean,
  where: string,
): Match {
  const { score } = sourceMatch;
  const match: Match = {
    id: `${sourceMatch.date}-${home.id}-${away.id}`,
    date: sourceMatch.date,
    ...(sourceMatch.time ? { kickoff: kickoffUtc(sourceMatch.date, sourceMatch.time, source.timeZone) } : {}),
    round: sourceMatch.round,
    ...(groupOf(sourceMatch) === undefined ? {} : { group: groupLetter(groupOf(sourceMatch) ?? '', where) }),
    home: home.id,
    away: away.id,
    ft: score.ft,
    ...(score.ht ? { ht: score.ht } : {}),
    ...(score.et ? { aet: score.et } : {}),
    ...(score.p ? { pens: score.p } : {}),
  };
  if (!source.hasScorers) return match;
  const [homeGoals, awayGoals] = swapSides ? [sourceMatch.goals2, sourceMatch.goals1] : [sourceMatch.goals1, sourceMatch.goals2];
  const scorers = [
    ...(homeGoals ?? []).map((goal) => toScorer(goal, 'home', source.corrections?.scorerNames)),
    ...(awayGoals ?? []).map((goal) => toScorer(goal, 'away', source.corrections?.scorerNames)),
  ];
  // The source lists goals team by team; the widget wants them in the order they were scored.
  // The sort is stable, so two goals in one minute keep home before away.
  scorers.sort((a, b) => clockOrder(a) - clockOrder(b));
  return { ...match, scorers };
}

function toScorer(goal: SourceGoal, side: Scorer['side'], names: Readonly<Record<string, string>> = {}): Scorer {
  return {
    side,
    name: names[goal.name] ?? goal.name,
    minute: goal.minute,
    ...(goal.offset ? { offset: goal.offset } : {}),
    ...(goal.penalty ? { penalty: true as const } : {}),
    ...(goal.owngoal ? { ownGoal: true as const } : {}),
  };
}

/** 45+3' comes before 46'. */
function clockOrder(scorer: Scorer): number {
  return scorer.minute * 100 + (scorer.offset ?? 0);
}

/** The group a match is in: its own field, or (the Champions League file) a round named "Group A". */
function groupOf(sourceMatch: SourceMatch & { round: string }): string | undefined {
  return sourceMatch.group ?? (/^Group [A-Z]$/.test(sourceMatch.round) ? sourceMatch.round : undefined);
}

function groupLetter(group: string, where: string): string {
  const letter = /^Group ([A-Z])$/.exec(group)?.[1];
  return letter ?? fail(`${where}: cannot read group "${group}"`);
}

function teamName(team: SourceMatch['team1']): string {
  return typeof team === 'string' ? team : team.name;
}

function resolveTeam(source: CompetitionSource, team: SourceMatch['team1'], where: string): Team {
  const resolved = teamNamed(source.teams, teamName(team), where);
  if (typeof team !== 'string' && team.code !== resolved.code) {
    throw new Error(`${where}: the source codes ${team.name} ${team.code}, our table says ${resolved.code}`);
  }
  return resolved;
}

/**
 * Pairs of scorer names in one team that are probably one player: the same surname ("Mbappé"
 * and "Kylian Mbappé") or nearly the same spelling ("Al Dawsari", "Al Dawasari"). Either would
 * split a player's goals in the scoring chart.
 */
export function suspectedDuplicateScorers(competition: Competition): string[] {
  const byTeam = new Map<string, Set<string>>();
  for (const match of competition.matches) {
    for (const scorer of match.scorers ?? []) {
      if (scorer.ownGoal) continue;
      const teamId = match[scorer.side];
      byTeam.set(teamId, (byTeam.get(teamId) ?? new Set()).add(scorer.name));
    }
  }
  const suspects: string[] = [];
  for (const [teamId, names] of [...byTeam].sort()) {
    const list = [...names].sort();
    list.forEach((a, i) => {
      for (const b of list.slice(i + 1)) {
        const [plainA, plainB] = [slugify(a), slugify(b)];
        if (plainA.split('-').at(-1) === plainB.split('-').at(-1) || editDistance(plainA, plainB) <= 2)
          suspects.push(`${teamId}: "${a}" / "${b}"`);
      }
    });
  }
  return suspects;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function fail(message: string): never {
  throw new Error(message);
}
