import type { HistoryFile, HistoryMatch } from '../../server/src/analytics/history.ts';
import { goals } from './international.ts';

/**
 * A national team's recent matches from international/results.csv, shootouts.csv and
 * goalscorers.csv (martj42/international_results, CC0), strictly before a reference match, with
 * the team's scorers matched to the reference match's squad. Pure: records in, file out.
 */

export const goalscorerColumns = ['date', 'home_team', 'away_team', 'team', 'scorer', 'minute', 'own_goal', 'penalty'] as const;

export interface SquadPlayer {
  id: string;
  name: string;
}

export interface HistoryTeam {
  /** Our slug. */
  id: string;
  /** As the sources spell it. */
  sourceName: string;
  squad: readonly SquadPlayer[];
}

type CsvRecord = Readonly<Record<string, string>>;

/** Accents and case set aside, so "Caglar Söyüncü" is "Çağlar Söyüncü" and "Ozan Kabak" stays himself. */
export function nameKey(name: string): string {
  return name
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The squad player a scorer is, by full name without accents; none when he is not in the squad. */
export function squadPlayerNamed(squad: readonly SquadPlayer[], scorer: string): SquadPlayer | undefined {
  const key = nameKey(scorer);
  const found = squad.filter((player) => nameKey(player.name) === key);
  if (found.length > 1) throw new Error(`goalscorers.csv: "${scorer}" matches ${found.map((player) => player.id).join(' and ')}`);
  return found[0];
}

export function teamHistory(
  team: HistoryTeam,
  until: string,
  count: number,
  sources: { results: readonly CsvRecord[]; shootouts: readonly CsvRecord[]; goalscorers: readonly CsvRecord[] },
): HistoryMatch[] {
  const key = (record: CsvRecord) => `${record.date}|${record.home_team}|${record.away_team}`;
  const shootoutWinner = new Map(sources.shootouts.map((record) => [key(record), record.winner ?? '']));
  const goalsOf = new Map<string, CsvRecord[]>();
  for (const record of sources.goalscorers) {
    if (record.team !== team.sourceName) continue;
    const list = goalsOf.get(key(record)) ?? [];
    list.push(record);
    goalsOf.set(key(record), list);
  }
  return sources.results
    .filter((record) => (record.home_team === team.sourceName || record.away_team === team.sourceName) && (record.date ?? '') < until)
    .sort((a, b) => (a.date! < b.date! ? 1 : a.date! > b.date! ? -1 : 0))
    .slice(0, count)
    .map((record): HistoryMatch => {
      const isHome = record.home_team === team.sourceName;
      const goalsFor = goals(record, isHome ? 'home_score' : 'away_score');
      const goalsAgainst = goals(record, isHome ? 'away_score' : 'home_score');
      const winner = shootoutWinner.get(key(record));
      const listed = goalsOf.get(key(record)) ?? [];
      return {
        team: team.id,
        date: record.date!,
        opponent: (isHome ? record.away_team : record.home_team)!,
        venue: record.neutral === 'TRUE' ? 'neutral' : isHome ? 'home' : 'away',
        tournament: record.tournament!,
        goalsFor,
        goalsAgainst,
        ...(winner ? { shootout: winner === team.sourceName ? 'won' : 'lost' } : {}),
        // The source lists every scorer of most matches and none or some of a few: a partial
        // list would credit a player with less than he scored, so then no scorer is claimed.
        ...(listed.length === goalsFor ? { scorers: listed.map((goal) => scorerOf(goal, team.squad)) } : {}),
      };
    });
}

function scorerOf(record: CsvRecord, squad: readonly SquadPlayer[]): NonNullable<HistoryMatch['scorers']>[number] {
  const name = record.scorer ?? '';
  const ownGoal = record.own_goal === 'TRUE';
  const player = ownGoal ? undefined : squadPlayerNamed(squad, name);
  const minute = Number(record.minute);
  return {
    name,
    ...(player ? { playerId: player.id } : {}),
    ...(Number.isInteger(minute) && minute > 0 ? { minute } : {}),
    ...(record.penalty === 'TRUE' ? { penalty: true as const } : {}),
    ...(ownGoal ? { ownGoal: true as const } : {}),
  };
}

export function historyFile(
  teams: readonly [HistoryTeam, HistoryTeam],
  until: string,
  count: number,
  sources: Parameters<typeof teamHistory>[3],
): HistoryFile {
  const matches = teams.flatMap((team) => teamHistory(team, until, count, sources));
  return {
    teams: teams.map((team) => team.id),
    until,
    source: `Men's full internationals and their scorers before ${until} (international results, martj42/international_results, CC0).`,
    matches,
  };
}
