import type { TeamMatchLine } from './team-match-line.ts';
import type { CompetitionContext } from './context.ts';
import { fixtures, pairingKnownAt } from './fixtures.ts';
import { isBefore } from './match-time.ts';
import { competitionWindow } from './windows.ts';
import { recentForm, type FormEntry } from './form.ts';
import { headToHead } from './head-to-head.ts';
import { finalScore } from './outcome.ts';
import type { Competition, Match, Side } from './schema.ts';
import { roundsOf } from './rounds.ts';
import { measuredSample, resultsMinutes } from './season-sample.ts';
import { internationalResultsSince } from './record-reach.ts';
import { rankScorers } from './scorer-ranking.ts';
import { standings, tableTeams } from './standings.ts';
import { topScorers } from './top-scorers.ts';

/**
 * The answers of the competition calls (`/table`, `/form`, `/fixtures`, `/h2h`, `/top_scorers`,
 * `/season_avg`), as pure functions of the competition context and the match so far
 * (so-far.ts): the routes only parse, load, call one of these and answer.
 */

const sides: readonly Side[] = ['home', 'away'];

/** How many of each team's next fixtures `/fixtures` lists (docs/feed-protocol.md): five, when five are known. */
export const nextFixtures = 5;

export function teamBrief(competition: Competition, id: string) {
  const team = competition.teams.find((candidate) => candidate.id === id);
  return {
    id,
    name: team?.name ?? id,
    code: team?.code ?? id.slice(0, 3).toUpperCase(),
    ...(team?.country ? { country: team.country } : {}),
  };
}

/** A fixture as the lists show it; the score only for a match that kicked off before `kickoff`. */
export function fixtureRow(competition: Competition, match: Match, kickoff: string) {
  const played = (match.kickoff ?? match.date) < kickoff;
  return {
    id: match.id,
    date: match.date,
    ...(match.kickoff ? { kickoff: match.kickoff } : {}),
    round: match.round,
    ...(match.group ? { group: match.group } : {}),
    home: teamBrief(competition, match.home),
    away: teamBrief(competition, match.away),
    ...(played ? { score: finalScore(match) } : {}),
    ...(played && match.pens ? { pens: match.pens } : {}),
  };
}

/** The group a team played in, from its group matches (for a knockout match's tables). */
function groupOf(competition: Competition, teamId: string): string | undefined {
  return competition.matches.find((match) => match.group && (match.home === teamId || match.away === teamId))?.group;
}

/**
 * The live table: the league's, a group match's group, or both teams' groups around a knockout
 * match. `before` is the competition without this match and `now` with it so far (so-far.ts).
 * The table counts this match once it has kicked off (and still at full time), and `movement` is
 * then the places a team gained (positive) or lost since kick-off; `live` is true only while the
 * match is in play (`inPlay`, a live stage), never once it is over.
 */
export function tablesAnswer(context: CompetitionContext, before: Competition, now: Competition, current: Match | null, inPlay: boolean) {
  const { competition, teamId, match } = context;
  const counted = current !== null && (competition.format === 'league' || Boolean(current.group));
  const live = counted && inPlay;
  const groups: Array<string | undefined> =
    competition.format === 'league'
      ? [undefined]
      : match?.group
        ? [match.group]
        : [...new Set([groupOf(competition, teamId.home), groupOf(competition, teamId.away)])].filter(Boolean);
  const playing = new Set([teamId.home, teamId.away]);
  return {
    competition: competitionBrief(competition),
    live,
    tables: groups.map((group) => {
      // The teams come from the whole competition: `before` and `now` hold only the matches played so far.
      const scope = { ...(group ? { group } : {}), teams: tableTeams(competition, group) };
      const previous = new Map(standings(before, scope).map((row) => [row.teamId, row.rank]));
      return {
        group: group ?? null,
        rows: standings(counted ? now : before, scope).map(({ teamId: id, ...row }) => ({
          ...row,
          team: teamBrief(competition, id),
          current: playing.has(id),
          movement: counted ? (previous.get(id) ?? row.rank) - row.rank : 0,
        })),
      };
    }),
  };
}

/** The competition as the answers name it: the widget names a known one in the fan's language by `id`. */
export function competitionBrief(competition: Competition) {
  return { id: competition.id, name: competition.name, season: competition.season };
}

/** This match in `now` once it has kicked off (the only match of `now` not before its kick-off). */
const thisMatchIn = (context: CompetitionContext, now: Competition) => now.matches.find((match) => !isBefore(match, context.kickoff));

/**
 * Each team's last `count` results by the one rule of a "last N" (windows.ts): this competition's
 * season, this match so far first once it has kicked off; each names its competition, and
 * `window` says which matches they are.
 */
export function formAnswer(context: CompetitionContext, now: Competition, count: number) {
  const competition = competitionBrief(context.competition);
  const current = thisMatchIn(context, now);
  const side = (which: Side) => {
    const entries = recentForm(now, context.teamId[which], { count });
    return {
      team: teamBrief(context.competition, context.teamId[which]),
      entries: entries.map(({ opponentId, ...entry }) => ({ ...entry, opponent: teamBrief(context.competition, opponentId), competition })),
      window: competitionWindow(
        context,
        entries.length,
        entries.some((entry) => entry.matchId === current?.id),
        count,
      ),
    };
  };
  return { home: side('home'), away: side('away') };
}

/**
 * The fixtures: every round of the competition (`rounds`, in the order they began, this match's
 * round marked `current`), with this match in its round (`thisMatch`) and its score as far as the
 * replay has played it (`current`, from so-far.ts; `live` while in play); and, as before, the
 * round's other matches and each team's previous and next five around this match's kick-off.
 * `teamIds` are the two teams' ids in the rows (the competition's ids, not the event's).
 */
export function fixturesAnswer(context: CompetitionContext, current: Match | null, inPlay: boolean, scenarioRound: string) {
  const { competition, teamId, kickoff, match } = context;
  const row = (candidate: Match) => fixtureRow(competition, candidate, kickoff);
  const thisMatch: Match = match ?? {
    id: current?.id ?? 'current-match',
    date: kickoff.slice(0, 10),
    kickoff,
    round: current?.round ?? scenarioRound,
    home: teamId.home,
    away: teamId.away,
    ft: [0, 0],
  };
  // This match's row gives the kick-off the event itself gives, so the fixtures and the header agree.
  const thisRow = () => ({
    ...row(thisMatch),
    kickoff,
    thisMatch: true,
    ...(current ? { score: finalScore(current), live: inPlay } : {}),
    ...(current?.pens ? { pens: current.pens } : {}),
  });
  const rounds = roundsOf(competition, thisMatch);
  const currentRound = rounds.find((candidate) => candidate.matches.some((other) => other.id === thisMatch.id));
  const round = match?.round ?? currentRound?.matches[0]?.round ?? null;
  const sameRound = match ? competition.matches.filter((candidate) => candidate.round === match.round && candidate.id !== match.id) : [];
  const around = (which: Side) => ({
    previous: fixtures(competition, { teamId: teamId[which], before: kickoff, order: 'latestFirst', limit: 5 }).map(row),
    // The next five after this one whose pairing was known at this kick-off (this match left out before counting).
    next: fixtures(competition, { teamId: teamId[which], after: kickoff, knownAt: kickoff })
      .filter((candidate) => candidate.id !== match?.id)
      .slice(0, nextFixtures)
      .map(row),
  });
  return {
    round,
    sameRound: sameRound.map(row),
    home: around('home'),
    away: around('away'),
    teamIds: { home: teamId.home, away: teamId.away },
    // A round whose pairings were not yet known at kick-off (a later knockout round) is not listed.
    rounds: rounds
      .map((candidate) => ({
        key: candidate.key,
        name: candidate.name,
        ...candidate.info,
        current: candidate === currentRound,
        fixtures: candidate.matches
          .filter((other) => other.id === thisMatch.id || pairingKnownAt(competition, other, kickoff))
          .map((other) => (other.id === thisMatch.id ? thisRow() : row(other))),
      }))
      .filter((candidate) => candidate.fixtures.length > 0),
  };
}

/**
 * What the meetings cover, as a structure the widget words in the fan's language (`coverage` is
 * the data's English sentence): every full international of two national teams (both teams of
 * the record carry a `country`, which only national teams do) since the results begin (`since`,
 * record-reach.ts), or, for clubs, only the meetings
 * in this competition's season (all our club data holds: see scripts/feed-data/build.ts); `none`
 * when we hold no record of the pair.
 */
export function headToHeadScope(context: Pick<CompetitionContext, 'competition' | 'meetings'>) {
  const { meetings, competition } = context;
  if (!meetings) return { kind: 'none' as const };
  if (meetings.teams.every((team) => team.country !== undefined))
    return { kind: 'internationals' as const, since: internationalResultsSince };
  return { kind: 'season' as const, competition: competitionBrief(competition) };
}

export function headToHeadAnswer(context: CompetitionContext) {
  const { competition, teamId, kickoff, meetings } = context;
  const record = headToHead(meetings?.meetings ?? [], teamId.home, teamId.away, { before: kickoff.slice(0, 10) });
  return {
    coverage: meetings?.coverage ?? 'No earlier meetings in our data',
    scope: headToHeadScope(context),
    summary: {
      total: record.meetings.length,
      homeWins: record.teamAWins,
      awayWins: record.teamBWins,
      draws: record.draws,
      homeGoals: record.teamAGoals,
      awayGoals: record.teamBGoals,
    },
    meetings: record.meetings.map((meeting) => ({
      date: meeting.date,
      home: teamBrief(competition, meeting.home),
      away: teamBrief(competition, meeting.away),
      homeScore: meeting.homeScore,
      awayScore: meeting.awayScore,
      tournament: meeting.tournament,
      ...(meeting.city ? { city: meeting.city } : {}),
      ...(meeting.shootoutWinner ? { shootoutWinner: meeting.shootoutWinner } : {}),
    })),
  };
}

/** The scoring chart of `now`, ranked by scorer-ranking.ts; `available` is false when the data has no scorers. */
export function topScorersAnswer(competition: Competition, now: Competition, limit: number) {
  const available = competition.matches.some((match) => match.scorers !== undefined);
  const ranked = rankScorers(topScorers(now, { limit: Number.POSITIVE_INFINITY }), (scorer) => scorer.teamId, limit);
  return {
    available,
    rows: ranked.map((scorer) => ({
      rank: scorer.rank,
      name: scorer.name,
      team: teamBrief(competition, scorer.teamId),
      goals: scorer.goals,
      penalties: scorer.penalties,
    })),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const whole = (part: number, of: number) => (of === 0 ? 0 : Math.round((part / of) * 100));

/**
 * Per-match averages of one team: from its results (every competition match so far, this one
 * included once it has kicked off) and, as `measured`, from the matches whose event data we
 * hold (`detail`: in our records the analysed match so far, when it has event data), with how
 * many matches and minutes those cover. No figure is estimated: without such a match there is no
 * `measured` block.
 */
export function teamAverages(results: readonly FormEntry[], detail: readonly TeamMatchLine[], minutes?: number) {
  const played = results.length;
  const sum = (pick: (entry: FormEntry) => number) => results.reduce((total, entry) => total + pick(entry), 0);
  const mean = (pick: (line: TeamMatchLine) => number | undefined) =>
    round2(detail.reduce((total, line) => total + (pick(line) ?? 0), 0) / detail.length);
  const passes = detail.reduce((total, line) => total + (line.passes ?? 0), 0);
  const completed = detail.reduce((total, line) => total + (line.passesCompleted ?? 0), 0);
  return {
    played,
    ...(minutes === undefined ? {} : { minutes }),
    goalsFor: played === 0 ? 0 : round2(sum((entry) => entry.goalsFor) / played),
    goalsAgainst: played === 0 ? 0 : round2(sum((entry) => entry.goalsAgainst) / played),
    cleanSheetPercentage: whole(results.filter((entry) => entry.goalsAgainst === 0).length, played),
    winPercentage: whole(results.filter((entry) => entry.result === 'W').length, played),
    ...(detail.length === 0
      ? {}
      : {
          measured: {
            shots: mean((line) => line.shots),
            shotsOnTarget: mean((line) => line.shotsOnTarget),
            passes: mean((line) => line.passes),
            passAccuracy: passes === 0 ? 0 : Math.round((completed / passes) * 1000) / 10,
            corners: mean((line) => line.corners),
            fouls: mean((line) => line.fouls),
            yellowCards: mean((line) => line.yellowCards),
            tackles: mean((line) => line.tackles),
          },
          measuredSample: measuredSample(detail),
        }),
  };
}

/** `inPlay`: this match, once kicked off, with the regulation minutes it has played (season-sample.ts). */
export function seasonAveragesAnswer(
  context: CompetitionContext,
  now: Competition,
  lines: Record<Side, readonly TeamMatchLine[]>,
  inPlay?: { matchId: string; minutes: number },
) {
  const current = thisMatchIn(context, now);
  const [home, away] = sides.map((which) => {
    // The season sample (windows.ts): every match of the competition's season so far.
    const results = recentForm(now, context.teamId[which], { count: Number.POSITIVE_INFINITY });
    return {
      team: teamBrief(context.competition, context.teamId[which]),
      ...teamAverages(results, lines[which], resultsMinutes(results, now.matches, inPlay)),
      sample: competitionWindow(
        context,
        results.length,
        results.some((entry) => entry.matchId === current?.id),
      ),
    };
  });
  return { home: home!, away: away! };
}
