/**
 * A competition's name in the fan's language, when it is one we know: by the feed's id for a
 * competition of ours ("<competition>-<season>", e.g. "worldcup-2022", "euro-2020"), by the
 * international results' words for a head-to-head meeting ("Friendly", "FIFA World Cup
 * qualification"). Any other keeps the given name, as a league's ("La Liga") does in every
 * language.
 */
const knownIds: ReadonlyArray<[RegExp, string]> = [
  [/^(fifa-)?world-?cup(-|$)/, 'info.competitions.worldCup'],
  [/^(uefa-)?euro(-|$)/, 'info.competitions.euro'],
];

const knownTournaments: ReadonlyMap<string, string> = new Map([
  ['FIFA World Cup', 'info.competitions.worldCup'],
  ['FIFA World Cup qualification', 'info.competitions.worldCupQualification'],
  ['UEFA Euro', 'info.competitions.euro'],
  ['UEFA Euro qualification', 'info.competitions.euroQualification'],
  ['Friendly', 'info.competitions.friendly'],
]);

export function competitionNameKey(id: string): string | null {
  return knownIds.find(([pattern]) => pattern.test(id))?.[1] ?? null;
}

export function competitionName(competition: { id: string; name: string }, t: (key: string) => string): string {
  const key = competitionNameKey(competition.id);
  return key ? t(key) : competition.name;
}

/** A head-to-head meeting's tournament, as the international results name it. */
export function tournamentName(name: string, t: (key: string) => string): string {
  const key = knownTournaments.get(name);
  return key ? t(key) : name;
}
