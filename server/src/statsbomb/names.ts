import { surnameOf } from '../../../contract/person-names.ts';
/**
 * Names as our scenarios want them: ids are ASCII slugs, teams get a three-letter code, players
 * a short name for tight places in the widget.
 */

// Letters that Unicode does not decompose into a base letter plus a mark.
const plainLetters: Record<string, string> = { ı: 'i', ø: 'o', ß: 'ss', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', þ: 'th' };

/** Plain ASCII letters: "Çalhanoğlu" -> "Calhanoglu", "Yokuşlu" -> "Yokuslu". */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıøßłđæœþ]/gi, (letter) => {
      const plain = plainLetters[letter.toLowerCase()] ?? letter;
      return letter === letter.toLowerCase() ? plain : plain.toUpperCase();
    });
}

/** "Deportivo Alavés" -> "deportivo-alaves". */
export function slugify(text: string): string {
  return toAscii(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

// Club-form words that say nothing about which club it is ("Deportivo Alavés" is Alavés).
const genericClubWords = new Set([
  'fc',
  'cf',
  'cd',
  'sd',
  'ud',
  'ac',
  'as',
  'sc',
  'ss',
  'ssc',
  'afc',
  'rcd',
  'club',
  'deportivo',
  'calcio',
  'de',
  'del',
  'la',
  'the',
]);

/**
 * A three-letter code in the usual broadcast style: one distinctive word gives its first three
 * letters (Barcelona BAR, Turkey TUR, Alavés ALA); two give an initial and two letters of the
 * second (Real Madrid RMA, Manchester United MUN); three or more give initials (West Ham United WHU).
 */
export function teamCode(teamName: string): string {
  const words = toAscii(teamName)
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  const distinctive = words.filter((word) => !genericClubWords.has(word.toLowerCase()));
  const kept = distinctive.length > 0 ? distinctive : words;
  const [first = 'XXX', second, third] = kept;
  const raw = third ? kept.map((word) => word[0]).join('') : second ? `${first[0]}${second.slice(0, 2)}` : first;
  return raw.padEnd(3, 'X').slice(0, 3);
}

/** StatsBomb's nickname is the name fans know ("Lionel Messi", "Jorginho"); else the surname. */
export function shortName(playerName: string, nickname: string | null | undefined): string {
  return nickname || surnameOf(playerName);
}
