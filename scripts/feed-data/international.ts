import type { Meeting } from '../../server/src/competition/schema.ts';

/** Reads international/results.csv and shootouts.csv (martj42/international_results, CC0). */

/** RFC 4180 rows: quoted fields may hold commas ("Washington, D.C.") and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as records keyed by the header line, checking the columns we rely on are there. */
export function csvRecords(text: string, required: readonly string[], file: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error(`${file}: empty`);
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new Error(`${file}: missing column(s) ${missing.join(', ')}`);
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row, index) => {
      if (row.length !== header.length) throw new Error(`${file}: line ${index + 2} has ${row.length} fields, expected ${header.length}`);
      return Object.fromEntries(header.map((column, i) => [column, row[i] ?? '']));
    });
}

export const resultColumns = [
  'date',
  'home_team',
  'away_team',
  'home_score',
  'away_score',
  'tournament',
  'city',
  'country',
  'neutral',
] as const;
export const shootoutColumns = ['date', 'home_team', 'away_team', 'winner'] as const;

/**
 * Every meeting of two teams up to and including `until`, oldest first. Scores are as the
 * source gives them: after extra time, without the shoot-out, which only names its winner.
 */
export function meetingsBetween(
  results: readonly Record<string, string>[],
  shootouts: readonly Record<string, string>[],
  /** The two teams: the source's name of each to our id. */
  pair: Readonly<Record<string, string>>,
  until: string,
): Meeting[] {
  const idOf = new Map(Object.entries(pair));
  if (idOf.size !== 2) throw new Error('meetingsBetween needs exactly two teams');
  const isPair = (record: Record<string, string>) =>
    record.home_team !== record.away_team && idOf.has(record.home_team ?? '') && idOf.has(record.away_team ?? '');
  const key = (record: Record<string, string>) => `${record.date}|${record.home_team}|${record.away_team}`;
  const shootoutWinners = new Map(shootouts.filter(isPair).map((record) => [key(record), record.winner ?? '']));

  return results
    .filter((record) => isPair(record) && (record.date ?? '') <= until)
    .map((record): Meeting => {
      const winner = shootoutWinners.get(key(record));
      const shootoutWinner = winner === undefined ? undefined : idOf.get(winner);
      if (winner !== undefined && shootoutWinner === undefined) throw new Error(`shootouts.csv: ${key(record)} names winner "${winner}"`);
      return {
        date: required(record, 'date'),
        home: idOf.get(required(record, 'home_team')) ?? '',
        away: idOf.get(required(record, 'away_team')) ?? '',
        homeScore: goals(record, 'home_score'),
        awayScore: goals(record, 'away_score'),
        tournament: required(record, 'tournament'),
        city: required(record, 'city'),
        country: required(record, 'country'),
        neutral: flag(record, 'neutral'),
        ...(shootoutWinner === undefined ? {} : { shootoutWinner }),
      };
    })
    .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

function required(record: Record<string, string>, column: string): string {
  const value = record[column];
  if (!value) throw new Error(`results.csv: ${record.date} ${record.home_team} v ${record.away_team} has no ${column}`);
  return value;
}

/** A score column as a whole number of goals; anything else stops the import with the row named. */
export function goals(record: Record<string, string>, column: string): number {
  const value = Number(required(record, column));
  if (!Number.isInteger(value) || value < 0) throw new Error(`results.csv: ${record.date} ${column} is "${record[column]}"`);
  return value;
}

function flag(record: Record<string, string>, column: string): boolean {
  const value = required(record, column);
  if (value !== 'TRUE' && value !== 'FALSE') throw new Error(`results.csv: ${record.date} ${column} is "${value}"`);
  return value === 'TRUE';
}
