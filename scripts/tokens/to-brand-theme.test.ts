import { describe, expect, it } from 'vitest';
import { backgroundImageFor, textOnGradient } from './to-brand-theme.ts';

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
