import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { finalScore } from '../competition/outcome.ts';
import { catalogueIncidents } from './catalogue-match.ts';
import { pageOfEvents, type EventQuery } from './event-list.ts';
import { catalogueCompetitionIds, loadMatchCatalogue, replayedKey, type CatalogueMatch, type MatchCatalogue } from './match-catalogue.ts';

/**
 * The match catalogue against the CC0 source files themselves (../shared/data, read here): one
 * match of each competition with its date, score and scorers as the source gives them.
 */

const sourceDir = path.resolve(import.meta.dirname, '../../../../shared/data/openfootball');

interface SourceGoal {
  name: string;
  minute: number;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}
interface SourceMatch {
  date: string;
  team1: string | { name: string };
  team2: string | { name: string };
  score: { ft: [number, number]; et?: [number, number]; p?: [number, number] };
  goals1?: SourceGoal[];
  goals2?: SourceGoal[];
}

async function sourceMatch(file: string, date: string, team1: string, team2: string): Promise<SourceMatch> {
  const json = JSON.parse(await readFile(path.join(sourceDir, file), 'utf8')) as {
    matches?: SourceMatch[];
    rounds?: { matches: SourceMatch[] }[];
  };
  const matches = json.matches ?? json.rounds?.flatMap((round) => round.matches) ?? [];
  const name = (team: SourceMatch['team1']) => (typeof team === 'string' ? team : team.name);
  const found = matches.find((match) => match.date === date && name(match.team1) === team1 && name(match.team2) === team2);
  if (!found) throw new Error(`${file}: no ${date} ${team1} v ${team2}`);
  return found;
}

let catalogue: MatchCatalogue;
beforeAll(async () => {
  catalogue = await loadMatchCatalogue({
    replayed: new Map([[replayedKey('worldcup-2022', '2022-12-18-argentina-france'), 'wc2022-final']]),
  });
});

const cases = [
  ['worldcup-2018', 'worldcup/2018/worldcup.json', '2018-07-15', 'France', 'Croatia', 'worldcup-2018-2018-07-15-france-croatia'],
  ['worldcup-2022', 'worldcup/2022/worldcup.json', '2022-11-20', 'Qatar', 'Ecuador', 'worldcup-2022-2022-11-20-qatar-ecuador'],
  ['euro-2020', 'euro/2020/euro.json', '2021-07-11', 'Italy', 'England', 'euro-2020-2021-07-11-italy-england'],
  [
    'laliga-2018-19',
    'leagues/2018-19/es.1.json',
    '2018-10-28',
    'FC Barcelona',
    'Real Madrid',
    'laliga-2018-19-2018-10-28-barcelona-real-madrid',
  ],
  [
    'premier-league-2018-19',
    'leagues/2018-19/en.1.json',
    '2019-05-12',
    'Brighton & Hove Albion',
    'Manchester City',
    'premier-league-2018-19-2019-05-12-brighton-manchester-city',
  ],
  ['serie-a-2018-19', 'leagues/2018-19/it.1.json', '2018-08-18', 'Chievo Verona', 'Juventus', 'serie-a-2018-19-2018-08-18-chievo-juventus'],
  [
    'bundesliga-2018-19',
    'leagues/2018-19/de.1.json',
    '2018-08-24',
    'Bayern München',
    '1899 Hoffenheim',
    'bundesliga-2018-19-2018-08-24-bayern-munchen-hoffenheim',
  ],
  [
    'ligue-1-2018-19',
    'leagues/2018-19/fr.1.json',
    '2018-08-10',
    'Olympique Marseille',
    'Toulouse FC',
    'ligue-1-2018-19-2018-08-10-marseille-toulouse',
  ],
  [
    'champions-league-2018-19',
    'leagues/2018-19/uefa.cl.json',
    '2019-03-06',
    'FC Porto (POR)',
    'AS Roma (ITA)',
    'champions-league-2018-19-2019-03-06-porto-roma',
  ],
] as const;

describe('the match catalogue', () => {
  it('holds every match of the nine competitions, each once, by kick-off', () => {
    expect(new Set(catalogue.matches.map((entry) => entry.competition.id))).toEqual(new Set(catalogueCompetitionIds));
    // 306 Bundesliga, 4 x 380 in the other leagues, 125 Champions League, 64 + 64 World Cup and 51 Euro matches.
    expect(catalogue.matches).toHaveLength(306 + 4 * 380 + 125 + 64 + 64 + 51);
    expect(new Set(catalogue.matches.map((entry) => entry.eventId)).size).toBe(catalogue.matches.length);
    const kickoffs = catalogue.matches.map((entry) => entry.kickoff);
    expect(kickoffs).toEqual([...kickoffs].sort());
  });

  it('keeps the id of the replay that serves a match with its full detail', () => {
    const final = catalogue.get('wc2022-final');
    expect(final).toMatchObject({ replayed: true, home: { name: 'Argentina' }, away: { name: 'France' } });
    expect(catalogue.get('worldcup-2022-2022-12-18-argentina-france')).toBeUndefined();
  });

  it.runIf(existsSync(sourceDir)).each(cases)(
    '%s: a match with its date, score and scorers as the source file gives them',
    async (competitionId, file, date, team1, team2, eventId) => {
      const source = await sourceMatch(file, date, team1, team2);
      const entry: CatalogueMatch | undefined = catalogue.get(eventId);
      expect(entry?.competition.id).toBe(competitionId);
      const { match } = entry!;
      expect(match.date).toBe(date);
      expect(match.ft).toEqual(source.score.ft);
      expect(match.aet).toEqual(source.score.et);
      expect(match.pens).toEqual(source.score.p);
      expect(finalScore(match)).toEqual(source.score.et ?? source.score.ft);
      const sourceGoals = [...(source.goals1 ?? []), ...(source.goals2 ?? [])];
      if (source.goals1 === undefined && source.goals2 === undefined) {
        // The league files name no scorer: none is served, and the match has no goal incidents.
        expect(match.scorers).toBeUndefined();
        expect(catalogueIncidents(match)).toEqual([]);
        return;
      }
      const clock = (goal: { minute: number; offset?: number }) => goal.minute * 100 + (goal.offset ?? 0);
      const expected = [
        ...(source.goals1 ?? []).map((goal) => ({ side: 'home', goal })),
        ...(source.goals2 ?? []).map((goal) => ({ side: 'away', goal })),
      ].sort((a, b) => clock(a.goal) - clock(b.goal));
      const incidents = catalogueIncidents(match);
      expect(incidents).toHaveLength(sourceGoals.length);
      incidents.forEach((incident, index) => {
        const { side, goal } = expected[index]!;
        expect(incident.side).toBe(side);
        expect(incident.minute).toBe(goal.minute);
        expect(incident.addedMinute).toBe(goal.offset);
        expect(incident.type).toBe(goal.owngoal ? 'ownGoal' : goal.penalty ? 'penaltyGoal' : 'goal');
        // Spelt as the source does, or in full where the source spells one player two ways (Griezmann, Antoine Griezmann).
        expect(incident.playerName?.endsWith(goal.name.split(' ').at(-1)!)).toBe(true);
      });
      expect(incidents.at(-1)?.score).toEqual({ home: finalScore(match)[0], away: finalScore(match)[1] });
    },
  );

  it('lists the other matches of the same day or round', () => {
    const others = catalogue.otherMatches('premier-league-2018-19-2019-05-12-brighton-manchester-city');
    // The last matchday: all ten matches on one Sunday.
    expect(others).toHaveLength(9);
    expect(others.every((entry) => entry.match.round === 'Matchday 38' && entry.competition.id === 'premier-league-2018-19')).toBe(true);
    // The 2022 final's day had no other match, its round neither; the third-place match was the day before.
    expect(catalogue.otherMatches('wc2022-final')).toEqual([]);
  });
});

describe('GET /events as a list', () => {
  const rows = () =>
    catalogue.matches.map((entry) => ({
      eventId: entry.eventId,
      competitionId: entry.competition.id,
      home: entry.home.name,
      away: entry.away.name,
      date: entry.match.date,
    }));
  const page = (query: EventQuery) => {
    const result = pageOfEvents(rows(), (row) => row, query);
    if (result === 'unknownCursor') throw new Error('unknown cursor');
    return result;
  };

  it('filters by competition, by part of a team name in any case and accent, and by date', () => {
    const bayern = page({ team: 'MUNCHEN', limit: 500 }).rows;
    // 34 Bundesliga matches and 8 in the Champions League (six in the group, two against Liverpool).
    expect(bayern).toHaveLength(42);
    expect(page({ team: 'münchen', competition: 'champions-league-2018-19', limit: 500 }).rows).toHaveLength(8);
    const finalDay = page({ date: '2018-07-15', limit: 50 });
    expect(finalDay.rows.map((row) => row.eventId)).toEqual(['worldcup-2018-2018-07-15-france-croatia']);
    expect(finalDay.next).toBeNull();
    expect(page({ competition: 'Euro-2020', limit: 500 }).rows).toHaveLength(51);
    expect(page({ team: 'nobody fc', limit: 10 })).toEqual({ rows: [], next: null });
  });

  it('pages with a cursor through every match once, in order', () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const result = page({ competition: 'laliga-2018-19', limit: 37, ...(cursor ? { cursor } : {}) });
      seen.push(...result.rows.map((row) => row.eventId));
      cursor = result.next ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(380 / 37));
    expect(seen).toEqual(page({ competition: 'laliga-2018-19', limit: 500 }).rows.map((row) => row.eventId));
    expect(new Set(seen).size).toBe(380);
    expect(pageOfEvents(rows(), (row) => row, { limit: 5, cursor: 'no-such-event' })).toBe('unknownCursor');
  });
});
