import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';

/**
 * Fails on a file that reaches itself again through its static imports: a module graph with a
 * cycle evaluates one of its modules half-initialised (a `const` read before it is set is a
 * ReferenceError at start-up, or `undefined` under a bundler), in an order that changes with the
 * entry point.
 *
 * What counts as an edge:
 * - `import … from`, `import '…'` and `export … from` with a relative specifier, resolved against
 *   the importing file: `.ts`/`.tsx` as written, an extensionless path to `.ts`, `.tsx`,
 *   `/index.ts` or `/index.tsx`. Anything else (packages, JSON, CSS) is a leaf.
 * - Not `import type` / `export type`: the compiler erases them, so they cannot form a cycle at
 *   run time. An import whose specifiers are all inline types (`import { type A } from`) does
 *   count: under `verbatimModuleSyntax` (tsconfig.base.json) it is kept as `import {} from`, which
 *   still loads the module.
 * - Not `import()`: a dynamic import is lazy, it runs after every static import has settled.
 *
 * Every file is read with TypeScript's parser (syntax only, no type checking), the linted file
 * from the text being linted and the others from disk: a regular expression would be fooled by
 * specifier-like text in strings, templates and comments, and one parser for every file means the
 * linted file and its neighbours are read by the same rules. Only top-level statements are read,
 * as static imports can only be there. The edges of each file on disk are cached for the life of
 * the ESLint process (one lint run, or an editor session), keyed by absolute path and checked
 * against the file's mtime; a file that appears later is not seen by an unchanged importer
 * until that importer changes. With `eslint --cache`, a file whose imports did not change is not
 * linted again even if a file it imports now closes a cycle: run without the cache in CI.
 */
export interface NoImportCyclesOptions {
  /** Also follow `import type` / `export type`, to find cycles of types too. Default false. */
  includeTypeImports: boolean;
}

export interface ImportEdge {
  /** The specifier as written. */
  specifier: string;
  /** The absolute path it resolves to. */
  file: string;
  /** An `import type` / `export type`, erased at compile time. */
  typeOnly: boolean;
}

/** A file on disk that exists (false for directories and missing paths). */
function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The TypeScript module a relative specifier names, or null (a package, JSON, a missing file). */
export function resolveImport(importer: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(importer), specifier);
  if (/\.tsx?$/.test(base)) return isFile(base) ? base : null;
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find(isFile) ?? null;
}

/** The static imports and re-exports of a module's source text, resolved to files of ours. */
export function importEdges(file: string, text: string): ImportEdge[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const edges: ImportEdge[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword;
    } else if (ts.isExportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.isTypeOnly;
    }
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = resolveImport(file, specifier.text);
    if (resolved) edges.push({ specifier: specifier.text, file: resolved, typeOnly });
  }
  return edges;
}

const graph = new Map<string, { mtimeMs: number; edges: ImportEdge[] }>();

/** The edges of a file on disk, parsed once per version of the file. */
function edgesOnDisk(file: string): ImportEdge[] {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = graph.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.edges;
  const edges = importEdges(file, readFileSync(file, 'utf8'));
  graph.set(file, { mtimeMs, edges });
  return edges;
}

/**
 * The first chain of modules, depth first in the order the imports are written, that leads from
 * `start` back to it (`[start, …, start]`), or null. Each module is entered at most once: one that
 * was fully explored without reaching `start` cannot reach it later either.
 */
export function findCycle(start: string, startEdges: readonly string[], edgesOf: (file: string) => readonly string[]): string[] | null {
  const visited = new Set<string>([start]);
  const chain = [start];
  const walk = (targets: readonly string[]): boolean => {
    for (const next of targets) {
      if (next === start) {
        chain.push(start);
        return true;
      }
      if (visited.has(next)) continue;
      visited.add(next);
      chain.push(next);
      if (walk(edgesOf(next))) return true;
      chain.pop();
    }
    return false;
  };
  return walk(startEdges) ? chain : null;
}

/** The ESTree declarations with a source, as typescript-eslint shapes them. */
type SourceNode = Rule.Node & { source?: { value?: unknown } | null; importKind?: string; exportKind?: string };

export const noImportCycles: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid static import cycles between modules of the repository' },
    schema: [{ type: 'object', properties: { includeTypeImports: { type: 'boolean' } }, additionalProperties: false }],
  },
  create(context) {
    const { includeTypeImports = false } = (context.options[0] ?? {}) as Partial<NoImportCyclesOptions>;
    const start = path.resolve(context.cwd, context.filename);
    const follows = (edge: ImportEdge) => includeTypeImports || !edge.typeOnly;
    const targets = (edges: readonly ImportEdge[]) => edges.filter(follows).map((edge) => edge.file);
    return {
      Program(program) {
        const own = importEdges(start, context.sourceCode.text).filter(follows);
        const chain = findCycle(start, targets(own), (file) => targets(edgesOnDisk(file)));
        if (!chain) return;
        const firstHop = own.find((edge) => edge.file === chain[1]);
        // The declaration that makes the first hop (a value import when the same module is also imported for types).
        const declarations = program.body.filter(
          (statement) => (statement as SourceNode).source?.value === firstHop?.specifier,
        ) as SourceNode[];
        const node =
          declarations.find((statement) => (statement.importKind ?? statement.exportKind) !== 'type') ?? declarations[0] ?? program;
        const named = chain.map((file) => path.relative(context.cwd, file).split(path.sep).join('/'));
        context.report({
          node,
          message: `Import cycle: ${named.join(' -> ')}. Move what these modules share into a module of its own${includeTypeImports ? '' : ' (type-only imports do not count)'}.`,
        });
      },
    };
  },
};
