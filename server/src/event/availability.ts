import type { Availability, Stage } from '../../../contract/protocol.ts';
import { availablePaths } from '../../../contract/pages.ts';
import { isPreMatchStage } from '../../../contract/stage-groups.ts';

/**
 * The routes that have data for a match in a stage, from the page catalogue. The widget still
 * applies its own stage rules (SPEC section 2); this says what the feed can serve: line-ups once
 * they are announced, live statistics once the ball has rolled, and only with event data the
 * pages whose figures need it (`needsEventData` in contract/pages.ts). A match without event
 * data says so: `features.eventData` false, and no xG, momentum, player statistics or ball events
 * (`competition.viz`). Its pitch view is still offered where the match asks for one: the live
 * tracker shows what is known (the score, the clock, the goals and cards) and draws no ball, and
 * `/ball_path` answers empty lists for it. A page with nothing to say at this moment
 * (`withoutContent`, from page-content.ts) is not offered either, and its feature flag says so.
 */
export function availabilityFor(
  stage: Stage,
  options: { stream: boolean; pitchView: boolean; eventData: boolean; withoutContent?: ReadonlySet<string> },
): Availability {
  const lineups = stage !== 'published' && stage !== 'preview';
  const live = !isPreMatchStage(stage);
  const { eventData, pitchView } = options;
  const without = options.withoutContent ?? new Set<string>();
  const paths = availablePaths({ lineups, live, stream: options.stream, pitchView, eventData }).filter((path) => !without.has(path));
  const has = (path: string) => !without.has(path);
  return {
    paths,
    pitchView,
    stream: options.stream,
    features: {
      lineups,
      xg: live && eventData,
      preview: has('/info/preview'),
      insights: has('/info/insights'),
      commentary: true,
      eventData,
      otherMatches: true,
      previousMeetings: has('/info/h2h'),
      gameHistory: true,
      playerStatsLv: live && eventData,
      playerStatsAvg: true,
      competition: {
        table: has('/info/table'),
        fixtures: has('/info/fixtures'),
        topScorers: has('/stats/top-scorers'),
        viz: pitchView && eventData,
      },
      h2hStats: { players: true, summary: true, distribution: true, discipline: true },
      teamStats: { summary: true, attacking: true, distribution: true, discipline: true },
      dbs: true,
      pitchView,
      stream: options.stream,
      vod: false,
      matchMomentum: live && eventData,
    },
  };
}

/**
 * A match with no event data (a catalogue match, or an ingested one before its events): its pages
 * from what is held, `offered` (every other path listed without content), and the features no
 * record of it holds switched off: commentary, history, season and player averages, team and
 * head-to-head statistics, betting analytics. No pitch view either: neither is replayed live (a
 * catalogue match is over and has no clock; a registration before kick-off has no play), so a
 * tracker would show a strip the scoreboard already shows and a pitch that never moves.
 */
export function availabilityWithoutEventData(stage: Stage, offered: (path: string) => boolean): Availability {
  const base = availabilityFor(stage, { stream: false, pitchView: false, eventData: false });
  const withoutContent = new Set(base.paths.filter((path) => !offered(path)));
  const availability = availabilityFor(stage, { stream: false, pitchView: false, eventData: false, withoutContent });
  return {
    ...availability,
    features: {
      ...availability.features,
      commentary: false,
      gameHistory: false,
      playerStatsAvg: false,
      h2hStats: { players: false, summary: false, distribution: false, discipline: false },
      teamStats: { summary: false, attacking: false, distribution: false, discipline: false },
      dbs: false,
    },
  };
}
