import { describe, expect, it } from 'vitest';
import { pages } from '../../../../contract/pages.ts';
import { featureOn, offeredCallsToAction } from './calls-to-action.ts';
import { commentaryColour, commentaryLabelKey } from './commentary-labels.ts';
import { countdownParts, msToNextSecond } from './countdown.ts';
import { summaryKind } from '../../../../contract/stage-groups.ts';
import { eventMessageFor } from './event-message.ts';

const allPaths = pages.map((page) => page.path);
const availability = (paths: string[], features: Record<string, unknown> = {}) => ({ paths, pitchView: false, stream: false, features });

describe('calls to action', () => {
  it('reads nested features by their underscore-joined keys', () => {
    expect(featureOn({ competition: { fixtures: false } }, 'competition_fixtures')).toBe(false);
    expect(featureOn({ vod: true }, 'vod')).toBe(true);
    expect(featureOn({}, 'vod')).toBeUndefined();
  });

  it('offers the live stats and xG only in a live-stats stage, replays while live and highlights after, both only with vod', () => {
    const everything = availability(allPaths, { vod: true });
    expect(offeredCallsToAction(everything, 'preview')).toEqual(['seePlayerStats', 'seeOtherGames']);
    expect(offeredCallsToAction(everything, 'inPlay')).toEqual(['seeMatchStats', 'seeXg', 'seePlayerStats', 'seeOtherGames', 'seeReplays']);
    expect(offeredCallsToAction(everything, 'played')).toEqual([
      'seeMatchStats',
      'seeXg',
      'seePlayerStats',
      'seeOtherGames',
      'seeHighlights',
    ]);
    expect(offeredCallsToAction(availability(allPaths), 'played')).not.toContain('seeHighlights');
  });

  it('hides a call whose route is not listed or whose feature is off', () => {
    const some = availability(
      allPaths.filter((path) => path !== '/stats/player-stats' && path !== '/watch/stream'),
      { xg: false, vod: true },
    );
    expect(offeredCallsToAction(some, 'inPlay')).toEqual(['seeMatchStats', 'seeOtherGames']);
    expect(offeredCallsToAction(undefined, 'inPlay')).toEqual([]);
  });
});

describe('event messages and summaries', () => {
  it.each([
    ['momentsBeforeKO', 'events.aboutToStart'],
    ['penalties', 'events.toPenalties'],
    ['fullTime', 'events.fullTimeWhistle'],
    ['played', 'events.fullTimeWhistle'],
    ['suspended', 'events.waitingForPlay'],
    ['halfTime', 'events.waitingForPlay'],
    ['inPlay', null],
    ['preview', null],
  ] as const)('%s → %s', (stage, key) => {
    expect(eventMessageFor(stage)).toBe(key);
  });

  it('after a shoot-out, says who won it where it said the final whistle (the whistle blew before the kicks)', () => {
    for (const stage of ['extraTimeFullTime', 'played'] as const) {
      expect(eventMessageFor(stage, { home: 4, away: 2 })).toBe('events.wonOnPenalties');
      expect(eventMessageFor(stage, null)).toBe('events.fullTimeWhistle');
    }
    expect(eventMessageFor('penalties', { home: 1, away: 1 })).toBe('events.toPenalties');
  });

  it('leads with a summary at half time and from the final whistle on', () => {
    expect(summaryKind('halfTime')).toBe('halfTime');
    expect(summaryKind('played')).toBe('postMatch');
    expect(summaryKind('extraTimeFullTime')).toBe('postMatch');
    expect(summaryKind('inPlay')).toBeNull();
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, mins and secs, never below zero', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, mins: 4, secs: 5 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, mins: 0, secs: 0 });
    expect(msToNextSecond(2500)).toBe(500);
    expect(msToNextSecond(3000)).toBe(1000);
  });
});

describe('commentary labels', () => {
  it('gives the feed’s kinds the event labels of SPEC section 3', () => {
    expect(commentaryLabelKey('corner')).toBe('commentaryEvents.cornerAwarded');
    expect(commentaryLabelKey('offside')).toBe('commentaryEvents.offsidePass');
    expect(commentaryLabelKey('shotWoodwork')).toBe('commentaryEvents.post');
    expect(commentaryLabelKey('kickOff')).toBe('commentaryEvents.periodStart');
    expect(commentaryLabelKey('extraTimeEnd')).toBe('commentaryEvents.periodEnd');
    expect(commentaryLabelKey('somethingNew')).toBeUndefined();
    expect(commentaryLabelKey('toString')).toBeUndefined();
    expect(commentaryColour('varGoalCancelled')).toBe('var');
    expect(commentaryColour('foul')).toBeUndefined();
  });
});
