/**
 * The names written on a formation pitch, where a phone leaves about 60 px between two players of
 * a line. The rule, in order:
 *
 * 1. A player goes by his known name. The feed's short name is that name when it differs from the
 *    full one, less a leading initial ("E. Martínez" is "Martínez"; "Kolo Muani", "Papu Gómez" and
 *    "Mac Allister" stay as they are). When the feed gives the full name only ("Lionel Messi",
 *    "Marc-André ter Stegen"), the known name is the surname: the last word with the particles
 *    before it ("ter Stegen", "De Paul", "Di María", "Mac Allister"). A single name stays whole.
 * 2. Two players of one team drawn at the same time with the same known name are told apart by
 *    their initials: the feed's ("E. Martínez", "L. Martínez") or the first name's ("G. Gómez").
 * 3. What still does not fit its place on the pitch is cut after whole letters and ends in "…",
 *    never shorter than three letters ("Aguirregab…"). The full name goes with it, as the label's
 *    title and in the list a screen reader reads.
 */

import { surnameOf } from '../../contract/person-names.ts';

/** "E. ", "Li. ", "J.-P. ": one or more initials, each a short run of letters with a full stop. */
const leadingInitials = /^(?:\p{L}{1,2}\.[\s-]*)+/u;

const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);

export interface NamedPlayer {
  /** The full name ("Enzo Fernández"). */
  name: string;
  /** The feed's short form ("E. Fernández"), which may be the full name again. */
  shortName: string;
}

/** Rule 1: the name a fan knows the player by. */
export function knownName(player: NamedPlayer): string {
  const short = player.shortName.trim().replace(/\s+/g, ' ');
  const full = player.name.trim().replace(/\s+/g, ' ');
  if (short && short !== full) {
    const withoutInitials = short.replace(leadingInitials, '').trim();
    return withoutInitials || short;
  }
  return surnameOf(full);
}

/** The known name with the initials that tell two namesakes apart. */
function initialledName(player: NamedPlayer, known: string): string {
  const short = player.shortName.trim();
  if (leadingInitials.test(short)) return short.replace(/\s+/g, ' ');
  const firstName = words(player.name)[0];
  return firstName && firstName !== known ? `${[...firstName][0]}. ${known}` : player.name.trim();
}

/**
 * Rules 1 and 2 for the players drawn together for one team: each player's name, by id.
 */
export function teamPitchNames<P extends NamedPlayer & { id: string }>(players: readonly P[]): Map<string, string> {
  const known = new Map(players.map((player) => [player.id, knownName(player)]));
  const count = new Map<string, number>();
  for (const name of known.values()) count.set(name.toLocaleLowerCase(), (count.get(name.toLocaleLowerCase()) ?? 0) + 1);
  return new Map(
    players.map((player) => {
      const name = known.get(player.id)!;
      return [player.id, count.get(name.toLocaleLowerCase())! > 1 ? initialledName(player, name) : name];
    }),
  );
}

/** One segmenter for every name (made on first use; none where the browser has no Intl.Segmenter). */
let letters: Intl.Segmenter | null | undefined;

/** Letters as a reader sees them: an accent that is a character of its own stays with its letter. */
function graphemes(text: string): string[] {
  letters ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return letters ? [...letters.segment(text)].map((part) => part.segment) : [...text];
}

/** The fewest letters a cut name keeps before its ellipsis. */
export const shortestCut = 3;

/**
 * Rule 3: the name, then each shorter cut of it ("Tagliafico", "Tagliafic…", … "Tag…"), longest
 * first: the layout takes the first that fits. A cut never ends on a space or a full stop.
 */
export function nameCuts(name: string): string[] {
  const letters = graphemes(name);
  const cuts = [name];
  for (let keep = letters.length - 1; keep >= shortestCut; keep -= 1) {
    const head = letters
      .slice(0, keep)
      .join('')
      .replace(/[\s.\-'’]+$/u, '');
    if (graphemes(head).length < shortestCut) break;
    const cut = `${head}…`;
    if (cut !== cuts.at(-1)) cuts.push(cut);
  }
  return cuts;
}
