import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { incidentsAnswerSchema, lineupsAnswerSchema } from '../../../../contract/match-data.ts';
import { incidentSchema } from '../../../../contract/protocol.ts';
import barAlaIncidents from '../testing/laliga-2018-19-bar-ala.incidents.json';
import barAlaLineups from '../testing/laliga-2018-19-bar-ala.lineups.json';
import finalIncidents from '../../../testing/answers/wc2022-final.incidents.json';
import finalLineups from '../../../testing/answers/wc2022-final.lineups.json';
import { parseIncident, parseIncidentsAnswer } from '../../../../contract/first-paint-parsers.ts';
import { parseMatchFacts } from './parsers.ts';

describe('the scoreboard’s zod-free parsers agree with the contract', () => {
  it.each([
    ['2022 final', finalIncidents],
    ['Barcelona v Alavés', barAlaIncidents],
  ])('returns what the schema returns for the real incidents of the %s, all but the sources', (_, answer) => {
    // The scoreboard credits the match from its /lineups answer's sources (match-sources.ts, on its
    // lazy pages): the first paint's parser reads the incidents and the shoot-out, whole, and no more.
    const parsed = z.parse(incidentsAnswerSchema, answer);
    expect(parseIncidentsAnswer(answer)).toEqual({ incidents: parsed.incidents, shootout: parsed.shootout });
  });

  it.each([
    ['2022 final', finalLineups],
    ['Barcelona v Alavés', barAlaLineups],
  ])('reads venue, referee, attendance and credit as the schema does for the %s', (_, answer) => {
    const parsed = z.parse(lineupsAnswerSchema, answer);
    expect(parseMatchFacts(answer)).toEqual({
      venue: parsed.venue,
      ...(parsed.referee === undefined ? {} : { referee: parsed.referee }),
      ...(parsed.attendance === undefined ? {} : { attendance: parsed.attendance }),
      ...(parsed.credit === undefined ? {} : { credit: parsed.credit }),
    });
  });

  it('reads the credit the feed names, and none where it names none', () => {
    expect(parseMatchFacts(barAlaLineups)?.credit).toBe('StatsBomb');
    // The final has no event data: its answer credits its own sources, never StatsBomb.
    expect(parseMatchFacts(finalLineups)?.credit).toBe('openfootball, FIFA');
    const { credit: _credit, ...uncredited } = finalLineups;
    expect(parseMatchFacts(uncredited)?.credit).toBeUndefined();
    const credited = { venue: { name: 'A', city: 'C' }, referee: 'B', credit: 7 };
    expect(z.safeParse(lineupsAnswerSchema, { ...barAlaLineups, credit: 7 }).success).toBe(false);
    expect(parseMatchFacts(credited)).toBeNull();
  });

  it('reads an answer whose source names no ground as the schema does: no venue, the other facts kept', () => {
    const { venue: _venue, ...withoutVenue } = finalLineups;
    const parsed = z.parse(lineupsAnswerSchema, withoutVenue);
    expect(parsed.venue).toBeUndefined();
    expect(parseMatchFacts(withoutVenue)).toEqual({ referee: parsed.referee, attendance: parsed.attendance, credit: parsed.credit });
    expect(parseMatchFacts(withoutVenue)).not.toHaveProperty('venue.name');
    expect(z.safeParse(lineupsAnswerSchema, { ...withoutVenue, venue: 'Lusail' }).success).toBe(false);
    expect(parseMatchFacts({ ...withoutVenue, venue: 'Lusail' })).toBeNull();
  });

  it.each([
    { id: 1, type: 'goal', side: 'home', period: 'firstHalf', minute: 1 },
    { id: 'a', type: 'header', side: 'home', period: 'firstHalf', minute: 1 },
    { id: 'a', type: 'goal', side: 'left', period: 'firstHalf', minute: 1 },
    { id: 'a', type: 'goal', side: 'home', period: 'thirdHalf', minute: 1 },
    { id: 'a', type: 'goal', side: 'home', period: 'firstHalf', minute: -1 },
    { id: 'a', type: 'goal', side: 'home', period: 'firstHalf', minute: 1.5 },
    { id: 'a', type: 'goal', side: 'home', period: 'firstHalf', minute: 1, addedMinute: 'x' },
    { id: 'a', type: 'goal', side: 'home', period: 'firstHalf', minute: 1, playerName: 7 },
    { id: 'a', type: 'goal', side: 'home', period: 'firstHalf', minute: 1, score: { home: 1 } },
  ])('refuses an incident the schema refuses: %o', (value) => {
    expect(z.safeParse(incidentSchema, value).success).toBe(false);
    expect(parseIncident(value)).toBeNull();
  });

  it('drops one odd incident rather than the list, refuses a malformed shoot-out and answers without the fields it does not know', () => {
    const answer = { incidents: [{ id: 'x' }, ...finalIncidents.incidents.slice(0, 1)], shootout: null };
    expect(parseIncidentsAnswer(answer)?.incidents).toHaveLength(1);
    expect(parseIncidentsAnswer({ incidents: [], shootout: { home: 1, away: 0, kicks: [{ side: 'home' }] } })).toBeNull();
    expect(parseIncidentsAnswer({ incidents: [] })).toBeNull();
    expect(parseIncident({ id: 'a', type: 'goal', side: 'home', period: 'firstHalf', minute: 1, extra: '<b>' })).toEqual({
      id: 'a',
      type: 'goal',
      side: 'home',
      period: 'firstHalf',
      minute: 1,
    });
    expect(parseMatchFacts({ venue: { name: 'A' }, referee: 'B' })).toBeNull();
    // No record names Barcelona v Alavés's referee: the feed sends none, and the venue still stands.
    expect(barAlaLineups).not.toHaveProperty('referee');
    expect(parseMatchFacts(barAlaLineups)).toEqual({ venue: { name: 'Camp Nou', city: 'Barcelona' }, credit: 'StatsBomb' });
    expect(parseMatchFacts({ venue: { name: 'A', city: 'C' }, referee: 7 })).toBeNull();
    expect(z.safeParse(lineupsAnswerSchema, { ...barAlaLineups, referee: 7 }).success).toBe(false);
    expect(parseMatchFacts({ venue: { name: 'A', city: 'C' }, referee: 'B', attendance: 1.5 })).toBeNull();
  });
});
