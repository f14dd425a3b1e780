import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { goalAnimationMs } from '../../rules/constants.ts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadBrand } from '../../testing/brand.ts';
import { frameRate, goalAnimation, goalFrame, lastFrame, lottieColour, restingBall } from './goal-animation-data.ts';

const brand = loadBrand('DEFAULT').colours;
const colours = {
  team: brand.team.home.main,
  onTeam: brand.chart.onHome,
  grass: brand.pitch.grass,
  stripe: brand.pitch.stripe,
  line: brand.pitch.line,
};
const animation = goalAnimation(colours);
type Layer = (typeof animation.layers)[number];
const json = JSON.stringify(animation);

/** Every colour a layer paints with (fills and strokes, however deep its groups go). */
function paints(node: unknown, found: number[][] = []): number[][] {
  if (Array.isArray(node)) for (const item of node) paints(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ((record.ty === 'fl' || record.ty === 'st') && record.c) found.push((record.c as { k: number[] }).k);
    for (const value of Object.values(record)) paints(value, found);
  }
  return found;
}

describe('the goal animation', () => {
  it('lasts about 2.5 s, inside the 3 s the overlay shows (SPEC section 4)', () => {
    const seconds = (animation.op - animation.ip) / animation.fr;
    expect(seconds).toBe(2.5);
    expect(seconds * 1000).toBeLessThan(goalAnimationMs);
    for (const layer of animation.layers) expect(layer.op, layer.nm).toBeLessThanOrEqual(lastFrame);
  });

  it('is at most 30 KB gzip (it is a fraction of that)', () => {
    const gzip = gzipSync(json, { level: 9 }).byteLength;
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
  });

  it('spells GOAL letter by letter, each letter later than the one before', () => {
    const letters = animation.layers.filter((layer: Layer) => layer.nm.startsWith('letter '));
    expect(letters.map((layer) => layer.nm)).toEqual(['letter G', 'letter O', 'letter A', 'letter L']);
    const starts = letters.map((layer) => layer.ip);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(new Set(starts).size).toBe(4);
  });

  it('puts the ball in the net: in front of it in flight, behind it at rest inside the goal frame', () => {
    const names = animation.layers.map((layer) => layer.nm);
    expect(names.indexOf('ball in flight')).toBeLessThan(names.indexOf('net'));
    expect(names.indexOf('ball in the net')).toBeGreaterThan(names.indexOf('net'));
    expect(restingBall.x).toBeGreaterThan(goalFrame.left);
    expect(restingBall.x).toBeLessThan(goalFrame.right);
    expect(restingBall.y).toBeGreaterThan(goalFrame.top);
    expect(restingBall.y).toBeLessThanOrEqual(goalFrame.bottom);
    const ball = animation.layers.find((layer) => layer.nm === 'ball in the net')!;
    const path = (ball.ks.p as { k: { s: number[] }[] }).k;
    expect(path.at(-1)!.s).toEqual([restingBall.x, restingBall.y, 0]);
  });

  it("paints only the theme's colours it is given, the team's on the letters", () => {
    const given = Object.values(colours).map((colour) => JSON.stringify(lottieColour(colour)));
    const used = new Set(paints(animation.layers).map((value) => JSON.stringify(value)));
    for (const value of used) expect(given).toContain(value);
    const letterG = animation.layers.find((layer) => layer.nm === 'letter G')!;
    expect(paints(letterG)[0]).toEqual(lottieColour(colours.team));
    const away = goalAnimation({ ...colours, team: brand.team.away.main });
    expect(paints(away.layers.find((layer) => layer.nm === 'letter G'))[0]).toEqual(lottieColour(brand.team.away.main));
  });

  it('keyframes every animated value in frame order, within the animation', () => {
    const keyframes = (node: unknown): number[][] => {
      if (Array.isArray(node)) return node.flatMap(keyframes);
      if (!node || typeof node !== 'object') return [];
      const record = node as Record<string, unknown>;
      const own = record.a === 1 && Array.isArray(record.k) ? [(record.k as { t: number }[]).map((key) => key.t)] : [];
      return [...own, ...Object.values(record).flatMap(keyframes)];
    };
    const all = keyframes(animation.layers);
    expect(all.length).toBeGreaterThan(10);
    for (const times of all) {
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(lastFrame);
    }
    expect(frameRate).toBe(30);
  });
});

describe('lottieColour', () => {
  const brands = readdirSync(path.resolve(import.meta.dirname, '../../../themes'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5));
  const toHex = (rgba: number[]) =>
    `#${rgba
      .slice(0, 3)
      .map((channel) =>
        Math.round(channel * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;

  it("reads every brand's team, text and pitch colours back to the same #rrggbb, opaque", () => {
    expect(brands.length).toBeGreaterThanOrEqual(2);
    for (const name of brands) {
      const { team, chart, pitch } = loadBrand(name).colours;
      for (const colour of [team.home.main, team.away.main, chart.onHome, chart.onAway, pitch.grass, pitch.stripe, pitch.line]) {
        const rgba = lottieColour(colour);
        expect(toHex(rgba), `${name} ${colour}`).toBe(colour.toLowerCase());
        expect(rgba[3]).toBe(1);
      }
    }
  });

  it('refuses anything else loudly', () => {
    expect(() => lottieColour('orange')).toThrow(/not a #rrggbb/);
    expect(() => lottieColour('')).toThrow(/not a #rrggbb/);
  });
});
