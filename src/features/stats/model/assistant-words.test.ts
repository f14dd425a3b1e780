import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { evidence } from './assistant-filters.ts';
import {
  eventChoices,
  lineChoices,
  matchCountChoices,
  playerDetail,
  playerEvidence,
  positionKey,
  shareChoices,
  shareText,
  teamEvidence,
  type AssistantWords,
} from './assistant-words.ts';

// The 2022 World Cup final at full time: Messi scored in 5 of Argentina's last 6 matches
// (2, 1, 1, 1, 0, 1), which the international results record by scorer only (no appearances).
const marks = [2, 1, 1, 1, 0, 1].map((value) => ({ played: null, value, reached: value > 0.5 }));
const messi = evidence({ hits: 5, matches: 6, appearances: null, lastMatches: marks }, true);
const goals = { event: 'GOALS', line: 0.5, yesNo: false } as const;

let english: AssistantWords;
let german: AssistantWords;

beforeAll(async () => {
  const en = await createI18n('en');
  const de = await createI18n('de');
  english = { t: en.t.bind(en), language: 'en' };
  german = { t: de.t.bind(de), language: 'de' };
});

describe('what the assistants say', () => {
  it("says a player's evidence from the record, with his average, and his appearances where the record has them", () => {
    expect(playerEvidence(messi, 1, goals, english)).toBe("Over 0.5 Goals in 5 of the team's last 6 matches on record. Average 1 a match.");
    const played = evidence({ hits: 3, matches: 6, appearances: 5, lastMatches: marks }, true);
    expect(playerEvidence(played, 1.17, { event: 'GOALS', line: 1.5, yesNo: false }, english)).toBe(
      "Over 1.5 Goals in 3 of the team's last 6 matches (5 played). Average 1.17 a match.",
    );
  });

  it("says a team's evidence, and a yes-or-no event without a line or an average", () => {
    const barcelona = evidence({ hits: 1, matches: 1, lastMatches: [{ played: true, value: 3, reached: true }] }, true);
    expect(teamEvidence(barcelona, 3, { event: 'GOALS', line: 1.5, yesNo: false }, english)).toBe(
      'Over 1.5 Goals in 1 of the last 1 matches. Average 3 a match.',
    );
    expect(teamEvidence(barcelona, 1, { event: 'WINS', line: 0.5, yesNo: true }, english)).toBe('Win in 1 of the last 1 matches.');
  });

  it('writes numbers as the language does', () => {
    expect(playerEvidence(messi, 1.17, goals, german)).toContain('1,17');
    expect(shareText(83, english)).toBe('83%');
    expect(shareText(83, german)).toBe('83\u00a0%');
  });

  it("names what a player's row is: the team's code and the position, or the position as sent when no word exists", () => {
    expect(positionKey('DEFENSIVE_MIDFIELDER')).toBe('defensiveMidfielder');
    expect(playerDetail('ARG', 'ATTACKER', english)).toBe('ARG · Attacker');
    expect(playerDetail('FRA', 'SWEEPER', english)).toBe('FRA · SWEEPER');
  });

  it('labels each choice with its short word, and with the whole choice for a screen reader', () => {
    expect(eventChoices(['GOALS', 'CARDS'], english)).toEqual([
      { value: 'GOALS', label: 'Goals' },
      { value: 'CARDS', label: 'Cards' },
    ]);
    expect(lineChoices(english)[1]).toEqual({ value: 1.5, label: '1.5', fullLabel: 'Over 1.5' });
    expect(matchCountChoices(english).find((choice) => choice.value === 6)).toEqual({ value: 6, label: '6', fullLabel: 'Last 6' });
    expect(shareChoices(english).slice(0, 2)).toEqual([
      { value: 0, label: 'Any' },
      { value: 25, label: '25%', fullLabel: 'Over 25%' },
    ]);
  });
});
