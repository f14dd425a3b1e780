import type { AnswerSource, SourceCover } from '../../../contract/sources.ts';
import type { Availability, EventData, EventDetails, EventStatus, Incident, PeriodId } from '../../../contract/protocol.ts';
import { competitionTitle } from '../../../contract/competition-title.ts';
import { fixturesAnswer, formAnswer, headToHeadScope, tablesAnswer, topScorersAnswer } from '../competition/answers.ts';
import type { CompetitionContext } from '../competition/context.ts';
import { loadHeadToHead } from '../competition/data.ts';
import { finalScore } from '../competition/outcome.ts';
import type { Competition, HeadToHeadFile, Match, Meeting, Scorer, Team } from '../competition/schema.ts';
import { competitionSoFar } from '../competition/so-far.ts';
import { availabilityWithoutEventData } from './availability.ts';
import { catalogueTitle, type CatalogueMatch } from './match-catalogue.ts';
import { openfootball } from './sources.ts';

/**
 * The answers about a catalogue match that no replay serves (docs/feed-protocol.md, "The match
 * catalogue"): it is served as finished, at its real date, with its final score, its scorers as
 * incidents where the source names them, and its competition as at that moment (table, form,
 * fixtures, meetings, top scorers). Pure functions of the match and its competition. Nothing the
 * results do not hold is served: no line-ups, commentary, statistics or stream, and their pages
 * are not offered.
 */

/** The stage of a finished match. */
const finished = 'played' as const;

/** One row of `GET /events`. */
export function catalogueMatchRow(entry: CatalogueMatch) {
  const [home, away] = finalScore(entry.match);
  const { match } = entry;
  const shootout = match.pens ? `, ${match.pens[0]}-${match.pens[1]} on penalties` : '';
  return {
    eventId: entry.eventId,
    title: catalogueTitle(entry),
    description: `${match.round}: ${entry.home.name} ${home}-${away} ${entry.away.name}${match.aet ? ' after extra time' : ''}${shootout} (finished)`,
    competition: competitionTitle(entry.competition),
    competitionId: entry.competition.id,
    stage: finished,
    matchStart: entry.kickoff,
    home: entry.home.name,
    away: entry.away.name,
  };
}

const teamRef = (team: Team) => ({ id: team.id, code: team.code, name: team.name, ...(team.country ? { country: team.country } : {}) });

/** `GET /event_data/:eventId` */
export function catalogueEventData(entry: CatalogueMatch): EventData {
  return { eventId: entry.eventId, matchStart: entry.kickoff, status: finished, home: teamRef(entry.home), away: teamRef(entry.away) };
}

/** The periods the match went to: two halves, extra time's two when it was played, the shoot-out when there was one. */
export function periodsOf(match: Match): PeriodId[] {
  return [
    'firstHalf',
    'secondHalf',
    ...(match.aet ? (['firstHalfExtraTime', 'secondHalfExtraTime'] as const) : []),
    ...(match.pens ? (['penaltyShootout'] as const) : []),
  ];
}

/** `GET /event_status/:eventId`: finished; no period start time, which the results do not give. */
export function catalogueEventStatus(entry: CatalogueMatch): EventStatus {
  return { status: finished, periods: periodsOf(entry.match).map((id) => ({ id })) };
}

/** `GET /event_details/:eventId`: the final score (after extra time when played), and the shoot-out's. */
export function catalogueEventDetails(entry: CatalogueMatch): EventDetails {
  const [home, away] = finalScore(entry.match);
  const { pens } = entry.match;
  return { home: { score: home }, away: { score: away }, ...(pens ? { shootout: { home: pens[0], away: pens[1] } } : {}) };
}

/** The period a goal's clock minute falls in: 45+2' is the first half's, 91' extra time's. */
function periodOfGoal(scorer: Scorer): PeriodId {
  if (scorer.minute <= 45) return 'firstHalf';
  if (scorer.minute <= 90) return 'secondHalf';
  return scorer.minute <= 105 ? 'firstHalfExtraTime' : 'secondHalfExtraTime';
}

/** The match's goals as incidents, in order, each with the score it made; none where the source names no scorer. */
export function catalogueIncidents(match: Match): Incident[] {
  const score = { home: 0, away: 0 };
  return (match.scorers ?? []).map((scorer, index): Incident => {
    score[scorer.side] += 1;
    return {
      id: `g${index}`,
      type: scorer.ownGoal ? 'ownGoal' : scorer.penalty ? 'penaltyGoal' : 'goal',
      side: scorer.side,
      period: periodOfGoal(scorer),
      minute: scorer.minute,
      ...(scorer.offset ? { addedMinute: scorer.offset } : {}),
      playerName: scorer.name,
      score: { ...score },
    };
  });
}

/** The competition's results file, credited for what an answer takes from it. */
export function catalogueSources(competitionId: string, covers: readonly SourceCover[]): AnswerSource[] {
  const source = openfootball(competitionId);
  return source ? [{ ...source, covers: [...covers] }] : [];
}

/** `GET /incidents/:eventId`: the goals; the shoot-out's score with no kicks, which the results do not list one by one. */
export function catalogueIncidentsAnswer(entry: CatalogueMatch) {
  const { pens } = entry.match;
  return {
    incidents: catalogueIncidents(entry.match),
    shootout: pens ? { home: pens[0], away: pens[1], kicks: [] } : null,
    sources: catalogueSources(entry.competition.id, entry.match.scorers ? ['goals', 'results'] : ['results']),
  };
}

/** The competition around a finished catalogue match, as the competition answers take it. */
export interface CatalogueMoment {
  context: CompetitionContext;
  /** This match, counted in `now`. */
  current: Match;
  before: Competition;
  now: Competition;
}

/**
 * The meetings we hold of the two teams: for national teams the international results' record of
 * the pair when we hold one; for clubs the season's meetings in this competition (all the data
 * has for clubs, as the record's coverage says).
 */
async function meetingsOf(entry: CatalogueMatch): Promise<HeadToHeadFile | null> {
  if (entry.home.country && entry.away.country) return loadHeadToHead(entry.home.id, entry.away.id);
  const { competition } = entry;
  const meetings = competition.matches
    .filter(
      (match) =>
        (match.home === entry.home.id && match.away === entry.away.id) || (match.home === entry.away.id && match.away === entry.home.id),
    )
    .map((match): Meeting => {
      const [homeScore, awayScore] = finalScore(match);
      const winner = match.pens ? (match.pens[0] > match.pens[1] ? match.home : match.away) : undefined;
      return {
        date: match.date,
        home: match.home,
        away: match.away,
        homeScore,
        awayScore,
        tournament: competition.name,
        // A club plays at its own ground, the finals of a cup excepted.
        neutral: match.round === 'Final',
        ...(winner ? { shootoutWinner: winner } : {}),
      };
    });
  return {
    teams: [entry.home, entry.away],
    coverage: `Only the ${competition.name} ${competition.season} meetings: earlier seasons are not in our data.`,
    meetings,
  };
}

const moments = new Map<string, Promise<CatalogueMoment>>();
const momentsLimit = 512;

/** The competition as at this match: every match before it, and this one at full time. Kept for the last few hundred matches asked about. */
export function catalogueMoment(entry: CatalogueMatch): Promise<CatalogueMoment> {
  let moment = moments.get(entry.eventId);
  if (!moment) {
    moment = (async () => {
      const context: CompetitionContext = {
        competition: entry.competition,
        teamId: { home: entry.home.id, away: entry.away.id },
        kickoff: entry.kickoff,
        match: entry.match,
        meetings: await meetingsOf(entry),
      };
      return { context, current: entry.match, before: competitionSoFar(context, null), now: competitionSoFar(context, entry.match) };
    })();
    if (moments.size >= momentsLimit) moments.delete(moments.keys().next().value!);
    moments.set(entry.eventId, moment);
  }
  return moment;
}

/** The pages a catalogue match can fill from its results, before asking whether each has something to show. */
const fromResults = ['/scoreboard', '/info', '/info/form', '/info/h2h', '/info/table', '/info/fixtures', '/stats', '/stats/top-scorers'];

/**
 * `GET /availability/:eventId`: the scoreboard, its scorers where the source names them, and the
 * competition's pages that have something to show at this match; nothing that needs line-ups,
 * event data, commentary or a stream.
 */
export function catalogueAvailability(entry: CatalogueMatch, moment: CatalogueMoment): Availability {
  const { context, before, now, current } = moment;
  const offered = new Set(fromResults);
  if (entry.match.scorers) offered.add('/scoreboard/scorers');
  if (tablesAnswer(context, before, now, current, false).tables.every((table) => table.rows.length === 0)) offered.delete('/info/table');
  const form = formAnswer(context, now, 6);
  if (form.home.entries.length + form.away.entries.length === 0) offered.delete('/info/form');
  const fixtures = fixturesAnswer(context, current, false, current.round);
  if (fixtures.rounds.length + fixtures.sameRound.length === 0) offered.delete('/info/fixtures');
  if (headToHeadScope(context).kind === 'none') offered.delete('/info/h2h');
  const scorers = topScorersAnswer(context.competition, now, 1);
  if (!scorers.available || scorers.rows.length === 0) {
    offered.delete('/stats/top-scorers');
    offered.delete('/stats');
  }
  const availability = availabilityWithoutEventData(finished, (path) => offered.has(path));
  return { ...availability, features: { ...availability.features, lineups: false, preview: false, insights: false } };
}
