/**
 * A competition named once: its name and season, unless the name already carries a year, as a
 * tournament's does ("UEFA Euro 2020", played in 2021, is not "UEFA Euro 2020 2021"; "FIFA World
 * Cup" and "La Liga" take their season: "FIFA World Cup 2022", "La Liga 2018/19").
 */
export function competitionTitle(competition: { name: string; season: string }): string {
  return /\b\d{4}\b/.test(competition.name) ? competition.name : `${competition.name} ${competition.season}`;
}
