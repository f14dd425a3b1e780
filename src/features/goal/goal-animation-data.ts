/**
 * Our goal animation, drawn here as Lottie JSON rather than taken from anywhere: on a pitch-green
 * card, the ball flies in from the corner, spinning and shrinking into the distance, bulges the
 * net, drops behind the goal line, and the word GOAL pops up letter by letter in the scoring
 * team's colour. 2.5 s of the 3 s the overlay shows (SPEC section 4), then the card fades, so the
 * overlay never cuts it off. Every colour comes from the theme at runtime; the letters are vector
 * strokes of our own, so no font is loaded. It ships in a lazy chunk with the light player, loaded
 * with the first goal (ADR 010 gives its size).
 */

/** The theme's colours the animation is painted in, each #rrggbb. */
export interface GoalAnimationColours {
  /** The scoring team's colour: the word GOAL and the patches of the ball. */
  team: string;
  /** Text on the team colour: the outline of the letters. */
  onTeam: string;
  /** The card behind everything. */
  grass: string;
  /** Every other mown band of the card. */
  stripe: string;
  /** Goal frame, net and ball. */
  line: string;
}

export const frameRate = 30;
/** 2.5 s at 30 frames a second. */
export const lastFrame = 75;
export const canvas = { width: 240, height: 180 } as const;
/** The goal frame: posts at `left` and `right`, the crossbar at `top`, the goal line at `bottom`. */
export const goalFrame = { left: 44, right: 196, top: 18, bottom: 96 } as const;
/** Where the ball meets the net, and where it comes to rest. */
export const impact = { frame: 16, x: 128, y: 56 } as const;
export const restingBall = { x: 134, y: 88 } as const;

type Rgba = [number, number, number, number];
type Point = readonly [number, number];

/**
 * A theme colour as Lottie's 0..1 RGBA. Compiled brands hold #rrggbb only (contract/brand-theme.ts);
 * anything else throws, so a theme mistake is loud rather than a black animation.
 */
export function lottieColour(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) throw new Error(`goal animation: ${colour} is not a #rrggbb colour`);
  const number = Number.parseInt(hex[1]!, 16);
  return [((number >> 16) & 255) / 255, ((number >> 8) & 255) / 255, (number & 255) / 255, 1];
}

// Keyframes: Lottie eases from each key to the next with the key's out (o) and the next one's in (i).
const easeOut = { o: { x: 0.2, y: 0.8 }, i: { x: 0.3, y: 1 } };
const easeIn = { o: { x: 0.6, y: 0 }, i: { x: 0.8, y: 1 } };
const linear = { o: { x: 0.5, y: 0.5 }, i: { x: 0.5, y: 0.5 } };
type Easing = typeof easeOut;
type Key = readonly [frame: number, value: number | readonly number[], easing?: Easing];

const still = <Value>(k: Value) => ({ a: 0, k });
const animated = (keys: readonly Key[]) => ({
  a: 1,
  k: keys.map(([t, value, easing], index) => ({
    t,
    s: typeof value === 'number' ? [value] : value,
    ...(index < keys.length - 1 ? (easing ?? easeOut) : {}),
  })),
});

const colour = (value: string) => still(lottieColour(value));
const stroke = (value: string, width: number, opacity = 100) => ({
  ty: 'st',
  c: colour(value),
  o: still(opacity),
  w: still(width),
  lc: 2,
  lj: 2,
});
const fill = (value: string) => ({ ty: 'fl', c: colour(value), o: still(100), r: 1 });
// lottie-web keeps its state on the JSON objects it is given and tells shapes apart by identity:
// nothing here is shared between two places in the tree, so every piece is made fresh.
const groupTransform = () => ({ ty: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100) });
const group = (name: string, items: unknown[]) => ({ ty: 'gr', nm: name, it: [...items, groupTransform()] });
const polyline = (points: readonly Point[], closed = false) => ({
  ty: 'sh',
  ks: still({ c: closed, v: points, i: points.map(() => [0, 0]), o: points.map(() => [0, 0]) }),
});
const ellipse = (width: number, height = width, at: Point = [0, 0]) => ({ ty: 'el', p: still(at), s: still([width, height]) });
const rectangle = (width: number, height: number, radius: number, at: Point = [0, 0]) => ({
  ty: 'rc',
  p: still(at),
  s: still([width, height]),
  r: still(radius),
});

interface LayerTransform {
  position: ReturnType<typeof still> | ReturnType<typeof animated>;
  scale?: ReturnType<typeof still> | ReturnType<typeof animated>;
  rotation?: ReturnType<typeof still> | ReturnType<typeof animated>;
  opacity?: ReturnType<typeof still> | ReturnType<typeof animated>;
}

function layer(index: number, name: string, from: number, transform: LayerTransform, shapes: unknown[], until = lastFrame) {
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ao: 0,
    ip: from,
    op: until,
    st: 0,
    bm: 0,
    ks: {
      o: transform.opacity ?? still(100),
      r: transform.rotation ?? still(0),
      p: transform.position,
      a: still([0, 0, 0]),
      s: transform.scale ?? still([100, 100, 100]),
    },
    shapes,
  };
}

/** The card fades in at once and out over the last 10 frames. */
const cardOpacity = () =>
  animated([
    [0, 0],
    [4, 100],
    [lastFrame - 10, 100, linear],
    [lastFrame, 0],
  ]);

/**
 * The letters of GOAL as strokes on a 3 by 5 grid (O is an ellipse): our own block capitals,
 * round-capped so they read as one family at any size.
 */
export const letterStrokes: Record<'G' | 'A' | 'L', readonly (readonly Point[])[]> = {
  G: [
    [
      [3, 0.6],
      [2.4, 0],
      [0.6, 0],
      [0, 0.6],
      [0, 4.4],
      [0.6, 5],
      [2.4, 5],
      [3, 4.4],
      [3, 2.7],
      [1.7, 2.7],
    ],
  ],
  A: [
    [
      [0, 5],
      [1.5, 0],
      [3, 5],
    ],
    [
      [0.55, 3.3],
      [2.45, 3.3],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 5],
      [3, 5],
    ],
  ],
};

const letterUnit = 9;
const letterGap = 8;
const letterWidth = 3 * letterUnit;
const letterHeight = 5 * letterUnit;
const word = ['G', 'O', 'A', 'L'] as const;
const wordLeft = (canvas.width - (word.length * letterWidth + (word.length - 1) * letterGap)) / 2;
/** The centre line of the word. */
export const wordY = 138;
/** The frame the first letter pops; each next one 3 frames later. */
export const wordFrom = 22;

function letterShapes(letter: (typeof word)[number], colours: GoalAnimationColours) {
  // Drawn around the letter's centre, so the layer's scale pops it from there.
  const paths = () =>
    letter === 'O'
      ? [ellipse(letterWidth, letterHeight)]
      : letterStrokes[letter].map((points) => polyline(points.map(([x, y]) => [(x - 1.5) * letterUnit, (y - 2.5) * letterUnit] as const)));
  // In a Lottie group, earlier items are drawn on top: the team colour over its outline.
  return [group('letter', [...paths(), stroke(colours.team, 7)]), group('outline', [...paths(), stroke(colours.onTeam, 12)])];
}

function ballShapes(colours: GoalAnimationColours) {
  const patch = (at: Point, size: number) => ellipse(size, size, at);
  return [
    group('patches', [
      patch([0, 0], 7),
      patch([0, -9], 5),
      patch([8.5, -3], 5),
      patch([5.3, 7.3], 5),
      patch([-5.3, 7.3], 5),
      patch([-8.5, -3], 5),
      fill(colours.team),
    ]),
    group('ball', [ellipse(24), fill(colours.line), stroke(colours.team, 1.5)]),
  ];
}

function netShapes(colours: GoalAnimationColours) {
  const { left, right, top, bottom } = goalFrame;
  const lines: Point[][] = [];
  for (let x = left + 12; x < right; x += 12)
    lines.push([
      [x, top],
      [x, bottom],
    ]);
  for (let y = top + 12; y < bottom; y += 12)
    lines.push([
      [left, y],
      [right, y],
    ]);
  // Drawn around the point of impact, so the layer's scale bulges the net from there.
  return [
    group('mesh', [
      ...lines.map((points) => polyline(points.map(([x, y]) => [x - impact.x, y - impact.y] as const))),
      stroke(colours.line, 1, 55),
    ]),
  ];
}

function cardShapes(colours: GoalAnimationColours) {
  const bands = [];
  for (let x = 20; x < canvas.width; x += 40) bands.push(rectangle(20, canvas.height, 0, [x + 10 - canvas.width / 2, 0]));
  return [
    group('stripes', [...bands, fill(colours.stripe)]),
    group('card', [rectangle(canvas.width, canvas.height, 16), fill(colours.grass)]),
  ];
}

/** The animation for a goal by the team painted in `colours`. */
export function goalAnimation(colours: GoalAnimationColours) {
  const { left, right, top, bottom } = goalFrame;
  const centre = [canvas.width / 2, canvas.height / 2, 0];
  const letters = word.map((letter, index) => {
    const from = wordFrom + 3 * index;
    const x = wordLeft + index * (letterWidth + letterGap) + letterWidth / 2;
    return layer(
      index + 1,
      `letter ${letter}`,
      from,
      {
        position: still([x, wordY, 0]),
        scale: animated([
          [from, [0, 0, 100]],
          [from + 6, [125, 125, 100], linear],
          [from + 10, [100, 100, 100]],
        ]),
        opacity: cardOpacity(),
      },
      letterShapes(letter, colours),
    );
  });
  const rays = Array.from({ length: 8 }, (_, ray) => {
    const angle = (ray * Math.PI) / 4;
    return polyline([
      [Math.cos(angle) * 18, Math.sin(angle) * 18],
      [Math.cos(angle) * 30, Math.sin(angle) * 30],
    ]);
  });
  const burst = layer(
    5,
    'burst',
    impact.frame,
    {
      position: still([impact.x, impact.y, 0]),
      scale: animated([
        [impact.frame, [30, 30, 100]],
        [impact.frame + 14, [150, 150, 100]],
      ]),
      opacity: animated([
        [impact.frame, 100],
        [impact.frame + 14, 0],
      ]),
    },
    [group('rays', [...rays, stroke(colours.team, 4)])],
  );
  const ballFlight = (): LayerTransform => ({
    position: animated([
      [0, [36, 200, 0]],
      [impact.frame, [impact.x, impact.y, 0], easeOut],
      [impact.frame + 6, [impact.x + 3, impact.y - 4, 0], easeIn],
      [impact.frame + 22, [restingBall.x, restingBall.y, 0]],
    ]),
    scale: animated([
      [0, [190, 190, 100]],
      [impact.frame, [85, 85, 100]],
      [impact.frame + 6, [75, 75, 100]],
    ]),
    rotation: animated([
      [0, 0],
      [impact.frame + 22, 600],
    ]),
    opacity: cardOpacity(),
  });
  // In front of the net until it meets it, then behind it: the ball ends up in the goal.
  const ballInFlight = layer(6, 'ball in flight', 0, ballFlight(), ballShapes(colours), impact.frame + 1);
  const ballInNet = layer(8, 'ball in the net', impact.frame + 1, ballFlight(), ballShapes(colours));
  const net = layer(
    7,
    'net',
    0,
    {
      position: still([impact.x, impact.y, 0]),
      scale: animated([
        [impact.frame, [100, 100, 100]],
        [impact.frame + 4, [106, 110, 100], linear],
        [impact.frame + 12, [100, 100, 100]],
      ]),
      opacity: cardOpacity(),
    },
    netShapes(colours),
  );
  const frame = layer(9, 'goal frame', 0, { position: still([0, 0, 0]), opacity: cardOpacity() }, [
    group('posts and crossbar', [
      polyline([
        [left, bottom],
        [left, top],
        [right, top],
        [right, bottom],
      ]),
      stroke(colours.line, 5),
    ]),
    group('goal line', [
      polyline([
        [12, bottom],
        [canvas.width - 12, bottom],
      ]),
      stroke(colours.line, 2),
    ]),
  ]);
  const card = layer(
    10,
    'card',
    0,
    {
      position: still(centre),
      scale: animated([
        [0, [85, 85, 100]],
        [6, [100, 100, 100]],
      ]),
      opacity: cardOpacity(),
    },
    cardShapes(colours),
  );
  return {
    v: '5.7.4',
    nm: 'goal',
    fr: frameRate,
    ip: 0,
    op: lastFrame,
    w: canvas.width,
    h: canvas.height,
    ddd: 0,
    assets: [],
    // Lottie draws the first layer on top.
    layers: [...letters, burst, ballInFlight, net, ballInNet, frame, card],
  };
}
