import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { immobileGoalPath } from '../../../../contract/testing/turkey-italy-steps.ts';
import { pitchAlternative, tickerMinute, tickerText, type TrackerWords } from './ticker-words.ts';
import { emptyTrackerState, withBallPath, type TickerLine } from './tracker-model.ts';

// Turkey 0-3 Italy, Euro 2020 (StatsBomb): Turkey at home.
const teams = { home: 'Turkey', away: 'Italy' };
const wordsOf = (i18n: I18n): TrackerWords => ({ t: i18n.t.bind(i18n), teams });
let english: TrackerWords;
let german: TrackerWords;
let turkish: TrackerWords;

beforeAll(async () => {
  english = wordsOf(await createI18n('en'));
  german = wordsOf(await createI18n('de'));
  turkish = wordsOf(await createI18n('tr'));
});

const line = (fact: TickerLine['fact'], side: TickerLine['side'] = 'away'): TickerLine => ({ id: 'l', side, minute: 66, fact });

describe('the ticker’s words', () => {
  it('tells Spinazzola’s shot saved by Çakır and Immobile’s goal, from the steps, in English, German and Turkish', () => {
    const { ticker } = withBallPath(emptyTrackerState, immobileGoalPath);
    expect(ticker.map((entry) => tickerText(entry, english))).toEqual(['Goal! Immobile scores', 'Spinazzola shoots, saved by Çakır']);
    expect(ticker.map((entry) => tickerText(entry, german))).toEqual(['Tor! Immobile trifft', 'Schuss von Spinazzola, gehalten von Çakır']);
    expect(ticker.map((entry) => tickerText(entry, turkish))).toEqual(['Gol! Golü atan: Immobile', 'Şut: Spinazzola, kurtaran: Çakır']);
  });

  it('tells each shot’s outcome', () => {
    expect(tickerText(line({ kind: 'shot', outcome: 'saved', player: 'Insigne' }), english)).toBe('Insigne shoots, saved');
    expect(tickerText(line({ kind: 'shot', outcome: 'offTarget', player: 'Immobile' }), english)).toBe('Immobile shoots wide');
    expect(tickerText(line({ kind: 'shot', outcome: 'woodwork', player: 'Berardi' }), english)).toBe('Berardi hits the woodwork');
    expect(tickerText(line({ kind: 'shot', outcome: 'blocked', player: 'Berardi' }), english)).toBe('Berardi shoots, blocked');
  });

  it('tells set pieces, fouls, offsides, cards and substitutions with the player', () => {
    expect(tickerText(line({ kind: 'corner', player: 'Insigne' }), english)).toBe('Insigne takes a corner');
    expect(tickerText(line({ kind: 'freeKick', player: 'Insigne' }), english)).toBe('Insigne takes a free kick');
    expect(tickerText(line({ kind: 'foul', player: 'Çalhanoğlu' }, 'home'), english)).toBe('Foul by Çalhanoğlu');
    expect(tickerText(line({ kind: 'offside', player: 'Chiellini' }), english)).toBe('Chiellini is offside');
    expect(tickerText(line({ kind: 'ownGoal', player: 'Demiral' }, 'home'), english)).toBe('Own goal by Demiral');
    expect(tickerText(line({ kind: 'yellowCard', player: 'Yazıcı' }, 'home'), english)).toBe('Yellow card for Yazıcı');
    expect(tickerText(line({ kind: 'secondYellowCard', player: 'Lenglet' }), english)).toBe('Second yellow card for Lenglet');
    expect(tickerText(line({ kind: 'redCard', player: 'Lenglet' }), english)).toBe('Red card for Lenglet');
    expect(tickerText(line({ kind: 'substitution', on: 'İrfan Can Kahveci', off: 'Okay Yokuşlu' }, 'home'), english)).toBe(
      'İrfan Can Kahveci on for Okay Yokuşlu',
    );
  });

  it('names the team where the feed names no player', () => {
    expect(tickerText(line({ kind: 'corner' }), english)).toBe('Italy takes a corner');
  });

  it('writes the minute as the clock does', () => {
    expect(tickerMinute({ minute: 66 })).toBe("66'");
    expect(tickerMinute({ minute: 45, addedMinute: 2 })).toBe("45+2'");
  });
});

describe('the pitch’s text alternative', () => {
  it('says who has the ball, where, and how dangerous it is', () => {
    expect(pitchAlternative('away', 94.7, 'danger', english)).toBe('Italy on the ball in the attacking third. Dangerous attack');
    expect(pitchAlternative('home', 50, 'safe', english)).toBe('Turkey on the ball in midfield. Safe possession');
    expect(pitchAlternative('home', 10, 'safe', german)).toBe('Turkey am Ball im eigenen Drittel. Sicherer Ballbesitz');
  });
});
