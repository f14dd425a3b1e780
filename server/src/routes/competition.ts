import { z } from 'zod';
import {
  fixturesAnswerSchema,
  formAnswerSchema,
  headToHeadAnswerSchema,
  matchTextAnswerSchema,
  seasonAveragesAnswerSchema,
  tableAnswerSchema,
  topScorersAnswerSchema,
} from '../../../contract/match-data.ts';
import { resolveLanguage } from '../../../contract/languages.ts';
import { simulateSeason } from '../analytics/season-model.ts';
import type { FeedContext } from '../app.ts';
import { finalScore, fixtures, headToHead, recentForm, standings, topScorers, type Competition, type Match } from '../competition/index.ts';
import { notFound } from '../http/errors.ts';
import type { Replay } from '../replay/replay.ts';
import type { Side } from '../scenario/schema.ts';
import { eventParams, langQuery } from '../http/params.ts';
import { isPreMatchStage } from '../../../contract/stage-groups.ts';
import { competitionContext, type CompetitionContext } from './competition-context.ts';
import { matchTexts } from './match-texts.ts';

export function teamBrief(competition: Competition, id: string) {
  const team = competition.teams.find((candidate) => candidate.id === id);
  return {
    id,
    name: team?.name ?? id,
    code: team?.code ?? id.slice(0, 3).toUpperCase(),
    ...(team?.country ? { country: team.country } : {}),
  };
}

function fixtureRow(competition: Competition, match: Match, kickoff: string) {
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

export function competitionRoutes({ routes, replayOf }: FeedContext): void {
  const load = async (eventId: string): Promise<{ replay: Replay; context: CompetitionContext }> => {
    const replay = replayOf(eventId);
    const context = await competitionContext(replay.match.scenario);
    if (!context) throw notFound(`No competition data for ${eventId}`);
    return { replay, context };
  };

  routes.add(
    {
      method: 'GET',
      url: '/table/:eventId',
      summary: 'League table (or the groups of both teams), live with the current score while the match is on',
      tags: ['info'],
      params: eventParams,
      query: langQuery,
      response: tableAnswerSchema,
      errors: [404],
    },
    async ({ params }) => {
      const { replay, context } = await load(params.eventId);
      const { competition, teamId, kickoff, match } = context;
      const state = replay.state();
      const countsInATable = competition.format === 'league' || Boolean(match?.group);
      const live = countsInATable && !isPreMatchStage(state.stage);
      const before = competition.matches.filter(
        (candidate) => (candidate.kickoff ?? candidate.date) < kickoff && candidate.id !== match?.id,
      );
      const withCurrent: Competition = {
        ...competition,
        matches: live
          ? [
              ...before,
              {
                id: match?.id ?? 'current-match',
                date: kickoff.slice(0, 10),
                kickoff,
                round: match?.round ?? replay.match.scenario.competition.round,
                ...(match?.group ? { group: match.group } : {}),
                home: teamId.home,
                away: teamId.away,
                ft: [state.score.home, state.score.away],
              },
            ]
          : before,
      };
      const groups: Array<string | undefined> =
        competition.format === 'league'
          ? [undefined]
          : match?.group
            ? [match.group]
            : [...new Set([groupOf(competition, teamId.home), groupOf(competition, teamId.away)])].filter(Boolean);
      const current = new Set([teamId.home, teamId.away]);
      return {
        competition: { id: competition.id, name: competition.name, season: competition.season },
        live,
        tables: groups.map((group) => {
          const previous = new Map(
            standings({ ...competition, matches: before }, group ? { group } : {}).map((row) => [row.teamId, row.rank]),
          );
          return {
            group: group ?? null,
            rows: standings(withCurrent, group ? { group } : {})
              .map((row) => ({
                ...row,
                team: teamBrief(competition, row.teamId),
                current: current.has(row.teamId),
                movement: live ? (previous.get(row.teamId) ?? row.rank) - row.rank : 0,
              }))
              .map(({ teamId: _teamId, ...row }) => row),
          };
        }),
      };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/form/:eventId',
      summary: 'Each team\u2019s last results in the competition before this match',
      tags: ['info'],
      params: eventParams,
      query: langQuery.extend({ count: z.coerce.number().int().min(1).max(20).default(6) }),
      response: formAnswerSchema,
      errors: [404],
    },
    async ({ params, query }) => {
      const { context } = await load(params.eventId);
      const { competition, teamId, kickoff } = context;
      const side = (which: Side) => ({
        team: teamBrief(competition, teamId[which]),
        entries: recentForm(competition, teamId[which], { before: kickoff, count: query.count }).map(({ opponentId, ...entry }) => ({
          ...entry,
          opponent: teamBrief(competition, opponentId),
        })),
      });
      return { home: side('home'), away: side('away') };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/fixtures/:eventId',
      summary: 'The round\u2019s other matches and each team\u2019s previous and next matches',
      tags: ['info'],
      params: eventParams,
      query: langQuery,
      response: fixturesAnswerSchema,
      errors: [404],
    },
    async ({ params }) => {
      const { context } = await load(params.eventId);
      const { competition, teamId, kickoff, match } = context;
      const row = (candidate: Match) => fixtureRow(competition, candidate, kickoff);
      const round = match?.round ?? null;
      const sameRound = round ? competition.matches.filter((candidate) => candidate.round === round && candidate.id !== match?.id) : [];
      const around = (which: Side) => ({
        previous: fixtures(competition, { teamId: teamId[which], before: kickoff, order: 'latestFirst', limit: 5 }).map(row),
        next: fixtures(competition, { teamId: teamId[which], after: kickoff, limit: 5 })
          .filter((candidate) => candidate.id !== match?.id)
          .map(row),
      });
      return { round, sameRound: sameRound.map(row), home: around('home'), away: around('away') };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/h2h/:eventId',
      summary: 'Every earlier meeting of the two teams that our data holds',
      tags: ['info'],
      params: eventParams,
      query: langQuery,
      response: headToHeadAnswerSchema,
      errors: [404],
    },
    async ({ params }) => {
      const { context } = await load(params.eventId);
      const { competition, teamId, kickoff, meetings } = context;
      const record = headToHead(meetings?.meetings ?? [], teamId.home, teamId.away, { before: kickoff.slice(0, 10) });
      return {
        coverage: meetings?.coverage ?? 'No earlier meetings in our data',
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
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/top_scorers/:eventId',
      summary: 'The competition\u2019s top scorers before this match',
      tags: ['stats'],
      params: eventParams,
      query: langQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
      response: topScorersAnswerSchema,
      errors: [404],
    },
    async ({ params, query }) => {
      const { context } = await load(params.eventId);
      const { competition, kickoff } = context;
      const available = competition.matches.some((match) => match.scorers !== undefined);
      let rank = 0;
      let previousGoals = -1;
      const rows = topScorers(competition, { before: kickoff, limit: query.limit }).map((scorer, index) => {
        if (scorer.goals !== previousGoals) rank = index + 1;
        previousGoals = scorer.goals;
        return { rank, name: scorer.name, team: teamBrief(competition, scorer.teamId), goals: scorer.goals, penalties: scorer.penalties };
      });
      return { available, rows };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/season_avg/:eventId',
      summary: 'Per-match season averages of both teams: results from real data, the rest modelled',
      tags: ['stats'],
      params: eventParams,
      query: langQuery,
      response: seasonAveragesAnswerSchema,
      errors: [404],
    },
    async ({ params }) => {
      const { replay, context } = await load(params.eventId);
      const { competition, teamId, kickoff } = context;
      const season = simulateSeason(replay.match.scenario, { seed: replay.match.scenario.seed });
      const round = (value: number) => Math.round(value * 100) / 100;
      const averages = (which: Side) => {
        const results = recentForm(competition, teamId[which], { before: kickoff, count: 100 });
        const played = results.length;
        const per = (total: number) => (played === 0 ? 0 : round(total / played));
        const lines = season[which].matches;
        const mean = (pick: (line: (typeof lines)[number]) => number) =>
          lines.length === 0 ? 0 : round(lines.reduce((sum, line) => sum + pick(line), 0) / lines.length);
        const passes = lines.reduce((sum, line) => sum + line.passes, 0);
        const completed = lines.reduce((sum, line) => sum + line.passesCompleted, 0);
        return {
          team: teamBrief(competition, teamId[which]),
          played,
          goalsFor: per(results.reduce((sum, entry) => sum + entry.goalsFor, 0)),
          goalsAgainst: per(results.reduce((sum, entry) => sum + entry.goalsAgainst, 0)),
          cleanSheetPercentage: played === 0 ? 0 : Math.round((results.filter((entry) => entry.goalsAgainst === 0).length / played) * 100),
          winPercentage: played === 0 ? 0 : Math.round((results.filter((entry) => entry.result === 'W').length / played) * 100),
          modelled: {
            shots: mean((line) => line.shots),
            shotsOnTarget: mean((line) => line.shotsOnTarget),
            passes: mean((line) => line.passes),
            passAccuracy: passes === 0 ? 0 : Math.round((completed / passes) * 1000) / 10,
            corners: mean((line) => line.corners),
            fouls: mean((line) => line.fouls),
            yellowCards: mean((line) => line.yellowCards),
            tackles: mean((line) => line.tackles),
          },
        };
      };
      return { home: averages('home'), away: averages('away') };
    },
  );

  for (const kind of ['preview', 'insights'] as const) {
    routes.add(
      {
        method: 'GET',
        url: `/${kind}/:eventId`,
        summary:
          kind === 'preview'
            ? 'A match preview written from form, table, head-to-head and scorers, in the language asked for'
            : 'Short facts about the match from real results, in the language asked for',
        tags: ['info'],
        params: eventParams,
        query: langQuery,
        response: matchTextAnswerSchema,
        errors: [404],
      },
      async ({ params, query }) => {
        const { replay, context } = await load(params.eventId);
        return { paragraphs: matchTexts(kind, replay.match.scenario, context, resolveLanguage(query.lang)) };
      },
    );
  }
}
