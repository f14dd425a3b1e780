import type { ReactNode } from 'react';
import type { PitchEvent } from '../../../../contract/protocol.ts';
import type { ShotCategory } from '../pitch/pitch-model.ts';

/**
 * The marks of the pitch view, drawn around (0, 0) in metres: the shot icons of SPEC section 2
 * (on target, off target, blocked; a goal ringed) and one glyph per kind of ball event. The pitch
 * and the legend draw the same components, so the legend always shows what the pitch shows.
 */
interface GlyphPaint {
  fill: string;
  outline: string;
  size?: number;
}

export function ShotGlyph({ category, goal, fill, outline, size = 1.3 }: GlyphPaint & { category: ShotCategory; goal: boolean }) {
  const stroke = { stroke: outline, strokeWidth: size * 0.3 };
  return (
    <>
      {category === 'blocked' ? (
        <rect x={-size} y={-size} width={size * 2} height={size * 2} fill={fill} {...stroke} />
      ) : category === 'offTarget' ? (
        <circle r={size} fill="none" stroke={fill} strokeWidth={size * 0.55} />
      ) : (
        <circle r={size} fill={fill} {...stroke} />
      )}
      {goal ? <circle r={size * 1.75} fill="none" stroke={fill} strokeWidth={size * 0.3} /> : null}
    </>
  );
}

/** A box with a dot inside or outside it: the legend's "inside the box" and "outside the box". */
export function BoxGlyph({ inside, fill, outline }: GlyphPaint & { inside: boolean }) {
  return (
    <>
      <rect x={-1.6} y={-1.3} width={2.4} height={2.6} fill="none" stroke={outline} strokeWidth={0.3} />
      <circle cx={inside ? -0.4 : 1.6} r={0.6} fill={fill} />
    </>
  );
}

const eventShapes: Record<Exclude<PitchEvent['kind'], 'shot' | 'goal' | 'save'>, (paint: GlyphPaint) => ReactNode> = {
  pass: ({ fill, outline }) => <path d="M0 -1.3 L1.3 0 L0 1.3 L-1.3 0 Z" fill={fill} stroke={outline} strokeWidth={0.3} />,
  tackle: ({ fill, outline }) => (
    <>
      <path d="M-1.4 -1 L0 1.2 L1.4 -1" fill="none" stroke={outline} strokeWidth={1} strokeLinecap="round" strokeLinejoin="round" />
      <path d="M-1.4 -1 L0 1.2 L1.4 -1" fill="none" stroke={fill} strokeWidth={0.55} strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  foul: ({ fill, outline }) => (
    <>
      <path d="M-1.1 -1.1 L1.1 1.1 M1.1 -1.1 L-1.1 1.1" stroke={outline} strokeWidth={1} strokeLinecap="round" />
      <path d="M-1.1 -1.1 L1.1 1.1 M1.1 -1.1 L-1.1 1.1" stroke={fill} strokeWidth={0.55} strokeLinecap="round" />
    </>
  ),
  offside: ({ fill, outline }) => (
    <>
      <path d="M-0.9 1.5 L-0.9 -1.5" stroke={outline} strokeWidth={0.35} />
      <rect x={-0.9} y={-1.5} width={2} height={1.4} fill={fill} stroke={outline} strokeWidth={0.2} />
    </>
  ),
  corner: ({ fill, outline }) => (
    <>
      <path d="M-0.9 1.5 L-0.9 -1.5" stroke={outline} strokeWidth={0.35} />
      <path d="M-0.9 -1.5 L1.3 -0.8 L-0.9 -0.1 Z" fill={fill} stroke={outline} strokeWidth={0.2} />
    </>
  ),
  attack: ({ fill, outline }) => <path d="M-1 -1.2 L1.2 0 L-1 1.2 Z" fill={fill} stroke={outline} strokeWidth={0.25} />,
  dangerousAttack: ({ fill, outline }) => (
    <path d="M-1.4 -1.2 L0.2 0 L-1.4 1.2 Z M-0.2 -1.2 L1.4 0 L-0.2 1.2 Z" fill={fill} stroke={outline} strokeWidth={0.2} />
  ),
};

export function EventGlyph({ kind, fill, outline }: GlyphPaint & { kind: PitchEvent['kind'] }) {
  if (kind === 'shot' || kind === 'goal' || kind === 'save')
    return <ShotGlyph category="onTarget" goal={kind === 'goal'} fill={fill} outline={outline} />;
  return <>{eventShapes[kind]({ fill, outline })}</>;
}

/** A card as it is shown: upright, its corners rounded; outlined where it stands on the pitch. */
export function CardGlyph({ fill, outline }: { fill: string; outline?: string }) {
  return (
    <rect x={-0.9} y={-1.3} width={1.8} height={2.6} rx={0.2} fill={fill} {...(outline ? { stroke: outline, strokeWidth: 0.3 } : {})} />
  );
}

/** The ball, where play is. */
export function BallGlyph({ fill, outline }: GlyphPaint) {
  return (
    <>
      <circle r={1.2} fill={fill} stroke={outline} strokeWidth={0.35} />
      <path d="M0 -0.45 L0.43 -0.14 L0.27 0.36 L-0.27 0.36 L-0.43 -0.14 Z" fill={outline} />
    </>
  );
}

/** A glyph as a small inline icon for the legend and the lists, `size` px square. */
export function GlyphIcon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-2.2 -2.2 4.4 4.4" aria-hidden focusable="false" style={{ flex: 'none', overflow: 'visible' }}>
      {children}
    </svg>
  );
}
