import type { Scenario, Side, Team } from '../scenario/schema.ts';
import { positionProfiles } from './position-profiles.ts';
import { createRandom, deriveSeed } from './random.ts';
import type {
  AnalyticsSource,
  EventSeason,
  PlayerMatchLine,
  PlayerSeason,
  TeamMatchLine,
  TeamRef,
  TeamSeason,
  TopScorerFact,
} from './season-lines.ts';
import type { SquadMember } from './simulate-match.ts';
import { simulateTeamMatch } from './simulate-match.ts';

export type { AnalyticsSource, EventSeason } from './season-lines.ts';

/**
 * The seeded season model: where no feed gives us the two squads' recent matches, we simulate
 * them from the line-ups' positions so the assistants have believable numbers. Same scenario and
 * seed, same numbers, on every run.
 */
export interface SeasonModelOptions {
  seed: number;
  /**
   * How many recent matches to simulate per team. Default 20, the largest window the
   * assistants accept, so every window a query may ask for is full.
   */
  matchesPerTeam?: number;
  /** Real top scorers computed elsewhere (from results files); when given, they replace the model's. */
  topScorers?: readonly TopScorerFact[];
}

export const defaultMatchesPerTeam = 20;
const maxMatchesPerTeam = 60;

/** The season model of one scenario: it answers at once, with no loading to wait for. */
export interface SeasonModel extends AnalyticsSource {
  season(eventId: string): EventSeason | null;
}

export function createSeasonModel(scenario: Scenario, options: SeasonModelOptions): SeasonModel {
  const season = simulateSeason(scenario, options);
  return { season: (eventId) => (eventId === scenario.id ? season : null) };
}

export function simulateSeason(scenario: Scenario, options: SeasonModelOptions): EventSeason {
  const matchesPerTeam = options.matchesPerTeam ?? defaultMatchesPerTeam;
  if (!Number.isInteger(options.seed)) throw new TypeError(`season model: seed must be an integer, got ${options.seed}`);
  if (!Number.isInteger(matchesPerTeam) || matchesPerTeam < 1 || matchesPerTeam > maxMatchesPerTeam) {
    throw new TypeError(`season model: matchesPerTeam must be an integer from 1 to ${maxMatchesPerTeam}, got ${matchesPerTeam}`);
  }
  const home = simulateTeamSeason(scenario.home, 'home', options.seed, matchesPerTeam);
  const away = simulateTeamSeason(scenario.away, 'away', options.seed, matchesPerTeam);
  const players = [...home.players, ...away.players];
  return {
    eventId: scenario.id,
    home: home.season,
    away: away.season,
    players,
    topScorers: options.topScorers ? { origin: 'facts', rows: options.topScorers } : { origin: 'model', rows: modelTopScorers(players) },
  };
}

function simulateTeamSeason(team: Team, side: Side, seed: number, matchesPerTeam: number): { season: TeamSeason; players: PlayerSeason[] } {
  // One stream per team, keyed by its id, so a change to the other squad leaves this one alone.
  const random = createRandom(deriveSeed(seed, team.id));
  const style = { strength: random.between(0.85, 1.15) };
  const squad: SquadMember[] = team.players.map((player) => ({
    player,
    profile: positionProfiles[player.position],
    talent: random.between(0.75, 1.25),
  }));

  const teamLines: TeamMatchLine[] = [];
  const playerLines: PlayerMatchLine[][] = squad.map(() => []);
  for (let match = 0; match < matchesPerTeam; match += 1) {
    const simulated = simulateTeamMatch(squad, style, random);
    teamLines.push(simulated.team);
    simulated.players.forEach((line, index) => playerLines[index]?.push(line));
  }

  const ref: TeamRef = { id: team.id, code: team.code, name: team.name, side };
  const players = team.players.map((player, index): PlayerSeason => ({
    id: player.id,
    name: player.name,
    shortName: player.shortName,
    number: player.number,
    position: player.position,
    starter: player.starter,
    team: ref,
    matches: playerLines[index] ?? [],
  }));
  return { season: { team: ref, matches: teamLines }, players };
}

/** The model's top scorers: the two squads' players with their goals over every line they have. */
export function modelTopScorers(players: readonly PlayerSeason[]): TopScorerFact[] {
  return players.flatMap((player) => {
    const goals = player.matches.reduce((total, line) => total + line.goals, 0);
    if (goals === 0) return [];
    const appearances = player.matches.filter((line) => line.minutes > 0).length;
    return [{ playerId: player.id, name: player.name, teamCode: player.team.code, teamName: player.team.name, goals, appearances }];
  });
}
