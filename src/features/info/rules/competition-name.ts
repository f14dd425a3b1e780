/**
 * A competition's name in the fan's language, when it is one we know by its id (the feed's ids
 * are "<competition>-<season>", e.g. "worldcup-2022", "euro-2020"); any other keeps the feed's
 * name, as a league's name ("La Liga") does in every language.
 */
const known: ReadonlyArray<[RegExp, string]> = [
  [/^(fifa-)?world-?cup(-|$)/, 'info.competitions.worldCup'],
  [/^(uefa-)?euro(-|$)/, 'info.competitions.euro'],
];

export function competitionNameKey(id: string): string | null {
  return known.find(([pattern]) => pattern.test(id))?.[1] ?? null;
}

export function competitionName(competition: { id: string; name: string }, t: (key: string) => string): string {
  const key = competitionNameKey(competition.id);
  return key ? t(key) : competition.name;
}
