import type { GraphQLSchema } from 'graphql';
import { buildSchema, isObjectType } from 'graphql';
import { analyticsResolvers } from './resolvers.ts';
import type { FieldResolverMap } from './resolvers.ts';
import type { AnalyticsSource } from './season-lines.ts';

/**
 * The analytics GraphQL schema behind `POST /betanalytics/{outlet}/graphql` (SPEC section 7):
 * what the widget's player and team assistants, top scorers and player stats ask for. Kept as
 * SDL so the contract reads as one document; resolvers are attached to the built schema so the
 * result executes on its own, without a root value.
 */
export const analyticsSdl = /* GraphQL */ `
  """
  Betting analytics for one match. Every query takes the eventId of the match whose two teams
  are analysed and answers null, with an EVENT_NOT_FOUND error, for an unknown event.
  """
  type Query {
    """
    The player assistant: for the chosen event, each player of the chosen side(s) with the share
    of his team's last matches in which he went over the threshold. Players at 0% are left out and
    counted in removedPlayers. Sorted by share, then average, then short name. Only recorded
    matches count: an event that a match's record does not hold leaves that match out of the
    window, and an event no record holds is not in offeredEvents.
    """
    playerAssistant(
      "The match whose squads are listed."
      eventId: ID!
      "What is counted in each match."
      event: PlayerEvent! = GOALS
      "Whose players are listed."
      team: TeamFilter! = BOTH
      "The line, 0 to 10: a match counts when the value is above it, so 0.5 means at least 1."
      threshold: Float! = 0.5
      "How many of the team's most recent matches to look at, 1 to 20."
      matches: Int! = 6
    ): PlayerAssistant

    """
    The team assistant: both teams with the share of their last matches in which they went over
    the threshold for the chosen event. Both teams are always listed, sorted by share.
    """
    teamAssistant(
      "The match whose teams are compared."
      eventId: ID!
      "What is counted in each match."
      event: TeamEvent! = GOALS
      "The line, 0 to 10: a match counts when the value is above it, so 0.5 means at least 1."
      threshold: Float! = 0.5
      "How many of the team's most recent matches to look at, 1 to 20."
      matches: Int! = 6
    ): TeamAssistant

    """
    The competition's top scorers, this match's goals so far included, from the competition's
    real results (the same as REST /top_scorers). Where the results name no scorers, only this
    match's scorers are known: the rows list them and coverage says how few matches they cover.
    """
    topScorers("The match whose competition is meant." eventId: ID!, "How many rows to return, 1 to 50." limit: Int! = 10): TopScorers

    "Season statistics of every squad player of the chosen side(s), home first, in squad order; this match so far included once it has kicked off."
    playerStats("The match whose squads are listed." eventId: ID!, "Whose players are listed." team: TeamFilter! = BOTH): [PlayerStats!]

    "Per-match season averages of both teams, home first; this match so far included once it has kicked off."
    teamSeasonAverages("The match whose teams are described." eventId: ID!): [TeamSeasonAverages!]
  }

  "What the player assistant counts in each match."
  enum PlayerEvent {
    "Goals scored (own goals not included)."
    GOALS
    "Assists."
    ASSISTS
    "Goals plus assists: the player scored or set up a goal."
    GOAL_INVOLVEMENTS
    "Shots, on or off target, blocked included."
    SHOTS
    "Shots on target, goals included."
    SHOTS_ON_TARGET
    "Tackles made."
    TACKLES
    "Fouls committed."
    FOULS
    "Yellow and red cards together."
    CARDS
  }

  "What the team assistant counts in each match."
  enum TeamEvent {
    "Goals scored."
    GOALS
    "Goals let in."
    GOALS_CONCEDED
    "Goals of both teams together (over/under lines), after extra time where there was one."
    TOTAL_GOALS
    "1 when both teams scored, else 0."
    BOTH_TEAMS_SCORED
    "1 when the team let in no goal, else 0."
    CLEAN_SHEETS
    "1 when the team won (after extra time; a shoot-out leaves a draw), else 0."
    WINS
    "Shots, on or off target, blocked included."
    SHOTS
    "Shots on target, goals included."
    SHOTS_ON_TARGET
    "Corners won."
    CORNERS
    "Fouls committed."
    FOULS
    "Yellow and red cards together."
    CARDS
  }

  "Which side's players a list holds."
  enum TeamFilter {
    "The home team's players."
    HOME
    "The away team's players."
    AWAY
    "Both teams' players."
    BOTH
  }

  "The side a team plays on in the analysed match."
  enum Side {
    "The home team."
    HOME
    "The away team."
    AWAY
  }

  "A player's position in the analysed match's line-up."
  enum Position {
    "Goalkeeper."
    GOALKEEPER
    "Centre-back."
    DEFENDER
    "Full-back."
    SIDE_BACK
    "Wing-back."
    WING_BACK
    "Defensive midfielder."
    DEFENSIVE_MIDFIELDER
    "Midfielder."
    MIDFIELDER
    "Winger or attacking midfielder."
    ATTACKER
    "Striker."
    STRIKER
  }

  "One of the two teams of the analysed match."
  type Team {
    "The team's id in the feed."
    id: ID!
    "Three-letter code, e.g. ARG."
    code: String!
    "Full name."
    name: String!
    "Home or away in the analysed match."
    side: Side!
  }

  "A squad player of the analysed match."
  type Player {
    "The player's id in the feed."
    id: ID!
    "Full name."
    name: String!
    "Name as shown in tight spaces."
    shortName: String!
    "Shirt number."
    number: Int!
    "Position in the line-up."
    position: Position!
    "In the starting eleven of the analysed match."
    starter: Boolean!
    "His team."
    team: Team!
  }

  "Which competition the matches of a window are from."
  type WindowCompetition {
    "The competition's id in the feed."
    id: ID!
    "Its name, e.g. FIFA World Cup."
    name: String!
    "Its season, e.g. 2022 or 2018/19."
    season: String!
  }

  "Which matches a 'last N' or a season sample counts: one rule for every answer (docs/feed-protocol.md, Windows and samples)."
  type MatchWindow {
    "COMPETITION: the team's matches of this competition's season in our records, most recent first."
    kind: WindowKind!
    "The N asked for; null for a season sample, which counts every match."
    limit: Int
    "True once the analysed match has kicked off: it is then the first match of the window, as far as played."
    thisMatch: Boolean!
    "The competition."
    competition: WindowCompetition!
  }

  "Which matches a window counts."
  enum WindowKind {
    "The team's matches of this competition's season (a tournament for a national team, the league season for a club)."
    COMPETITION
  }

  "One match of an assistant's window, most recent first."
  type MatchMark {
    "False when the player did not play (such a match never reaches the line); null where appearances are not recorded."
    played: Boolean
    "The counted value in that match (0 when not played)."
    value: Int!
    "The value was above the threshold."
    reached: Boolean!
    "The match's date (YYYY-MM-DD), where its record says."
    date: String
    "The opponent, where the record says."
    opponent: String
  }

  "The player assistant's answer."
  type PlayerAssistant {
    "The event asked for."
    event: PlayerEvent!
    "The side(s) asked for."
    team: TeamFilter!
    "The threshold asked for."
    threshold: Float!
    "The match count asked for."
    matches: Int!
    "Players who reached the line at least once, best first."
    rows: [PlayerAssistantRow!]!
    "How many players were left out at 0%, for the note that they have been removed."
    removedPlayers: Int!
    "The events the records of this match's players hold; only these are worth asking for."
    offeredEvents: [PlayerEvent!]!
    "Who recorded the matches counted, to credit: tournamentResults, leagueResults, statsBomb (credit StatsBomb), matchReports."
    sources: [String!]!
    "Which matches 'the last N' are; null without competition data."
    window: MatchWindow
  }

  "A player's record against the line."
  type PlayerAssistantRow {
    "The player."
    player: Player!
    "Matches in the window in which he went over the line."
    hits: Int!
    "Size of the window: the most recent matches whose record holds the event, as many as asked for or fewer."
    matches: Int!
    "Matches in the window he played in; null where appearances are not recorded."
    appearances: Int
    "hits / matches, from 0 to 1."
    share: Float!
    "The share as a whole percentage."
    percentage: Int!
    "Mean counted value per match played in the window, two decimals."
    average: Float!
    "The window, most recent match first."
    lastMatches: [MatchMark!]!
  }

  "The team assistant's answer."
  type TeamAssistant {
    "The event asked for."
    event: TeamEvent!
    "The threshold asked for."
    threshold: Float!
    "The match count asked for."
    matches: Int!
    "Both teams, best first."
    rows: [TeamAssistantRow!]!
    "The events the two teams' records hold; only these are worth asking for."
    offeredEvents: [TeamEvent!]!
    "Who recorded the matches counted, to credit: tournamentResults, leagueResults, statsBomb (credit StatsBomb), matchReports."
    sources: [String!]!
    "Which matches 'the last N' are; null without competition data."
    window: MatchWindow
  }

  "A team's record against the line."
  type TeamAssistantRow {
    "The team."
    team: Team!
    "Matches in the window in which it went over the line."
    hits: Int!
    "Size of the window."
    matches: Int!
    "hits / matches, from 0 to 1."
    share: Float!
    "The share as a whole percentage."
    percentage: Int!
    "Mean counted value per match in the window, two decimals."
    average: Float!
    "The window, most recent match first."
    lastMatches: [MatchMark!]!
  }

  "What a top-scorer table covers."
  type ScorerCoverage {
    "True when every scorer of every match played so far is known."
    complete: Boolean!
    "Matches whose scorers are counted."
    matchesCounted: Int!
    "Matches of the competition played so far (this one included once it has kicked off)."
    matchesPlayed: Int!
  }

  "The top-scorer table."
  type TopScorers {
    "What the rows cover: all matches played so far, or only those whose scorers are known."
    coverage: ScorerCoverage!
    "Most goals first; level players share a rank and are listed by fewer penalties, then name, then team."
    rows: [TopScorer!]!
    "Who recorded the matches counted when not all are (statsBomb: credit StatsBomb; matchReports); empty for the competition's whole results."
    sources: [String!]!
  }

  "A row of the top-scorer table."
  type TopScorer {
    "Competition ranking: players level on goals share a rank (1, 1, 3)."
    rank: Int!
    "The squad player's id, when the scorer plays in the analysed match."
    playerId: ID
    "Full name."
    name: String!
    "His team's three-letter code."
    teamCode: String!
    "His team's name."
    teamName: String!
    "Goals scored."
    goals: Int!
    "Of which penalties, when known."
    penalties: Int
    "Matches played, when known."
    appearances: Int
  }

  "Counts per 90 minutes played, two decimals."
  type PerNinety {
    "Goals per 90 minutes."
    goals: Float
    "Assists per 90 minutes."
    assists: Float
    "Shots per 90 minutes."
    shots: Float
    "Shots on target per 90 minutes."
    shotsOnTarget: Float
    "Passes per 90 minutes."
    passes: Float
    "Tackles per 90 minutes."
    tackles: Float
    "Fouls per 90 minutes."
    fouls: Float
  }

  "Counts per appearance over the season, two decimals."
  type PlayerSeasonAverage {
    "Minutes per appearance."
    minutes: Float!
    "Goals per appearance."
    goals: Float
    "Assists per appearance."
    assists: Float
    "Shots per appearance."
    shots: Float
    "Shots on target per appearance."
    shotsOnTarget: Float
    "Passes per appearance."
    passes: Float
    "Tackles per appearance."
    tackles: Float
    "Fouls per appearance."
    fouls: Float
  }

  "A player's season in numbers, over his recorded appearances; a count is null where none of them holds it."
  type PlayerStats {
    "The player."
    player: Player!
    "Matches played."
    appearances: Int!
    "Matches started."
    starts: Int!
    "Minutes played."
    minutes: Int!
    "Goals."
    goals: Int
    "Assists."
    assists: Int
    "Shots."
    shots: Int
    "Shots on target."
    shotsOnTarget: Int
    "Passes attempted."
    passes: Int
    "Passes completed."
    passesCompleted: Int
    "Completed share of passes in percent, one decimal; null without a pass."
    passSuccessPercentage: Float
    "Tackles."
    tackles: Int
    "Fouls committed."
    fouls: Int
    "Yellow cards."
    yellowCards: Int
    "Red cards."
    redCards: Int
    "Per-90 values; null without minutes."
    per90: PerNinety
    "Per-appearance averages; null without appearances."
    seasonAverage: PlayerSeasonAverage
  }

  "A team's season averages per match, two decimals."
  type TeamSeasonAverages {
    "The team."
    team: Team!
    "Matches the goal figures are over."
    matches: Int!
    "Matches whose event data gives the other figures; those are null when there is none."
    detailMatches: Int!
    "Goals scored per match."
    goals: Float!
    "Goals conceded per match."
    goalsConceded: Float!
    "Shots per match."
    shots: Float
    "Shots on target per match."
    shotsOnTarget: Float
    "Corners won per match."
    corners: Float
    "Fouls committed per match."
    fouls: Float
    "Yellow cards per match."
    yellowCards: Float
    "Red cards per match."
    redCards: Float
    "Passes per match."
    passes: Float
    "Completed share of passes in percent, one decimal; null without a pass."
    passSuccessPercentage: Float
    "Tackles per match."
    tackles: Float
    "Share of matches without a goal conceded, in percent, one decimal."
    cleanSheetPercentage: Float!
    "The season sample: every match of the competition's season so far, the same as REST /season_avg; null without competition data."
    window: MatchWindow
  }
`;

/** Builds the schema with every resolver attached, answering from `source`. */
export function buildAnalyticsSchema(source: AnalyticsSource): GraphQLSchema {
  const schema = buildSchema(analyticsSdl);
  attachResolvers(schema, analyticsResolvers(source));
  return schema;
}

/** graphql-js builds fields without resolvers from SDL; we set them on the built field objects. */
function attachResolvers(schema: GraphQLSchema, resolvers: FieldResolverMap): void {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new TypeError(`analytics schema: no object type ${typeName} for its resolvers`);
    const typeFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName];
      if (!field) throw new TypeError(`analytics schema: ${typeName} has no field ${fieldName}`);
      field.resolve = resolve;
    }
  }
}
