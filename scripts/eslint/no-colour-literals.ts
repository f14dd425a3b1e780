import type { Rule } from 'eslint';
import type { Node as EstreeNode } from 'estree';

/**
 * Components read colours from the theme (`theme.palette…`, sx palette paths such as
 * `'pitch.grass'`); colours themselves live in token files (STYLE.md, docs/adding-a-brand.md).
 * This rule flags string and template literals that look like CSS colours: hex (#rgb, #rgba,
 * #rrggbb, #rrggbbaa), colour functions (rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(),
 * oklab(), oklch()), and CSS named colours where a colour is expected: the value of a colour-ish
 * property or JSX attribute (`color`, `bgcolor`, `fill`, `stroke`, `border`, `boxShadow`, …) or of
 * a variable named like a colour. `transparent`, `currentColor` and `inherit` are fine.
 *
 * To keep false positives low, a hex inside a longer string counts only when the string reads as a
 * CSS value (`1px solid #fff`, `linear-gradient(…, #000 24px)`), not in prose such as "Match #123";
 * and a named colour counts only in a colour-ish place, so `'red'` as a map key or label passes.
 */

/** The CSS named colours (CSS Color 4), lower case; transparent and currentcolor are allowed. */
export const cssNamedColours: ReadonlySet<string> = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
  darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
  darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
  deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
  ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
  lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
  mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen
  mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace
  olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred
  papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
  saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey
  snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);

const hexColour = /(?<![\w&#/-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;
const wholeHexColour = /^\s*#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\s*$/i;
const colourFunction = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;
/** A string that reads as a CSS value rather than prose. */
const cssValueHint = /[();]|\d(?:px|r?em|%|deg|vh|vw)\b|\b(?:solid|dashed|dotted|double|inset|gradient)\b/i;

/** Properties and attributes whose value is, or contains, a colour. */
const colourishName = /colou?r/i;
const colourishProperties = new Set(
  [
    'background',
    'backgroundImage',
    'fill',
    'stroke',
    'border',
    'borderTop',
    'borderRight',
    'borderBottom',
    'borderLeft',
    'borderBlock',
    'borderInline',
    'outline',
    'boxShadow',
    'textShadow',
    'textDecoration',
    'columnRule',
    'maskImage',
  ].map((name) => name.toLowerCase()),
);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const isColourish = (name: string) => colourishName.test(name) || colourishProperties.has(camel(name).toLowerCase());

/** The first CSS colour in a piece of source text, or null. */
export function findColourLiteral(text: string, { colourish }: { colourish: boolean }): string | null {
  if (wholeHexColour.test(text)) return text.trim();
  const fn = colourFunction.exec(text);
  if (fn) return `${fn[0]}…)`;
  const hex = hexColour.exec(text);
  if (hex && cssValueHint.test(text)) return hex[0];
  if (colourish) {
    const named = text.split(/[\s,()/\uFFFC]+/).find((word) => cssNamedColours.has(word.toLowerCase()));
    if (named) return named;
  }
  return null;
}

const placeholder = '\uFFFC';

type Parented = EstreeNode & { parent?: Parented };

function keyName(key: unknown): string | null {
  const node = key as { type: string; name?: string; value?: unknown };
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') return node.name ?? null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return null;
}

/**
 * Whether a literal sits where a colour is expected: walking up through conditionals, templates,
 * JSX expression containers, type assertions and arrow bodies to a property, JSX attribute or
 * variable whose name is colour-ish.
 */
function inColourishPlace(node: Parented): boolean {
  let child: Parented = node;
  let parent = node.parent;
  while (parent) {
    const type = parent.type as string;
    if (type === 'Property') {
      const property = parent as unknown as { key: unknown; value: unknown; computed: boolean };
      if (property.value !== child) return false;
      const name = keyName(property.key);
      return name !== null && isColourish(name);
    }
    if (type === 'JSXAttribute') {
      const name = keyName((parent as unknown as { name: unknown }).name);
      return name !== null && isColourish(name);
    }
    if (type === 'VariableDeclarator') {
      const name = keyName((parent as unknown as { id: unknown }).id);
      return name !== null && colourishName.test(name);
    }
    const passesThrough =
      type === 'ConditionalExpression' ||
      type === 'LogicalExpression' ||
      type === 'TemplateLiteral' ||
      type === 'JSXExpressionContainer' ||
      type === 'TSAsExpression' ||
      type === 'TSSatisfiesExpression' ||
      (type === 'ArrowFunctionExpression' && (parent as unknown as { body: unknown }).body === child);
    if (!passesThrough) return false;
    child = parent;
    parent = parent.parent;
  }
  return false;
}

const isModuleSource = (node: Parented) =>
  node.parent !== undefined &&
  ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(node.parent.type);

export const noColourLiterals: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Read colours from the theme, never from a colour literal' },
    schema: [],
    messages: {
      colourLiteral:
        'Colour literal {{colour}}: read it from the theme ((theme.vars ?? theme).palette…, or an sx path such as "pitch.grass"); colours live in tokens/ (docs/adding-a-brand.md).',
    },
  },
  create(context) {
    const report = (node: Rule.Node, colour: string) =>
      context.report({ node, messageId: 'colourLiteral', data: { colour: JSON.stringify(colour) } });
    return {
      Literal(node) {
        if (typeof node.value !== 'string' || isModuleSource(node as Parented)) return;
        const colour = findColourLiteral(node.value, { colourish: inColourishPlace(node as Parented) });
        if (colour) report(node, colour);
      },
      TemplateLiteral(node) {
        // A placeholder becomes a separator no colour contains: `1px solid ${x} #fff` still reads
        // as CSS, while `${url}#top` is not taken for a whole hex colour.
        const text = node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(placeholder);
        const colour = findColourLiteral(text, { colourish: inColourishPlace(node as Parented) });
        if (colour) report(node, colour);
      },
    };
  },
};
