/**
 * Our goal animation in Lottie's JSON format, drawn here rather than taken from anywhere: a ring
 * bursting outwards and a ball popping in, in the scoring team's colour. Loaded only when the first
 * goal is shown (a lazy chunk with the player), never in the initial bundle.
 */
type Rgba = [number, number, number, number];

function rgba(hex: string): Rgba {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, 1];
}

const ease = { i: { x: [0.2], y: [1] }, o: { x: [0.6], y: [0] } };
const ease3 = { i: { x: [0.2, 0.2, 0.2], y: [1, 1, 1] }, o: { x: [0.6, 0.6, 0.6], y: [0, 0, 0] } };
const still = (k: unknown) => ({ a: 0, k });
const transform = { p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), ty: 'tr' };

function layer(index: number, name: string, shapes: unknown[], scale: unknown, opacity: unknown) {
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ao: 0,
    ip: 0,
    op: 90,
    st: 0,
    bm: 0,
    ks: { o: opacity, r: still(0), p: still([100, 100, 0]), a: still([0, 0, 0]), s: scale },
    shapes: [{ ty: 'gr', nm: name, it: [...shapes, transform] }],
  };
}

export function goalAnimation(teamColour: string, lightColour: string) {
  return {
    v: '5.7.4',
    fr: 30,
    ip: 0,
    op: 90,
    w: 200,
    h: 200,
    nm: 'goal',
    ddd: 0,
    assets: [],
    layers: [
      layer(
        1,
        'ball',
        [
          { ty: 'el', nm: 'ball', p: still([0, 0]), s: still([64, 64]) },
          { ty: 'fl', nm: 'fill', c: still(rgba(teamColour)), o: still(100), r: 1 },
          { ty: 'st', nm: 'edge', c: still(rgba(lightColour)), o: still(100), w: still(5), lc: 2, lj: 2 },
        ],
        {
          a: 1,
          k: [
            { t: 0, s: [0, 0, 100], ...ease3 },
            { t: 12, s: [125, 125, 100], ...ease3 },
            { t: 20, s: [100, 100, 100] },
          ],
        },
        still(100),
      ),
      layer(
        2,
        'ring',
        [
          { ty: 'el', nm: 'ring', p: still([0, 0]), s: still([180, 180]) },
          { ty: 'st', nm: 'stroke', c: still(rgba(lightColour)), o: still(100), w: still(8), lc: 2, lj: 2 },
        ],
        {
          a: 1,
          k: [
            { t: 0, s: [20, 20, 100], ...ease3 },
            { t: 40, s: [110, 110, 100] },
          ],
        },
        {
          a: 1,
          k: [
            { t: 0, s: [100], ...ease },
            { t: 40, s: [0] },
          ],
        },
      ),
    ],
  };
}
