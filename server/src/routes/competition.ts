import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '../../../contract/endpoints.ts';
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
import { endpointRoute } from '../http/route-schema.ts';
import { withFixtureEventIds } from '../event/fixture-links.ts';
import { servedCatalogue } from './catalogue-matches.ts';

/**
 * The competition calls: table, form, fixtures, head-to-head, top scorers, season averages,
 * preview and insights, from the CC0 results in server/data. Table, form, top scorers and season
 * averages count this match as far as the replay has played it (competition/so-far.ts).
 */
export function competitionRoutes(context: FeedContext): void {
  const { replayOf } = context;
  const app = context.app.withTypeProvider<ZodTypeProvider>();
  const load = async (eventId: string): Promise<CompetitionMoment> => {
    const moment = await competitionMoment(replayOf(eventId));
    if (!moment) throw notFound(`No competition data for ${eventId}`);
    return moment;
  };

  app.route({
    ...endpointRoute(endpoints.table, {
      summary: 'League table (or the groups of both teams), live with the current score while the match is on',
      tags: ['info'],
    }),
    handler: async ({ params }) => {
      const { replay, context, before, now, current } = await load(params.eventId);
      return {
        ...tablesAnswer(context, before, now, current, isLiveStage(replay.state().stage)),
        sources: competitionSources(replay.match.scenario),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.form, {
      summary: 'Each team\u2019s last results in the competition, this match so far first once it has kicked off',
      tags: ['info'],
    }),
    handler: async ({ params, query }) => {
      const { replay, context, now } = await load(params.eventId);
      return { ...formAnswer(context, now, query.count), sources: competitionSources(replay.match.scenario) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.fixtures, {
      summary:
        'Every round\u2019s fixtures and results, this match in its round with its score so far; the round\u2019s other matches and each team\u2019s previous and next matches',
      tags: ['info'],
    }),
    handler: async ({ params }) => {
      const { replay, context: around, current } = await load(params.eventId);
      const answer = fixturesAnswer(around, current, isLiveStage(replay.state().stage), replay.match.scenario.competition.round);
      return {
        ...withFixtureEventIds(answer, await servedCatalogue(context), around.competition.id, params.eventId),
        sources: competitionSources(replay.match.scenario, ['results', 'kickoff']),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.h2h, {
      summary: 'Every earlier meeting of the two teams that our data holds',
      tags: ['info'],
    }),
    handler: async ({ params }) => {
      const { replay, context } = await load(params.eventId);
      const answer = headToHeadAnswer(context);
      return answer.scope.kind === 'none'
        ? answer
        : { ...answer, sources: meetingsSources(replay.match.scenario, answer.scope.kind === 'internationals') };
    },
  });

  app.route({
    ...endpointRoute(endpoints.topScorers, {
      summary: 'The competition\u2019s top scorers, this match\u2019s goals so far included',
      tags: ['stats'],
    }),
    handler: async ({ params, query }) => {
      const { replay, context, now } = await load(params.eventId);
      const answer = topScorersAnswer(context.competition, now, query.limit);
      return { ...answer, sources: topScorerSources(replay.match.scenario, answer.available) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.seasonAverages, {
      summary:
        'Per-match season averages of both teams: results (this match so far included) and, where event data is held, measured figures with the matches they cover',
      tags: ['stats'],
    }),
    handler: async ({ params }) => {
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
  });

  for (const kind of ['preview', 'insights'] as const) {
    app.route({
      ...endpointRoute(endpoints[kind], {
        summary:
          kind === 'preview'
            ? 'A match preview written from form, table, head-to-head and scorers, in the language asked for'
            : 'Short facts about the match from real results, in the language asked for',
        tags: ['info'],
      }),
      handler: async ({ params, query }) => {
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
    });
  }
}
