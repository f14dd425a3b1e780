import { intlLocale, type Language } from '../../../contract/languages.ts';
import type { AnswerSource, SourceCover } from '../../../contract/sources.ts';
import { hasEventData } from '../match-stats/summary.ts';
import type { Scenario } from '../scenario/schema.ts';

/**
 * Where each answer's facts come from (`sources`, contract/sources.ts), named as
 * ../shared/data/README.md says each source is credited, and for the facts no data file holds
 * (a referee, an attendance, the 2022 final's line-ups, cards and assists) the public record they
 * were taken from. One table of sources, one function per answer: docs/feed-protocol.md lists the
 * same, figure by figure.
 */

type Source = Omit<AnswerSource, 'covers'>;

export const statsBomb: Source = {
  id: 'statsBomb',
  name: 'StatsBomb',
  dataset: 'StatsBomb open data',
  licence: 'StatsBomb public data user agreement',
  url: 'https://github.com/statsbomb/open-data',
};

export const internationalResults: Source = {
  id: 'internationalResults',
  name: 'martj42/international_results',
  dataset: "International football results from 1872: every men's full international, its scorers and shoot-outs",
  licence: 'CC0 1.0',
  url: 'https://github.com/martj42/international_results',
};

/** openfootball's file of each competition we hold (server/data/competitions/, by competition id). */
const openfootballFiles: Readonly<Record<string, { dataset: string; url: string }>> = {
  'worldcup-2022': { dataset: 'openfootball/worldcup.json', url: 'https://github.com/openfootball/worldcup.json' },
  'euro-2020': { dataset: 'openfootball/euro.json', url: 'https://github.com/openfootball/euro.json' },
  'laliga-2018-19': { dataset: 'openfootball/football.json', url: 'https://github.com/openfootball/football.json' },
  'premier-league-2018-19': { dataset: 'openfootball/football.json', url: 'https://github.com/openfootball/football.json' },
  'serie-a-2018-19': { dataset: 'openfootball/football.json', url: 'https://github.com/openfootball/football.json' },
  'bundesliga-2018-19': { dataset: 'openfootball/football.json', url: 'https://github.com/openfootball/football.json' },
  'ligue-1-2018-19': { dataset: 'openfootball/football.json', url: 'https://github.com/openfootball/football.json' },
  'champions-league-2018-19': { dataset: 'openfootball/football.json', url: 'https://github.com/openfootball/football.json' },
  'worldcup-2018': { dataset: 'openfootball/worldcup.json', url: 'https://github.com/openfootball/worldcup.json' },
};

export function openfootball(competitionId: string): Source | null {
  const file = openfootballFiles[competitionId];
  return file ? { id: 'openfootball', name: 'openfootball', licence: 'CC0 1.0', ...file } : null;
}

/** FIFA's official match report of the 2022 final: the facts of the final that no data file holds. */
const fifaFinalReport: Source = {
  id: 'fifaMatchReport',
  name: 'FIFA',
  dataset: 'FIFA World Cup Qatar 2022, match 64 (final), Argentina v France, Lusail Stadium, 18 December 2022: official match report',
  licence: 'public record',
};

/**
 * The public record of each served match's facts that no data file holds, and what is taken from
 * it. The 2022 final has no event data: its line-ups, substitutions, cards, assists, shoot-out
 * order, referee and attendance are FIFA's official match report's. The StatsBomb matches take
 * only their referee from a record (StatsBomb's event files name none), and only where one we can
 * cite names him: Barcelona v Alavés has none, and is served without a referee.
 */
const publicRecords: Readonly<Record<string, { source: Source; covers: readonly SourceCover[] }>> = {
  'wc2022-final': {
    source: fifaFinalReport,
    covers: ['lineups', 'formations', 'substitutions', 'cards', 'assists', 'shootout', 'referee', 'attendance'],
  },
  'euro2020-tur-ita': {
    source: {
      id: 'publicRecord',
      name: 'UEFA',
      dataset:
        "UEFA's referee appointment for Turkey v Italy, UEFA EURO 2020, Rome, 11 June 2021: Danny Makkelie (Netherlands), as published by Sky Sport Italia on 9 June 2021",
      licence: 'public record',
      url: 'https://sport.sky.it/calcio/europei/2021/06/09/italia-turchia-arbitro',
    },
    covers: ['referee'],
  },
  // Barcelona v Alavés (18 August 2018) has no entry: no record we can cite names its referee, so none is served.
  'laliga-2018-19-bar-gir': {
    source: {
      id: 'publicRecord',
      name: 'elEconomista',
      dataset: 'elEconomista, match report of FC Barcelona v Girona, 23 September 2018 ("Gil Manzano expulsó a Lenglet")',
      licence: 'public record',
      url: 'http://ecodiario.eleconomista.es/futbol/noticias/9405345/09/18/Un-Barcelona-con-diez-se-deja-dos-puntos-en-casa-al-empatar-ante-un-gran-Girona.html',
    },
    covers: ['referee'],
  },
};

/**
 * Where the team totals a match without event data serves once play is over (the scenario's
 * `published`) were published, by scenario id: the 2022 final's shots and shots on target are
 * FIFA's match report's, its expected goals FBref's (Opta's model), as the scenario's
 * `published.source` says figure by figure.
 */
const publishedTotalsRecords: Readonly<Record<string, readonly Source[]>> = {
  'wc2022-final': [
    fifaFinalReport,
    {
      id: 'publicRecord',
      name: 'FBref (Opta)',
      dataset: 'FBref, match report of Argentina v France, FIFA World Cup 2022 final, 18 December 2022: expected goals (Opta)',
      licence: 'public record',
    },
  ],
};

/** By the scenario's id, which the demos share with the match they replay (demo-prematch replays wc2022-final). */
function recordOf(scenario: Scenario) {
  return publicRecords[scenario.id];
}

const listed = (source: Source | null | undefined, covers: readonly SourceCover[]): AnswerSource[] =>
  source && covers.length > 0 ? [{ ...source, covers: [...covers] }] : [];

/** One entry per dataset, with every figure the answer takes from it, in the order first named. */
function merged(sources: readonly AnswerSource[]): AnswerSource[] {
  const byDataset = new Map<string, AnswerSource>();
  for (const source of sources) {
    const known = byDataset.get(source.dataset);
    if (known) known.covers = [...new Set([...known.covers, ...source.covers])];
    else byDataset.set(source.dataset, { ...source, covers: [...source.covers] });
  }
  return [...byDataset.values()];
}

/** What the match's own record holds, from which source: every match answer about its play. */
function matchFacts(scenario: Scenario, asked: readonly SourceCover[]): AnswerSource[] {
  // No source is credited for a venue the answer does not give.
  const wanted = scenario.venue ? asked : asked.filter((cover) => cover !== 'venue');
  const record = recordOf(scenario);
  const fromRecord = new Set(record?.covers ?? []);
  if (hasEventData(scenario)) {
    const fromStatsBomb: readonly SourceCover[] = [
      'events',
      'lineups',
      'formations',
      'shots',
      'goals',
      'assists',
      'cards',
      'substitutions',
    ];
    return [
      ...listed(
        statsBomb,
        wanted.filter((cover) => fromStatsBomb.includes(cover)),
      ),
      ...listed(
        openfootball(scenario.competition.id),
        wanted.filter((cover) => cover === 'kickoff'),
      ),
      ...listed(
        record?.source,
        wanted.filter((cover) => fromRecord.has(cover) && !fromStatsBomb.includes(cover)),
      ),
    ];
  }
  const fromOpenfootball: readonly SourceCover[] = ['goals', 'kickoff', 'results', 'venue'];
  return [
    ...listed(
      openfootball(scenario.competition.id),
      wanted.filter((cover) => fromOpenfootball.includes(cover) && !fromRecord.has(cover)),
    ),
    ...listed(
      record?.source,
      wanted.filter((cover) => fromRecord.has(cover)),
    ),
  ];
}

/** `/commentary`, `/incidents`: the facts of the match and, with event data, its events. */
export function factsSources(scenario: Scenario): AnswerSource[] {
  return matchFacts(scenario, ['events', 'goals', 'assists', 'cards', 'substitutions', 'shootout']);
}

/** `/lineups`: line-ups and formations, the referee, and the attendance once it is served (after kick-off). */
export function lineupSources(scenario: Scenario, attendanceServed: boolean): AnswerSource[] {
  return matchFacts(scenario, [
    'lineups',
    'formations',
    'goals',
    'cards',
    'substitutions',
    'referee',
    ...(attendanceServed ? ['attendance' as const] : []),
  ]);
}

/**
 * `/lineups`' `credit`: the names the scoreboard credits before kick-off and while play goes on,
 * when its first paint reads this answer's facts and not yet its `sources`: every source the
 * answer names, so every fact the page shows is credited, listed as the fan's language lists them
 * ("openfootball, FIFA", "openfootball und FIFA", "openfootball、FIFA"), never a provider it has
 * no data from. A match with event data names its provider first (the scenario's credit:
 * "StatsBomb"), then the record its referee comes from ("StatsBomb, elEconomista" for Barcelona v
 * Girona, "StatsBomb, UEFA" for Turkey v Italy); Barcelona v Alavés, whose facts are all
 * StatsBomb's, is "StatsBomb".
 */
export function lineupCredit(scenario: Scenario, sources: readonly AnswerSource[], language: Language): string | undefined {
  const provider = scenario.source.credit ? [scenario.source.credit] : [];
  const names = [...new Set([...provider, ...sources.map((source) => source.name)])];
  if (names.length === 0) return undefined;
  return new Intl.ListFormat(intlLocale(language), { type: 'conjunction', style: 'narrow' }).format(names);
}

/** `/live_stats`, `/player_stats`, `/opta_points`, `/competition_viz`: event data, or the facts and published totals. */
export function statisticsSources(scenario: Scenario): AnswerSource[] {
  return matchFacts(scenario, ['events', 'shots', 'goals', 'assists', 'cards', 'substitutions']);
}

/**
 * `/live_stats`: as `statisticsSources`, and once its published team totals are served (a match
 * without event data, after play is over), where they were published (`publishedTotals`).
 */
export function liveStatsSources(scenario: Scenario, publishedServed: boolean): AnswerSource[] {
  const published = publishedServed ? (publishedTotalsRecords[scenario.id] ?? []) : [];
  return merged([...statisticsSources(scenario), ...published.flatMap((source) => listed(source, ['publishedTotals']))]);
}

/** The competition answers: the competition's results (openfootball), and this match's goals so far. */
export function competitionSources(scenario: Scenario, covers: readonly SourceCover[] = ['results']): AnswerSource[] {
  return merged([...listed(openfootball(scenario.competition.id), covers), ...matchFacts(scenario, ['goals'])]);
}

/** `/h2h`: meetings of two national teams from the international results, of two clubs from the season's results. */
export function meetingsSources(scenario: Scenario, internationals: boolean): AnswerSource[] {
  return internationals ? listed(internationalResults, ['results']) : listed(openfootball(scenario.competition.id), ['results']);
}

/** `/top_scorers`: the competition's scorers where its results name them (tournaments), else this match's alone. */
export function topScorerSources(scenario: Scenario, resultsNameScorers: boolean): AnswerSource[] {
  return resultsNameScorers ? competitionSources(scenario, ['scorers']) : matchFacts(scenario, ['goals']);
}

/** `/season_avg`: the competition's results, and StatsBomb's events for the `measured` figures when there are any. */
export function seasonAverageSources(scenario: Scenario, measured: boolean): AnswerSource[] {
  return merged([...competitionSources(scenario), ...(measured ? listed(statsBomb, ['events']) : [])]);
}

/** `/preview`, `/insights`: written from the results, the table, the meetings and the scorers. */
export function matchTextSources(scenario: Scenario, internationals: boolean, resultsNameScorers: boolean): AnswerSource[] {
  return merged([
    ...competitionSources(scenario, resultsNameScorers ? ['results', 'scorers'] : ['results']),
    ...meetingsSources(scenario, internationals),
  ]);
}
