import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findColourLiteral, noColourLiterals } from './no-colour-literals.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const flagged = (code: string, colour: string) => ({
  code,
  errors: [{ messageId: 'colourLiteral', data: { colour: JSON.stringify(colour) } }],
});

tester.run('no-colour-literals', noColourLiterals, {
  valid: [
    // Colours from the theme, as sx palette paths or through the theme object.
    "const sx = { bgcolor: 'pitch.grass', color: 'text.secondary', borderColor: 'divider' };",
    'const sx = (theme) => ({ fill: (theme.vars ?? theme).palette.chart.home });',
    'const border = `1px solid ${theme.palette.divider}`;',
    "const sx = { color: 'inherit', bgcolor: 'transparent', stroke: 'currentColor', fill: 'none' };",
    '<Button color="primary" variant="contained" />;',
    // Named colours outside a colour-ish place, and hex-like text that is not CSS.
    "const label = 'red';",
    "const cards = { red: 'redCard', yellow: 'yellowCard' };",
    "const title = 'Match #123';",
    "const href = '/rules#add';",
    'const fragment = `${url}#faded`;',
    "const grid = 'repeat(auto-fill, minmax(128px, 1fr))';",
    "const sx = { borderRadius: 1, border: 1, boxShadow: 'none', outline: 2 };",
    "import icon from './icons/#abc.svg';",
    "const name = 'Whitehaven';",
    'const gradient = `color-mix(in srgb, ${a}, transparent)`;',
  ],
  invalid: [
    flagged("const sx = { bgcolor: '#1f6b35' };", '#1f6b35'),
    flagged("const c = '#FFF';", '#FFF'),
    flagged("const c = '#0a0b11cc';", '#0a0b11cc'),
    flagged('<g stroke="rgba(255,255,255,.8)" />;', 'rgba(…)'),
    flagged("const c = 'hsl(120 50% 40%)';", 'hsl(…)'),
    flagged("const c = 'oklch(0.7 0.1 140)';", 'oklch(…)'),
    flagged("const c = alpha('#000', 0.35);", '#000'),
    flagged('const mask = `linear-gradient(to ${direction}, transparent, #000 24px)`;', '#000'),
    flagged("const sx = { border: '1px solid #e9ebf0' };", '#e9ebf0'),
    flagged('const shadow = `0 0 0 ${width}px rgb(0 0 0 / 20%)`;', 'rgb(…)'),
    flagged("const sx = { color: 'white' };", 'white'),
    flagged("const sx = { '&:hover': { backgroundColor: 'Black' } };", 'Black'),
    flagged("const sx = { 'background-color': 'navy' };", 'navy'),
    flagged("const sx = { border: '2px solid red' };", 'red'),
    flagged("const sx = { color: active ? 'nav.active' : 'gold' };", 'gold'),
    flagged("const sx = { fill: (theme) => 'white' };", 'white'),
    flagged('<rect fill="black" />;', 'black'),
    flagged("<Typography color={'white'} />;", 'white'),
    flagged("const markerColour = 'tomato';", 'tomato'),
    flagged("const sx = { backgroundImage: 'linear-gradient(white, transparent)' };", 'white'),
  ],
});

describe('findColourLiteral', () => {
  it('reads named colours only where a colour is expected', () => {
    expect(findColourLiteral('orange', { colourish: false })).toBeNull();
    expect(findColourLiteral('orange', { colourish: true })).toBe('orange');
    expect(findColourLiteral('background.paper', { colourish: true })).toBeNull();
  });
  it('takes a hex inside a longer string only when the string reads as CSS', () => {
    expect(findColourLiteral('Goal #123 of the season', { colourish: false })).toBeNull();
    expect(findColourLiteral('inset 0 0 0 1px #123', { colourish: false })).toBe('#123');
  });
});
