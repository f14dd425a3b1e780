/**
 * How a person's full name gives the surname a fan knows: the last word with the particles in front
 * of it. The feed shortens StatsBomb's names with it and the widget writes names on the pitch with
 * it, so both say "ter Stegen" and "Mac Allister" the same way.
 */

/** Words that belong to the surname after them: Di María, De Paul, ter Stegen, Mac Allister, van Dijk. */
const surnameParticles: ReadonlySet<string> = new Set([
  'al',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'la',
  'le',
  'lo',
  'mac',
  'mc',
  'st.',
  'ten',
  'ter',
  'van',
  'von',
]);

/** The surname of a full name: its last word with the particles in front of it. */
export function surnameOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  let first = parts.length - 1;
  while (first > 0 && surnameParticles.has(parts[first - 1]!.toLowerCase())) first -= 1;
  return parts.slice(first).join(' ');
}
