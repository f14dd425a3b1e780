import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * Imports flow shared (src/components, src/lib, src/rules, src/api, src/theme) -> features -> app, and features never
 * import each other (STYLE.md). Relative import paths are resolved against the importing file.
 */
export interface LayerBoundariesOptions {
  /** The source root, relative to the ESLint working directory. */
  srcDir: string;
}

type Layer = { kind: 'shared' } | { kind: 'feature'; name: string } | { kind: 'app' } | { kind: 'other' };

function layerOf(file: string, srcDir: string): Layer {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return { kind: 'other' };
  const [top, second] = relative.split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (top === 'components' || top === 'lib' || top === 'theme' || top === 'api' || top === 'rules') return { kind: 'shared' };
  return { kind: 'other' };
}

export function boundaryViolation(importer: Layer, imported: Layer): string | null {
  if (importer.kind === 'shared' && (imported.kind === 'feature' || imported.kind === 'app')) {
    return 'Shared code (components, lib, theme) must not depend on features or the app.';
  }
  if (importer.kind === 'feature' && imported.kind === 'app') return 'Features must not depend on the app.';
  if (importer.kind === 'feature' && imported.kind === 'feature' && importer.name !== imported.name) {
    return `Features never import each other (${importer.name} -> ${imported.name}): move the shared part to src/components or src/lib.`;
  }
  return null;
}

export const layerBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing shared -> features -> app' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const { srcDir = 'src' } = (context.options[0] ?? {}) as Partial<LayerBoundariesOptions>;
    const root = path.resolve(context.cwd, srcDir);
    const importer = layerOf(context.filename, root);
    if (importer.kind === 'other') return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = layerOf(path.resolve(path.dirname(context.filename), source), root);
      const message = boundaryViolation(importer, imported);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
