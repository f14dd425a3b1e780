/**
 * A team's line of one match, read by the competition's answers (form, averages, the season
 * sample) and built by the analytics (recorded-season.ts): it lives on the lower floor.
 */

/** What a player's and a team's line of one match may count; absent means not recorded. */
export interface MatchCounts {
  goals?: number;
  assists?: number;
  shots?: number;
  shotsOnTarget?: number;
  passes?: number;
  passesCompleted?: number;
  tackles?: number;
  fouls?: number;
  yellowCards?: number;
  redCards?: number;
}

/** One team in one match. The score is always known; the other counts where a source has them. */
export interface TeamMatchLine extends MatchCounts {
  goals: number;
  goalsConceded: number;
  corners?: number;
  /** Regulation minutes the match lasted (120 after extra time), where the source says. */
  minutes?: number;
  /** The match's date and opponent, where the source says (the evidence a fan can check). */
  date?: string;
  opponent?: string;
}
