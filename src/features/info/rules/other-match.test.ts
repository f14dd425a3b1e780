import { describe, expect, it } from 'vitest';
import { otherMatchHref } from './other-match.ts';

describe('the link to another match of the day or round', () => {
  it("opens that match's scoreboard with the embed's language and layout, not this match's stage or stream", () => {
    expect(
      otherMatchHref(
        'laliga-2018-19-2018-08-17-girona-real-valladolid',
        '?eventId=laliga&lang=de&stage=played&hideHeader=true&hideTabs=true&token=t&outletkey=o&stream=s&user=u&iframeShowcase=1',
      ),
    ).toBe('/scoreboard?eventId=laliga-2018-19-2018-08-17-girona-real-valladolid&lang=de&hideHeader=true&hideTabs=true&iframeShowcase=1');
  });

  it('needs nothing but the event when the embed gave nothing else', () => {
    expect(otherMatchHref('worldcup-2022-2022-12-13-argentina-croatia', '?eventId=final')).toBe(
      '/scoreboard?eventId=worldcup-2022-2022-12-13-argentina-croatia',
    );
    expect(otherMatchHref('final', '')).toBe('/scoreboard?eventId=final');
  });
});
