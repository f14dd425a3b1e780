import { describe, expect, it } from 'vitest';
import { csvRecords, meetingsBetween, parseCsv, resultColumns, shootoutColumns } from './international.ts';

describe('CSV', () => {
  it('reads quoted fields with commas and doubled quotes, and CRLF line ends', () => {
    expect(parseCsv('a,b\r\n"Washington, D.C.","say ""hi"""\r\nx,\n')).toEqual([
      ['a', 'b'],
      ['Washington, D.C.', 'say "hi"'],
      ['x', ''],
    ]);
  });

  it('names a missing column and a short line', () => {
    expect(() => csvRecords('date,home_team\n', resultColumns, 'results.csv')).toThrow(/results\.csv: missing column\(s\) away_team/);
    expect(() => csvRecords('a,b\n1\n', ['a'], 'x.csv')).toThrow(/x\.csv: line 2 has 1 fields, expected 2/);
  });
});

describe('meetings from the results list', () => {
  const results = csvRecords(
    [
      resultColumns.join(','),
      '1930-07-15,Argentina,France,1,0,FIFA World Cup,Montevideo,Uruguay,TRUE',
      '1930-07-16,Argentina,Mexico,6,3,FIFA World Cup,Montevideo,Uruguay,TRUE',
      '2022-12-18,Argentina,France,3,3,FIFA World Cup,Lusail,Qatar,TRUE',
      '1965-06-03,France,Argentina,0,0,Friendly,Paris,France,FALSE',
      '2026-01-01,France,Argentina,1,0,Friendly,Paris,France,FALSE',
    ].join('\n'),
    resultColumns,
    'results.csv',
  );
  const shootouts = csvRecords(`${shootoutColumns.join(',')}\n2022-12-18,Argentina,France,Argentina`, shootoutColumns, 'shootouts.csv');

  it('keeps the pair up to the given day, oldest first, with ids and the shoot-out winner', () => {
    const meetings = meetingsBetween(results, shootouts, { Argentina: 'argentina', France: 'france' }, '2022-12-18');
    expect(meetings.map((meeting) => `${meeting.date} ${meeting.home} ${meeting.homeScore}-${meeting.awayScore} ${meeting.away}`)).toEqual([
      '1930-07-15 argentina 1-0 france',
      '1965-06-03 france 0-0 argentina',
      '2022-12-18 argentina 3-3 france',
    ]);
    expect(meetings[2]).toEqual({
      date: '2022-12-18',
      home: 'argentina',
      away: 'france',
      homeScore: 3,
      awayScore: 3,
      tournament: 'FIFA World Cup',
      city: 'Lusail',
      country: 'Qatar',
      neutral: true,
      shootoutWinner: 'argentina',
    });
    expect(meetings[1]).not.toHaveProperty('shootoutWinner');
  });
});
