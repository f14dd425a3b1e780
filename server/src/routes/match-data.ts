import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '../../../contract/endpoints.ts';
import type { PlayerLine } from '../../../contract/match-data.ts';
import { resolveLanguage } from '../../../contract/languages.ts';
import { isPreMatchStage } from '../../../contract/stage-groups.ts';
import { factsSources, lineupCredit, lineupSources, liveStatsSources, statisticsSources } from '../event/sources.ts';
import type { FeedContext } from '../feed-context.ts';
import { commentaryBetween } from '../replay/commentary-lines.ts';
import { liveStatsAt, playerStatsAt } from '../match-stats/live-stats.ts';
import { playersAt } from '../match-stats/players.ts';
import { matchPointsAt } from '../match-stats/points.ts';
import { pitchEventOf } from '../replay/pitch-events.ts';
import { clockMinute } from '../replay/match-state.ts';
import { formationAt } from '../formations/formation-at.ts';
import { endpointRoute } from '../http/route-schema.ts';
import type { Side } from '../scenario/schema.ts';

export function matchDataRoutes(context: FeedContext): void {
  const { replayOf } = context;
  const app = context.app.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpointRoute(endpoints.commentary, {
      summary: 'Commentary so far, most recent first, in the language asked for',
      tags: ['scoreboard'],
    }),
    handler: ({ params, query }) => {
      const replay = replayOf(params.eventId);
      const lines = commentaryBetween(replay.match, -Infinity, replay.second(), resolveLanguage(query.lang), replay.injectedGoals);
      return {
        lines: lines.filter((line) => query.filter === 'all' || line.major).reverse(),
        sources: factsSources(replay.match.scenario),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.incidents, {
      summary: 'Goals, cards, substitutions and VAR decisions so far, with the shoot-out',
      tags: ['scoreboard'],
    }),
    handler: ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const state = replay.state(second);
      const kicks = replay.match.kicks.filter((kick) => kick.at <= second);
      return {
        incidents: state.incidents,
        shootout:
          replay.match.kicks.length === 0 || kicks.length === 0
            ? null
            : {
                home: state.shootout.home,
                away: state.shootout.away,
                kicks: kicks.map((kick) => ({
                  side: kick.side,
                  playerName: replay.match.players.get(kick.playerId)?.shortName ?? kick.playerId,
                  scored: kick.scored,
                })),
              },
        sources: factsSources(replay.match.scenario),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.lineups, {
      summary: 'Line-ups, formations, substitutes, with goals, cards and substitutions so far',
      tags: ['info'],
    }),
    handler: ({ params, query }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const stage = replay.state(second).stage;
      const announced = stage !== 'published' && stage !== 'preview';
      const byId = new Map(playersAt(replay.match, second, replay.injectedGoals).map((line) => [line.playerId, line]));
      const { scenario } = replay.match;
      const team = (side: Side) => {
        const shape = formationAt(replay.match, side, second);
        const lineOf = (id: string): PlayerLine => {
          const player = scenario[side].players.find((candidate) => candidate.id === id)!;
          const match = byId.get(id)!;
          return {
            id,
            name: player.name,
            shortName: player.shortName,
            number: player.number,
            position: player.position,
            captain: player.captain ?? false,
            ...(player.starter && player.slot ? { slot: player.slot } : {}),
            ...(!player.starter && shape.cameOn.has(id) ? { slot: shape.cameOn.get(id)! } : {}),
            goals: match.goals,
            ownGoals: match.ownGoals,
            yellowCards: match.yellowCards,
            redCard: match.redCards > 0,
            ...(match.subbedOnMinute !== undefined ? { subbedOnMinute: match.subbedOnMinute } : {}),
            ...(match.subbedOffMinute !== undefined ? { subbedOffMinute: match.subbedOffMinute } : {}),
          };
        };
        const { id, code, name, country, formation, manager, players } = scenario[side];
        return {
          id,
          code,
          name,
          ...(country ? { country } : {}),
          formation,
          ...(manager ? { manager } : {}),
          starters: announced ? players.filter((player) => player.starter).map((player) => lineOf(player.id)) : [],
          substitutes: announced ? players.filter((player) => !player.starter).map((player) => lineOf(player.id)) : [],
          ...(announced
            ? {
                current: { formation: shape.formation, players: shape.players.map(({ playerId, slot }) => ({ id: playerId, slot })) },
                formationChanges: shape.changes,
              }
            : {}),
        };
      };
      // The crowd is counted once the match is played: no attendance before kick-off.
      const attendance = isPreMatchStage(stage) ? undefined : scenario.attendance;
      const sources = lineupSources(scenario, attendance !== undefined);
      const credit = lineupCredit(scenario, sources, resolveLanguage(query.lang));
      return {
        announced,
        home: team('home'),
        away: team('away'),
        ...(scenario.venue ? { venue: scenario.venue } : {}),
        ...(scenario.referee ? { referee: scenario.referee } : {}),
        ...(attendance !== undefined ? { attendance } : {}),
        ...(credit ? { credit } : {}),
        sources,
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.liveStats, {
      summary: 'Live statistics, momentum per minute, shot map and expected goals',
      tags: ['stats'],
    }),
    handler: ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const answer = liveStatsAt(replay.match, second, replay.state(second).stage, replay.injectedGoals);
      return { ...answer, sources: liveStatsSources(replay.match.scenario, answer.published !== undefined) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.competitionViz, {
      summary: 'The 2D pitch view: the latest ball events, ball position and possession',
      tags: ['watch'],
    }),
    handler: ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const state = replay.state(second);
      const { match } = replay;
      const events = match.events
        .filter((timed) => timed.at <= second)
        .map((timed) => pitchEventOf(match, timed))
        .filter((event) => event !== null);
      const recent = events.slice(-30);
      const last = recent.at(-1);
      return {
        stage: state.stage,
        minute: clockMinute(state),
        events: recent,
        ball: last ? { x: last.x, y: last.y } : null,
        inPossession: last?.side ?? null,
        ...(match.scenario.source.credit ? { credit: match.scenario.source.credit } : {}),
        sources: statisticsSources(match.scenario),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.optaPoints, {
      summary: 'Match points per player: our own rule on the match events, not Opta Points (the rule in `rule` and docs/feed-protocol.md)',
      tags: ['stats'],
    }),
    handler: ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const { credit } = replay.match.scenario.source;
      return {
        ...matchPointsAt(replay.match, second, replay.injectedGoals),
        ...(credit ? { credit } : {}),
        sources: statisticsSources(replay.match.scenario),
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.playerStats, {
      summary: 'Each player\u2019s statistics in this match so far',
      tags: ['stats'],
    }),
    handler: ({ params }) => {
      const replay = replayOf(params.eventId);
      return { ...playerStatsAt(replay.match, replay.second(), replay.injectedGoals), sources: statisticsSources(replay.match.scenario) };
    },
  });
}
