import { describe, expect, it } from 'vitest';
import { contrastRatio, sideColours, sideDistance, teamMark, textOn } from './team-colours.ts';

// Colours as the scenarios record them (server/scenarios/*.json).
const barcelona = { primary: '#a50044', secondary: '#004d98' };
const alaves = { primary: '#0057b8', secondary: '#ffffff' };
const girona = { primary: '#cd2534', secondary: '#ffffff' };
const argentina = { primary: '#75aadb', secondary: '#ffffff' };
const france = { primary: '#002395', secondary: '#ffffff' };
// The DEFAULT brand (dark) and DEFAULT_LIGHT's chart colours, page backgrounds and pitch.
const dark = { home: '#ff7a1a', away: '#b07cff', onHome: '#0a0b11', onAway: '#0a0b11' };
const darkBackgrounds = ['#0a0b11', '#181a26'];
const lightBackgrounds = ['#f5f6f8', '#ffffff'];
const pitch = ['#1f6b35', '#237a3c'];

const hue = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  const degrees = max === r ? ((g - b) / range) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return (degrees * 60 + 360) % 360;
};

describe('contrast and distance', () => {
  it('measures contrast as WCAG 2.1 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('tells garnet from blue although their luminance is alike', () => {
    expect(contrastRatio(barcelona.primary, alaves.primary)).toBeLessThan(1.2);
    expect(sideDistance(barcelona.primary, alaves.primary)).toBeGreaterThan(150);
    expect(sideDistance('#0057b8', '#0058b9')).toBeLessThan(5);
  });

  it('writes black or white, whichever reaches 4.5:1, on a team colour', () => {
    for (const colour of ['#a50044', '#0057b8', '#75aadb', '#ffffff', '#002654', '#e30a17', '#777777']) {
      expect(contrastRatio(textOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('a team’s mark on a surface', () => {
  it('keeps the team’s colour where it already stands 3:1', () => {
    // Garnet on a light page: 8:1.
    expect(teamMark(barcelona.primary, lightBackgrounds)).toBe('#a50044');
    expect(teamMark(alaves.primary, lightBackgrounds)).toBe('#0057b8');
  });

  it('lightens a dark colour on a dark surface until it reaches 3:1, and no further', () => {
    // Garnet is 2.0:1 on the dark brand's card; lightened, it is still garnet's hue.
    const mark = teamMark(barcelona.primary, darkBackgrounds);
    expect(mark).toBe('#b9386d');
    for (const surface of darkBackgrounds) expect(contrastRatio(mark, surface)).toBeGreaterThanOrEqual(3);
    expect(Math.abs(hue(mark) - hue(barcelona.primary))).toBeLessThan(5);
    // One step less (1/32 of the way to white) would not do.
    expect(contrastRatio('#b63067', darkBackgrounds[1]!)).toBeLessThan(3);
  });

  it('darkens a light colour on a light surface', () => {
    // Argentina's sky blue is 2.3:1 on white: darkened, a deeper sky blue.
    const mark = teamMark(argentina.primary, lightBackgrounds);
    expect(mark).toBe('#638fb9');
    for (const surface of lightBackgrounds) expect(contrastRatio(mark, surface)).toBeGreaterThanOrEqual(3);
    expect(Math.abs(hue(mark) - hue(argentina.primary))).toBeLessThan(5);
  });

  it('lightens garnet and blue on the dark green pitch, never to white', () => {
    for (const colour of [barcelona.primary, alaves.primary, france.primary]) {
      const mark = teamMark(colour, pitch);
      for (const surface of pitch) expect(contrastRatio(mark, surface)).toBeGreaterThanOrEqual(3);
      expect(mark).not.toBe('#ffffff');
      expect(Math.abs(hue(mark) - hue(colour))).toBeLessThan(5);
    }
  });

  it('stands as well as it can where no step reaches 3:1 (one surface black, one white), short of black or white', () => {
    const mark = teamMark(barcelona.primary, ['#000000', '#ffffff']);
    expect(mark).not.toMatch(/^#(000000|ffffff)$/);
    expect(Math.min(contrastRatio(mark, '#000000'), contrastRatio(mark, '#ffffff'))).toBeGreaterThan(
      Math.min(contrastRatio(barcelona.primary, '#000000'), contrastRatio(barcelona.primary, '#ffffff')),
    );
  });
});

describe('the two sides’ colours', () => {
  it('takes each club’s first colour where the page lets it be seen', () => {
    const colours = sideColours({ home: barcelona, away: alaves }, dark, lightBackgrounds);
    expect(colours).toMatchObject({ home: '#a50044', away: '#0057b8', onHome: '#ffffff', onAway: '#ffffff' });
    expect(colours.fromTeam).toEqual({ home: true, away: true });
  });

  it('lightens both clubs’ first colours on a dark page instead of taking white or the brand’s', () => {
    const colours = sideColours({ home: barcelona, away: alaves }, dark, darkBackgrounds);
    expect(colours).toMatchObject({ home: '#b9386d', away: '#1867bf' });
    expect(colours.fromTeam).toEqual({ home: true, away: true });
  });

  it('keeps France in blue beside Argentina’s sky blue on pages dark and light', () => {
    const onDark = sideColours({ home: argentina, away: france }, dark, darkBackgrounds);
    expect(onDark).toMatchObject({ home: '#75aadb', away: '#5068b6' });
    const onLight = sideColours({ home: argentina, away: france }, dark, lightBackgrounds);
    expect(onLight).toMatchObject({ home: '#638fb9', away: '#002395' });
  });

  it('gives the away side its second colour where its first would be too close to the home side’s', () => {
    // Girona's red lightened on the pitch is a pink like Barcelona's garnet lightened: Girona wears its white.
    expect(sideDistance(teamMark(girona.primary, pitch), teamMark(barcelona.primary, pitch))).toBeLessThan(100);
    expect(sideColours({ home: barcelona, away: girona }, dark, pitch)).toMatchObject({ away: '#ffffff', onAway: '#000000' });
    // And keeps its first where the second is no further from the home side's.
    const twin = { primary: '#0058b9', secondary: '#0057b8' };
    expect(sideColours({ home: alaves, away: twin }, dark, lightBackgrounds).away).toBe('#0058b9');
  });

  it('keeps the brand’s colours only for teams without recorded colours', () => {
    expect(sideColours({ home: undefined, away: undefined }, dark, darkBackgrounds)).toMatchObject({
      ...dark,
      fromTeam: { home: false, away: false },
    });
    expect(sideColours({ home: undefined, away: alaves }, dark, lightBackgrounds)).toMatchObject({ home: dark.home, away: '#0057b8' });
  });
});
