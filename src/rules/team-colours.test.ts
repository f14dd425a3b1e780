import { describe, expect, it } from 'vitest';
import { contrastRatio, sideColours, sideDistance, textOn } from './team-colours.ts';

// Colours as the scenarios record them (server/scenarios/*.json).
const barcelona = { primary: '#a50044', secondary: '#004d98' };
const alaves = { primary: '#0057b8', secondary: '#ffffff' };
const argentina = { primary: '#75aadb', secondary: '#ffffff' };
const france = { primary: '#002654', secondary: '#ffffff' };
// The DEFAULT brand (dark) and DEFAULT_LIGHT's chart colours and page backgrounds.
const dark = { home: '#ff7a1a', away: '#b07cff', onHome: '#0a0b11', onAway: '#0a0b11' };
const darkBackgrounds = ['#0a0b11', '#181a26'];
const lightBackgrounds = ['#ffffff', '#f4f5f7'];

describe('team colours in charts', () => {
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

  it('takes each club’s first colour where the page lets it be seen', () => {
    // Garnet on a light page: 8:1; Alavés's blue: 6.6:1; far apart.
    const colours = sideColours({ home: barcelona, away: alaves }, dark, lightBackgrounds);
    expect(colours).toMatchObject({ home: '#a50044', away: '#0057b8', onHome: '#ffffff', onAway: '#ffffff' });
    expect(colours.fromTeam).toEqual({ home: true, away: true });
  });

  it('falls to a team’s second colour, then to the brand’s, where contrast fails on a dark page', () => {
    // Garnet (2.0:1 on #181a26) fails, Barcelona's blue too: the brand's home colour. Alavés's blue
    // fails, its white passes.
    const colours = sideColours({ home: barcelona, away: alaves }, dark, darkBackgrounds);
    expect(colours).toMatchObject({ home: dark.home, onHome: dark.onHome, away: '#ffffff', onAway: '#000000' });
    expect(colours.fromTeam).toEqual({ home: false, away: true });
  });

  it('shows Argentina and France apart in a dark and a light brand', () => {
    const onDark = sideColours({ home: argentina, away: france }, dark, darkBackgrounds);
    // On the dark page Argentina's sky blue passes; France's navy (1.2:1) fails, its white passes
    // and is far from the sky blue.
    expect(onDark).toMatchObject({ home: '#75aadb', away: '#ffffff' });
    expect(sideDistance(onDark.home, onDark.away)).toBeGreaterThanOrEqual(150);
    const onLight = sideColours({ home: argentina, away: france }, dark, lightBackgrounds);
    // Sky blue (2.3:1) and white fail on white: the brand's; France's navy passes.
    expect(onLight).toMatchObject({ home: dark.home, away: '#002654', onAway: '#ffffff' });
  });

  it('gives a side the away colour of the brand when both its colours are the home side’s', () => {
    const colours = sideColours({ home: alaves, away: { primary: '#0058b9', secondary: '#0057b8' } }, dark, lightBackgrounds);
    expect(colours.away).toBe(dark.away);
    expect(colours.fromTeam.away).toBe(false);
  });

  it('keeps the brand’s colours for teams without recorded colours', () => {
    expect(sideColours({ home: undefined, away: undefined }, dark, darkBackgrounds)).toMatchObject({
      ...dark,
      fromTeam: { home: false, away: false },
    });
  });
});
