import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Rule } from 'eslint';

/**
 * The top-level trees of the repository keep apart (STYLE.md, "For this project" 1): the widget
 * (src/) and the feed (server/) never import each other, and what both need lives in contract/,
 * which depends on nothing of ours but itself and the locale files. Relative specifiers are
 * resolved against the importing file; bare specifiers are packages.
 */
export interface TreeBoundariesOptions {
  /** The repository root, relative to the ESLint working directory (or absolute). Default ".". */
  root: string;
}

type Tree = 'src' | 'server' | 'contract' | 'scripts' | 'e2e' | 'other';

const trees: ReadonlySet<string> = new Set<Tree>(['src', 'server', 'contract', 'scripts', 'e2e']);

/** The top-level tree a path (relative to the root, with forward slashes) lies in. */
export function treeOf(relative: string): Tree {
  const top = relative.split('/')[0] ?? '';
  return trees.has(top) ? (top as Tree) : 'other';
}

/** Trees a tree must not import from, each with the reason given in the report. */
const forbidden: Partial<Record<Tree, Partial<Record<Tree, string>>>> = {
  src: {
    server: 'src/ and server/ never import each other: move what both need to contract/.',
    scripts: 'the widget must not depend on build and demo tooling (scripts/).',
    e2e: 'the widget must not depend on the browser tests (e2e/).',
  },
  server: {
    src: 'src/ and server/ never import each other: move what both need to contract/.',
    e2e: 'the feed must not depend on the browser tests (e2e/).',
  },
};

const nodeBuiltins: ReadonlySet<string> = new Set(builtinModules);

/** The first path segment of a bare specifier, or its scope and name (`@scope/name/x` -> `@scope/name`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Why `importer` may not import `specifier`, or null when it may. Both paths are relative to the
 * repository root with forward slashes; `imported` is null for a bare (package) specifier.
 */
export function treeViolation(importer: string, specifier: string, imported: string | null): string | null {
  const from = treeOf(importer);
  if (imported === null) {
    const isBuiltin = specifier.startsWith('node:') || nodeBuiltins.has(packageName(specifier));
    if (from === 'contract' && isBuiltin)
      return `contract/ is loaded by the widget in the browser too: it must not import the Node built-in '${specifier}'.`;
    return null;
  }
  if (imported.startsWith('../'))
    return from === 'contract'
      ? `contract/ may import only contract/, locales/*.json and packages; '${specifier}' is outside the repository.`
      : null;
  const to = treeOf(imported);
  if (from === 'contract') {
    if (to === 'contract' || /^locales\/[^/]+\.json$/.test(imported)) return null;
    return `contract/ may import only contract/, locales/*.json and packages; '${specifier}' resolves to ${imported}.`;
  }
  const reason = forbidden[from]?.[to];
  return reason ? `${from}/ must not import from ${to}/ ('${specifier}'): ${reason}` : null;
}

/** The string of a specifier node (`'./x.ts'`), or undefined when it is computed. */
function literalValue(node: unknown): unknown {
  const candidate = node as { type?: string; value?: unknown; literal?: unknown } | null | undefined;
  if (candidate?.type === 'Literal') return candidate.value;
  // `import('./x.ts').Type` in a type position: typescript-eslint wraps the literal.
  if (candidate?.type === 'TSLiteralType') return literalValue(candidate.literal);
  return undefined;
}

export const treeBoundaries: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep src/ and server/ apart and contract/ self-contained' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const { root: rootOption = '.' } = (context.options[0] ?? {}) as Partial<TreeBoundariesOptions>;
    const root = path.resolve(context.cwd, rootOption);
    const toRootRelative = (file: string) => path.relative(root, file).split(path.sep).join('/');
    const importer = toRootRelative(context.filename);
    if (importer.startsWith('../') || path.isAbsolute(importer) || treeOf(importer) === 'other') return {};

    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== 'string') return;
      // Vite's `?raw`/`?url` suffixes do not change which file is meant.
      const bare = source.replace(/[?#].*$/, '');
      const isPath = bare.startsWith('.') || path.isAbsolute(bare);
      const imported = isPath ? toRootRelative(path.resolve(path.dirname(context.filename), bare)) : null;
      const message = treeViolation(importer, source, imported);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, literalValue(node.source)),
      // Type positions (`typeof import('../server/x.ts')`) couple the trees as much as an import does.
      // typescript-eslint 8 names the specifier `source` (`argument` before, now deprecated).
      TSImportType: (node: Rule.Node) => {
        const typeImport = node as unknown as { source?: unknown; argument?: unknown };
        check(node, literalValue('source' in typeImport ? typeImport.source : typeImport.argument));
      },
    } as Rule.RuleListener;
  },
};
