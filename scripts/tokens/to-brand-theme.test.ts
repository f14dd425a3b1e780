import { describe, expect, it } from 'vitest';
import { backgroundImageFor, textOnFill, textOnGradient } from './to-brand-theme.ts';

const colours = { default: '#000000', accent: '#112233', accentAlt: '#445566' };

describe('backgroundImageFor', () => {
  it('paints nothing over a solid background', () => {
    expect(backgroundImageFor('solid', colours, 90)).toBe('none');
  });
  it('paints a linear background at the brand angle', () => {
    expect(backgroundImageFor('linear', colours, 160)).toBe('linear-gradient(160deg, #000000 0%, #112233 100%)');
  });
  it('paints a radial gradient from the accent', () => {
    expect(backgroundImageFor('gradient', colours, 0)).toMatch(/^radial-gradient\(.*#112233 0%, #000000 70%\)$/);
  });
  it('paints a mesh with both accents', () => {
    const mesh = backgroundImageFor('mesh', colours, 0);
    expect(mesh.match(/radial-gradient/g)).toHaveLength(4);
    expect(mesh).toContain('#112233');
    expect(mesh).toContain('#445566');
  });
});

describe('textOnGradient', () => {
  it('picks dark text on a yellow gradient and light text on a deep one', () => {
    expect(textOnGradient('#ffd600', '#ffea00', ['#ffffff', '#111111'])).toBe('#111111');
    expect(textOnGradient('#1a237e', '#4a148c', ['#ffffff', '#111111'])).toBe('#ffffff');
  });
});

describe('textOnFill', () => {
  it('takes the first candidate that reads at 4.5:1, not the one that reads best', () => {
    // White on #0050b3 reads at about 7.4:1, black at about 2.8:1; #1a1a1a on it fails too.
    expect(textOnFill('#0050b3', ['#1a1a1a', '#f0f0f0', '#ffffff'])).toBe('#f0f0f0');
  });
  it('falls back to the best candidate when none reads, so the contrast check can name the pair', () => {
    expect(textOnFill('#808080', ['#707070', '#ffffff', '#909090'])).toBe('#ffffff');
  });
});
