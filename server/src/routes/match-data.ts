import { z } from 'zod';
import {
  commentaryAnswerSchema,
  incidentsAnswerSchema,
  lineupsAnswerSchema,
  liveStatsAnswerSchema,
  matchPlayerStatsAnswerSchema,
  optaPointsAnswerSchema,
  pitchViewAnswerSchema,
  type PlayerLine,
} from '../../../contract/match-data.ts';
import { isPreMatchStage } from '../../../contract/stage-groups.ts';
import { resolveLanguage } from '../../../contract/languages.ts';
import type { FeedContext } from '../feed-context.ts';
import { commentaryBetween } from '../replay/commentary-lines.ts';
import { playersAt, type PlayerMatch } from '../replay/players.ts';
import { displayMinute } from '../replay/timeline.ts';
import { pitchEventOf } from '../replay/pitch-events.ts';
import { eventParams, langQuery } from '../http/params.ts';
import type { Side } from '../scenario/schema.ts';
import { optaPoints, optaPointsRule } from './opta-points.ts';

/** Pressure per minute: dangerous attacks weigh most, then shots on goal, then attacks (0..100). */
export function momentumValue(flow: { attacks: number; dangerousAttacks: number }, shots: number): number {
  return Math.min(100, Math.round(flow.dangerousAttacks * 18 + shots * 14 + flow.attacks * 5));
}

export function matchDataRoutes({ routes, replayOf }: FeedContext): void {
  routes.add(
    {
      method: 'GET',
      url: '/commentary/:eventId',
      summary: 'Commentary so far, most recent first, in the language asked for',
      tags: ['scoreboard'],
      params: eventParams,
      query: langQuery.extend({ filter: z.enum(['all', 'major']).default('all') }),
      response: commentaryAnswerSchema,
      errors: [404],
    },
    ({ params, query }) => {
      const replay = replayOf(params.eventId);
      const lines = commentaryBetween(replay.match, -Infinity, replay.second(), resolveLanguage(query.lang), replay.injectedGoals);
      return { lines: lines.filter((line) => query.filter === 'all' || line.major).reverse() };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/incidents/:eventId',
      summary: 'Goals, cards, substitutions and VAR decisions so far, with the shoot-out',
      tags: ['scoreboard'],
      params: eventParams,
      query: langQuery,
      response: incidentsAnswerSchema,
      errors: [404],
    },
    ({ params }) => {
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
      };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/lineups/:eventId',
      summary: 'Line-ups, formations, substitutes, with goals, cards and substitutions so far',
      tags: ['info'],
      params: eventParams,
      query: langQuery,
      response: lineupsAnswerSchema,
      errors: [404],
    },
    ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const stage = replay.state(second).stage;
      const announced = stage !== 'published' && stage !== 'preview';
      const byId = new Map(playersAt(replay.match, second).map((line) => [line.playerId, line]));
      const { scenario } = replay.match;
      const team = (side: Side) => {
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
            ...(player.slot ? { slot: player.slot } : {}),
            goals: match.goals,
            ownGoals: match.ownGoals,
            yellowCards: match.yellowCards,
            redCard: match.redCards > 0,
            ...(match.subbedOnMinute !== undefined ? { subbedOnMinute: match.subbedOnMinute } : {}),
            ...(match.subbedOffMinute !== undefined ? { subbedOffMinute: match.subbedOffMinute } : {}),
          };
        };
        const { id, code, name, formation, manager, players } = scenario[side];
        return {
          id,
          code,
          name,
          formation,
          ...(manager ? { manager } : {}),
          starters: announced ? players.filter((player) => player.starter).map((player) => lineOf(player.id)) : [],
          substitutes: announced ? players.filter((player) => !player.starter).map((player) => lineOf(player.id)) : [],
        };
      };
      return {
        announced,
        home: team('home'),
        away: team('away'),
        venue: scenario.venue,
        referee: scenario.referee,
        ...(scenario.attendance !== undefined ? { attendance: scenario.attendance } : {}),
      };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/live_stats/:eventId',
      summary: 'Live statistics, momentum per minute, shot map and expected goals',
      tags: ['stats'],
      params: eventParams,
      query: langQuery,
      response: liveStatsAnswerSchema,
      errors: [404],
    },
    ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const state = replay.state(second);
      const { match } = replay;
      const minuteOf = (period: Parameters<typeof displayMinute>[0], inPeriod: number) => displayMinute(period, inPeriod).minute;
      const shotsByMinute = new Map<string, number>();
      const shots = match.events
        .filter((timed) => timed.at <= second && (timed.event.type === 'shot' || (timed.event.type === 'goal' && !timed.event.ownGoal)))
        .map((timed) => {
          const event = timed.event as Extract<typeof timed.event, { type: 'shot' | 'goal' }>;
          const minute = minuteOf(event.period, event.second);
          const key = `${minute}:${event.side}`;
          shotsByMinute.set(key, (shotsByMinute.get(key) ?? 0) + 1);
          return {
            id: timed.id,
            side: event.side,
            minute,
            playerName: match.players.get(event.playerId)?.shortName ?? event.playerId,
            outcome: event.type === 'goal' ? ('goal' as const) : event.outcome,
            xg: event.xg ?? 0,
            ...(event.bodyPart ? { bodyPart: event.bodyPart } : {}),
            ...(event.pattern ? { pattern: event.pattern } : {}),
            x: event.location?.x ?? 85,
            y: event.location?.y ?? 50,
          };
        });
      const momentum = match.flow
        .filter(({ at }) => at <= second)
        .map(({ minute }) => {
          const shown = minuteOf(minute.period, minute.minute * 60);
          return {
            minute: shown,
            home: momentumValue(minute.home, shotsByMinute.get(`${shown}:home`) ?? 0),
            away: momentumValue(minute.away, shotsByMinute.get(`${shown}:away`) ?? 0),
          };
        });
      const xg = { home: 0, away: 0 };
      const xgTimeline = momentum.map(({ minute }) => {
        for (const shot of shots) if (shot.minute === minute) xg[shot.side] = Math.round((xg[shot.side] + shot.xg) * 100) / 100;
        return { minute, ...xg };
      });
      return { stage: state.stage, summary: state.stats, momentum, shots, xgTimeline };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/competition_viz/:eventId',
      summary: 'The 2D pitch view: the latest ball events, ball position and possession',
      tags: ['watch'],
      params: eventParams,
      query: langQuery,
      response: pitchViewAnswerSchema,
      errors: [404],
    },
    ({ params }) => {
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
      const live = !isPreMatchStage(state.stage);
      return {
        stage: state.stage,
        minute: live && state.periods.length ? Math.max(0, Math.floor(second / 60)) : null,
        events: recent,
        ball: last ? { x: last.x, y: last.y } : null,
        inPossession: last?.side ?? null,
        ...(match.scenario.source.credit ? { credit: match.scenario.source.credit } : {}),
      };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/opta_points/:eventId',
      summary: 'Player points for this match (rule in `rule` and docs/feed-protocol.md)',
      tags: ['stats'],
      params: eventParams,
      query: langQuery,
      response: optaPointsAnswerSchema,
      errors: [404],
    },
    ({ params }) => {
      const replay = replayOf(params.eventId);
      const second = replay.second();
      const state = replay.state(second);
      const conceded = { home: state.score.away, away: state.score.home };
      return {
        rule: optaPointsRule,
        players: playersAt(replay.match, second)
          .filter((player) => player.onAt !== null)
          .map((player: PlayerMatch) => {
            const { points, breakdown } = optaPoints(player, conceded[player.side]);
            return { playerId: player.playerId, name: player.name, side: player.side, position: player.position, points, breakdown };
          })
          .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name)),
      };
    },
  );

  routes.add(
    {
      method: 'GET',
      url: '/player_stats/:eventId',
      summary: 'Each player\u2019s statistics in this match so far',
      tags: ['stats'],
      params: eventParams,
      query: langQuery,
      response: matchPlayerStatsAnswerSchema,
      errors: [404],
    },
    ({ params }) => {
      const replay = replayOf(params.eventId);
      return {
        players: playersAt(replay.match, replay.second())
          .filter((player) => player.onAt !== null)
          .map((player) => ({
            playerId: player.playerId,
            name: player.name,
            side: player.side,
            position: player.position,
            minutes: Math.floor(player.secondsPlayed / 60),
            goals: player.goals,
            assists: player.assists,
            shots: player.shots,
            shotsOnTarget: player.shotsOnTarget,
            expectedGoals: player.expectedGoals,
            foulsCommitted: player.foulsCommitted,
            yellowCards: player.yellowCards,
            redCards: player.redCards,
          })),
      };
    },
  );
}
