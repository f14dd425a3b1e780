import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { headToHeadFileSchema, type Competition, type HeadToHeadFile, type Meeting } from '../../server/src/competition/schema.ts';
import { historyFileSchema, maxHistoryMatches } from '../../server/src/analytics/history.ts';
import { scenarioSchema } from '../../server/src/scenario/schema.ts';
import { formatDataFile } from './format-json.ts';
import { goalscorerColumns, historyFile } from './histories.ts';
import { csvRecords, meetingsBetween, resultColumns, shootoutColumns } from './international.ts';
import { toCompetition, type CompetitionSource } from './openfootball.ts';
import { laLigaClubs, nations, teamNamed } from './teams.ts';
import { bundesligaClubs, championsLeagueClubs, ligue1Clubs, premierLeagueClubs, serieAClubs } from './clubs.ts';

/** The competitions we import, with what each source leaves unsaid (time zone) or gets wrong. */
export const competitionSources: readonly CompetitionSource[] = [
  {
    id: 'laliga-2018-19',
    name: 'La Liga',
    season: '2018/19',
    format: 'league',
    file: 'openfootball/leagues/2018-19/es.1.json',
    // Spanish local time: Barcelona v Alavés is "22:15", the 20:15 UTC kick-off of 18 August 2018.
    timeZone: 'Europe/Madrid',
    teams: laLigaClubs,
    hasScorers: false,
  },
  {
    id: 'premier-league-2018-19',
    name: 'Premier League',
    season: '2018/19',
    format: 'league',
    file: 'openfootball/leagues/2018-19/en.1.json',
    // British time: Manchester United v Leicester opened the season on a Friday at "20:00", 19:00 UTC.
    timeZone: 'Europe/London',
    teams: premierLeagueClubs,
    hasScorers: false,
  },
  {
    id: 'serie-a-2018-19',
    name: 'Serie A',
    season: '2018/19',
    format: 'league',
    file: 'openfootball/leagues/2018-19/it.1.json',
    // Italian time: Chievo v Juventus is "18:00", 16:00 UTC on 18 August 2018.
    timeZone: 'Europe/Rome',
    teams: serieAClubs,
    hasScorers: false,
  },
  {
    id: 'bundesliga-2018-19',
    name: 'Bundesliga',
    season: '2018/19',
    format: 'league',
    file: 'openfootball/leagues/2018-19/de.1.json',
    // German time: Bayern v Hoffenheim opened the season at "20:30", 18:30 UTC.
    timeZone: 'Europe/Berlin',
    teams: bundesligaClubs,
    hasScorers: false,
  },
  {
    id: 'ligue-1-2018-19',
    name: 'Ligue 1',
    season: '2018/19',
    format: 'league',
    file: 'openfootball/leagues/2018-19/fr.1.json',
    // French time: Marseille v Toulouse is "20:45", 18:45 UTC on 10 August 2018.
    timeZone: 'Europe/Paris',
    teams: ligue1Clubs,
    hasScorers: false,
  },
  {
    id: 'champions-league-2018-19',
    name: 'UEFA Champions League',
    season: '2018/19',
    format: 'tournament',
    file: 'openfootball/leagues/2018-19/uefa.cl.json',
    // UEFA's Central European times, wherever the ground: the final in Madrid is "21:00".
    // The file starts at the group stage; its group matches are rounds named "Group A".
    timeZone: 'Europe/Berlin',
    teams: championsLeagueClubs,
    hasScorers: false,
  },
  {
    id: 'worldcup-2018',
    name: 'FIFA World Cup',
    season: '2018',
    format: 'tournament',
    file: 'openfootball/worldcup/2018/worldcup.json',
    // Every time carries its offset ("18:00 UTC+3"; Yekaterinburg "17:00 UTC+5"), so the zone is a fallback only.
    timeZone: 'Europe/Moscow',
    teams: nations,
    hasScorers: true,
    corrections: {
      // The file names a scorer in full in some matches and by surname or initial in others:
      // left alone, Kane would top the chart with 4 and 2, not 6. Each goes under his full name.
      scorerNames: {
        Agüero: 'Sergio Agüero',
        'E. Hazard': 'Eden Hazard',
        Lukaku: 'Romelu Lukaku',
        'R. Lukaku': 'Romelu Lukaku',
        Coutinho: 'Philippe Coutinho',
        'P. Coutinho': 'Philippe Coutinho',
        'Neymar Jr': 'Neymar',
        'Y. Mina': 'Yerry Mina',
        Perišić: 'Ivan Perišić',
        Mandžukić: 'Mario Mandžukić',
        Kane: 'Harry Kane',
        Griezmann: 'Antoine Griezmann',
        Mbappé: 'Kylian Mbappé',
        Inui: 'Takashi Inui',
        Dzyuba: 'Artem Dzyuba',
        Cheryshev: 'Denis Cheryshev',
        Costa: 'Diego Costa',
        Khazri: 'Wahbi Khazri',
        'E. Cavani': 'Edinson Cavani',
      },
    },
  },
  {
    id: 'euro-2020',
    name: 'UEFA Euro 2020',
    season: '2021',
    format: 'tournament',
    file: 'openfootball/euro/2020/euro.json',
    // UEFA published every kick-off in Central European Summer Time, wherever the ground
    // (Baku, London, St Petersburg); the file follows: Turkey v Italy in Rome is "21:00".
    timeZone: 'Europe/Berlin',
    teams: nations,
    hasScorers: true,
    corrections: {
      // The file puts Kane (2), Maguire and Henderson under Ukraine in a 0-4 England win.
      swappedScorerSides: ['2021-07-03 Ukraine v England'],
    },
  },
  {
    id: 'worldcup-2022',
    name: 'FIFA World Cup',
    season: '2022',
    format: 'tournament',
    file: 'openfootball/worldcup/2022/worldcup.json',
    // Qatar time: the final is "18:00", 15:00 UTC.
    timeZone: 'Asia/Qatar',
    teams: nations,
    hasScorers: true,
    corrections: {
      scorerNames: {
        // One player, two spellings: left alone, Mbappé would top the chart with 6, not 8.
        Mbappé: 'Kylian Mbappé',
        Rashford: 'Marcus Rashford',
        'Ritsu Doan': 'Ritsu Dōan',
        'Salem Al Dawasari': 'Salem Al Dawsari',
        // Misspellings shown to users.
        'Wout Werghost': 'Wout Weghorst',
        'Hakim Zyiech': 'Hakim Ziyech',
        'Aurelién Tchouaméni': 'Aurélien Tchouaméni',
      },
    },
  },
];

/** National-team records from international/results.csv, each up to the match it frames. */
export const internationalPairs = [
  // The 2022 World Cup final.
  { file: 'argentina-france', teams: ['Argentina', 'France'], until: '2022-12-18', scenario: 'wc2022-final' },
  // The Euro 2020 opener; results.csv lists Italy as the home side in Rome.
  { file: 'turkey-italy', teams: ['Turkey', 'Italy'], until: '2021-06-11', scenario: 'euro2020-tur-ita' },
] as const;

const scenariosDir = path.resolve(import.meta.dirname, '../../server/scenarios');

/**
 * Every file we write, path relative to server/data -> content. Pure apart from reading the
 * sources: the same sources give the same bytes, so a re-import diffs only on real changes.
 */
export async function buildFeedFiles(dataDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const competitions = new Map<string, Competition>();
  for (const source of competitionSources) {
    const json: unknown = JSON.parse(await readFile(path.join(dataDir, source.file), 'utf8'));
    const competition = toCompetition(source, json);
    competitions.set(competition.id, competition);
    files.set(`competitions/${competition.id}.json`, formatDataFile(competition));
  }

  const results = csvRecords(await readFile(path.join(dataDir, 'international/results.csv'), 'utf8'), resultColumns, 'results.csv');
  const shootouts = csvRecords(await readFile(path.join(dataDir, 'international/shootouts.csv'), 'utf8'), shootoutColumns, 'shootouts.csv');
  const goalscorers = csvRecords(
    await readFile(path.join(dataDir, 'international/goalscorers.csv'), 'utf8'),
    goalscorerColumns,
    'goalscorers.csv',
  );
  for (const pair of internationalPairs) {
    const [a, b] = pair.teams.map((name) => teamNamed(nations, name, 'international/results.csv'));
    if (!a || !b) throw new Error(`${pair.file}: needs two teams`);
    const meetings = meetingsBetween(results, shootouts, { [pair.teams[0]]: a.id, [pair.teams[1]]: b.id }, pair.until);
    const coverage = `Every men's full international between ${a.name} and ${b.name} up to and including ${pair.until}.`;
    files.set(`h2h/${pair.file}.json`, formatDataFile(checkedHeadToHead({ teams: [a, b], coverage, meetings }, pair.file)));

    // Each team's recent past, its scorers matched to the reference match's squads (by name).
    const scenario = scenarioSchema.parse(JSON.parse(await readFile(path.join(scenariosDir, `${pair.scenario}.json`), 'utf8')));
    const squadOf = (code: string) =>
      [scenario.home, scenario.away].find((team) => team.code === code)?.players ?? fail(`${pair.scenario} has no ${code}`);
    const history = historyFile(
      [
        { id: a.id, sourceName: pair.teams[0], squad: squadOf(a.code) },
        { id: b.id, sourceName: pair.teams[1], squad: squadOf(b.code) },
      ],
      pair.until,
      maxHistoryMatches,
      { results, shootouts, goalscorers },
    );
    const checked = historyFileSchema.safeParse(history);
    if (!checked.success) throw new Error(`histories/${pair.file}: ${checked.error.issues[0]?.message ?? 'invalid'}`);
    files.set(`histories/${pair.file}.json`, formatDataFile(checked.data));
  }

  const laLiga = competitions.get('laliga-2018-19');
  if (!laLiga) throw new Error('La Liga 2018/19 was not imported');
  // The two La Liga matches we hold StatsBomb events for: Barcelona v Alavés and Barcelona v Girona.
  for (const rival of ['alaves', 'girona']) {
    const file = `barcelona-${rival}`;
    files.set(`h2h/${file}.json`, formatDataFile(checkedHeadToHead(leagueMeetings(laLiga, 'barcelona', rival), file)));
  }
  return files;
}

/**
 * A club record from one league season: all our data holds for clubs. `coverage` says so, and
 * city and country stay out because the source does not give them.
 */
function leagueMeetings(league: Competition, teamA: string, teamB: string): HeadToHeadFile {
  const team = (id: string) => league.teams.find((candidate) => candidate.id === id) ?? fail(`${league.id} has no team ${id}`);
  const meetings = league.matches
    .filter((match) => (match.home === teamA && match.away === teamB) || (match.home === teamB && match.away === teamA))
    .map((match): Meeting => ({
      date: match.date,
      home: match.home,
      away: match.away,
      homeScore: match.ft[0],
      awayScore: match.ft[1],
      tournament: league.name,
      // A league match is played at the home side's ground.
      neutral: false,
    }));
  return {
    teams: [team(teamA), team(teamB)],
    coverage: `Only the ${league.name} ${league.season} meetings: earlier seasons are not in our data.`,
    meetings,
  };
}

function checkedHeadToHead(file: HeadToHeadFile, name: string): HeadToHeadFile {
  const checked = headToHeadFileSchema.safeParse(file);
  if (!checked.success) throw new Error(`h2h/${name}: ${checked.error.issues[0]?.message ?? 'invalid'}`);
  return checked.data;
}

function fail(message: string): never {
  throw new Error(message);
}
