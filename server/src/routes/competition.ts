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
import { isLiveStage } from '../../../contract/stage-groups.ts';
import { replayLinesSoFar } from '../analytics/match-so-far.ts';
import type { TeamMatchLine } from '../competition/team-match-line.ts';
import { hasEventData } from '../match-stats/summary.ts';
import {
  fixturesAnswer,
  formAnswer,
  headToHeadAnswer,
  headToHeadScope,
  seasonAveragesAnswer,
  tablesAnswer,
  topScorersAnswer,
} from '../competition/answers.ts';
import { competitionMoment, type CompetitionMoment } from '../competition/moment.ts';
import { matchTexts } from '../competition/match-texts.ts';
import { minutesPlayedBy } from '../competition/season-sample.ts';
import { competitionSources, matchTextSources, meetingsSources, seasonAverageSources, topScorerSources } from '../event/sources.ts';
import type { FeedContext } from '../feed-context.ts';
import { notFound } from '../http/errors.ts';
import { eventParams, langQuery } from '../http/params.ts';

/**
 * The competition calls: table, form, fixtures, head-to-head, top scorers, season averages,
 * preview and insights, from the CC0 results in server/data. Table, form, top scorers and season
 * averages count this match as far as the replay has played it (competition/so-far.ts).
 */
export function competitionRoutes({ routes, replayOf }: FeedContext): void {
  const load = async (eventId: string): Promise<CompetitionMoment> => {
    const moment = await competitionMoment(replayOf(eventId));
    if (!moment) throw notFound(`No competition data for ${eventId}`);
    return moment;
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
      const { replay, context, before, now, current } = await load(params.eventId);
      return {
        ...tablesAnswer(context, before, now, current, isLiveStage(replay.state().stage)),
        sources: competitionSources(replay.match.scenario),
      };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/form/:eventId',
      summary: 'Each team\u2019s last results in the competition, this match so far first once it has kicked off',
      tags: ['info'],
      params: eventParams,
      query: langQuery.extend({ count: z.coerce.number().int().min(1).max(20).default(6) }),
      response: formAnswerSchema,
      errors: [404],
    },
    async ({ params, query }) => {
      const { replay, context, now } = await load(params.eventId);
      return { ...formAnswer(context, now, query.count), sources: competitionSources(replay.match.scenario) };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/fixtures/:eventId',
      summary:
        'Every round\u2019s fixtures and results, this match in its round with its score so far; the round\u2019s other matches and each team\u2019s previous and next matches',
      tags: ['info'],
      params: eventParams,
      query: langQuery,
      response: fixturesAnswerSchema,
      errors: [404],
    },
    async ({ params }) => {
      const { replay, context, current } = await load(params.eventId);
      return {
        ...fixturesAnswer(context, current, isLiveStage(replay.state().stage), replay.match.scenario.competition.round),
        sources: competitionSources(replay.match.scenario, ['results', 'kickoff']),
      };
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
      const { replay, context } = await load(params.eventId);
      const answer = headToHeadAnswer(context);
      return answer.scope.kind === 'none'
        ? answer
        : { ...answer, sources: meetingsSources(replay.match.scenario, answer.scope.kind === 'internationals') };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/top_scorers/:eventId',
      summary: 'The competition\u2019s top scorers, this match\u2019s goals so far included',
      tags: ['stats'],
      params: eventParams,
      query: langQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
      response: topScorersAnswerSchema,
      errors: [404],
    },
    async ({ params, query }) => {
      const { replay, context, now } = await load(params.eventId);
      const answer = topScorersAnswer(context.competition, now, query.limit);
      return { ...answer, sources: topScorerSources(replay.match.scenario, answer.available) };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/season_avg/:eventId',
      summary:
        'Per-match season averages of both teams: results (this match so far included) and, where event data is held, measured figures with the matches they cover',
      tags: ['stats'],
      params: eventParams,
      query: langQuery,
      response: seasonAveragesAnswerSchema,
      errors: [404],
    },
    async ({ params }) => {
      const { replay, context, now, current } = await load(params.eventId);
      const { scenario, timeline } = replay.match;
      const minutes = minutesPlayedBy(timeline.phases, replay.second());
      const inPlay = current ? { matchId: current.id, minutes } : undefined;
      // The only competition match whose event data we hold is this one, when it has any.
      const lines = hasEventData(scenario) ? replayLinesSoFar(replay) : null;
      const detail = (side: 'home' | 'away'): TeamMatchLine[] =>
        lines ? [{ ...lines.teams[side], goalsConceded: lines.teams[side === 'home' ? 'away' : 'home'].goals, minutes }] : [];
      const credit = lines ? scenario.source.credit : undefined;
      return {
        ...seasonAveragesAnswer(context, now, { home: detail('home'), away: detail('away') }, inPlay),
        ...(credit ? { credit } : {}),
        sources: seasonAverageSources(scenario, lines !== null),
      };
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
        const { replay, context, now, current } = await load(params.eventId);
        const { scenario } = replay.match;
        const moment = { now, kickedOff: current !== null };
        const scorers = context.competition.matches.some((match) => match.scorers !== undefined);
        return {
          paragraphs: matchTexts(kind, scenario, context, resolveLanguage(query.lang), replay.matchStart(), moment),
          // The preview stands at kick-off (and says so once the match has begun); the insights follow the match.
          asOf: kind === 'preview' ? ('kickoff' as const) : ('now' as const),
          sources: matchTextSources(scenario, headToHeadScope(context).kind === 'internationals', scorers),
        };
      },
    );
  }
}
