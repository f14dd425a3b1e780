import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycle, importEdges, noImportCycles } from './no-import-cycles.ts';

RuleTester.describe = describe;
RuleTester.it = it;

// The rule reads the neighbours of the linted file from disk: the fixtures are real files.
const dir = mkdtempSync(path.join(tmpdir(), 'no-import-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixtures: Record<string, string> = {
  // a.ts <-> b.ts, the way back written without an extension.
  'a.ts': "import { b } from './b.ts';\nexport const a = () => b;",
  'b.ts': "import { a } from './a';\nexport const b = 1;\nexport const useA = () => a;",
  // x.ts -> y.ts -> z.ts -> x.ts, through a re-export.
  'x.ts': "import { y } from './y.ts';\nexport const x = y;",
  'y.ts': "export { z as y } from './z.ts';",
  'z.ts': "export * from './x.ts';\nexport const z = 1;",
  // A directory import resolves to its index; an extensionless one to a .tsx.
  'c.ts': "import { d } from './dir';\nexport const c = d;",
  'dir/index.ts': "import { c } from '../c.ts';\nimport { View } from '../view';\nexport const d = [c, View];",
  'view.tsx': 'export const View = 1;',
  // Types only: `import type` and `export type` are erased, so t1 <-> t2 is no cycle at run time.
  't1.ts': "import type { T2 } from './t2.ts';\nexport type T1 = T2 | number;\nexport const one = 1;",
  't2.ts': "import { one } from './t1.ts';\nexport type T2 = string;\nexport const two = one + 1;",
  'u1.ts': "export type { U2 } from './u2.ts';\nexport const u1 = 1;",
  'u2.ts': "import { u1 } from './u1.ts';\nexport type U2 = typeof u1;",
  // Inline type specifiers keep the import under verbatimModuleSyntax: a runtime edge.
  'v1.ts': "import { type V2 } from './v2.ts';\nexport type V1 = V2;",
  'v2.ts': "import { v1 } from './v1-value.ts';\nexport type V2 = string;\nexport const v2 = v1;",
  'v1-value.ts': "import './v1.ts';\nexport const v1 = 1;",
  // A cycle that does not go back to p.ts is reported on q.ts and r.ts, not on p.ts.
  'p.ts': "import { q } from './q.ts';\nexport const p = q;",
  'q.ts': "import { r } from './r.ts';\nexport const q = r;",
  'r.ts': "import { q } from './q.ts';\nexport const r = () => q;",
  // Dynamic imports are lazy; specifier-like text in strings and comments is no import.
  'lazy1.ts': "export const load = () => import('./lazy2.ts');",
  'lazy2.ts': "import { load } from './lazy1.ts';\nexport const again = load;",
  'text1.ts': "// import './text2.ts';\nconst s = \"import './text2.ts'\";\nconst t = `${s}\nimport './text2.ts';\n`;\nexport { s, t };",
  'text2.ts': "import { s } from './text1.ts';\nexport const u = s;",
  // Packages, JSON and missing files are leaves.
  'leaf.ts': "import { z } from 'zod';\nimport en from './en.json';\nimport gone from './gone.ts';\nexport const leaf = [z, en, gone];",
  'en.json': '{}',
  'self.ts': "import { self } from './self.ts';\nexport { self };",
};
for (const [name, text] of Object.entries(fixtures)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}

const at = (name: string) => path.join(dir, name);
const code = (name: string) => readFileSync(at(name), 'utf8');
/** The chain as the rule names it: paths relative to the working directory. */
const chain = (...names: string[]) =>
  `Import cycle: ${names.map((name) => path.relative(process.cwd(), at(name)).split(path.sep).join('/')).join(' -> ')}. Move what these modules share into a module of its own`;
const lint = (name: string) => ({ filename: at(name), code: code(name) });
const cycle = (name: string, names: string[], line = 1) => ({
  ...lint(name),
  errors: [{ message: new RegExp(`^${escape(chain(...names))}`), line }],
});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-import-cycles', noImportCycles, {
  valid: [
    lint('view.tsx'),
    lint('t1.ts'),
    lint('t2.ts'),
    lint('u1.ts'),
    lint('u2.ts'),
    lint('p.ts'),
    lint('lazy1.ts'),
    lint('lazy2.ts'),
    lint('text1.ts'),
    lint('text2.ts'),
    lint('leaf.ts'),
    // The text being linted wins over the file on disk: without its import, b.ts has no cycle.
    { filename: at('b.ts'), code: 'export const b = 1;' },
  ],
  invalid: [
    cycle('a.ts', ['a.ts', 'b.ts', 'a.ts']),
    cycle('b.ts', ['b.ts', 'a.ts', 'b.ts']),
    cycle('x.ts', ['x.ts', 'y.ts', 'z.ts', 'x.ts']),
    cycle('y.ts', ['y.ts', 'z.ts', 'x.ts', 'y.ts']),
    cycle('z.ts', ['z.ts', 'x.ts', 'y.ts', 'z.ts']),
    cycle('c.ts', ['c.ts', 'dir/index.ts', 'c.ts']),
    cycle('dir/index.ts', ['dir/index.ts', 'c.ts', 'dir/index.ts']),
    cycle('v1.ts', ['v1.ts', 'v2.ts', 'v1-value.ts', 'v1.ts']),
    cycle('q.ts', ['q.ts', 'r.ts', 'q.ts']),
    cycle('self.ts', ['self.ts', 'self.ts']),
    // The report sits on the import that starts the chain, a value import before a type one.
    {
      filename: at('a.ts'),
      code: "import { z } from 'zod';\nimport type { B } from './b.ts';\nimport { b } from './b.ts';\nexport const a = [z, b] as B[];",
      errors: [{ message: new RegExp(`^${escape(chain('a.ts', 'b.ts', 'a.ts'))}`), line: 3 }],
    },
    // Asked to, the rule follows types too.
    { ...lint('t1.ts'), options: [{ includeTypeImports: true }], errors: [{ message: `${chain('t1.ts', 't2.ts', 't1.ts')}.` }] },
    { ...lint('u2.ts'), options: [{ includeTypeImports: true }], errors: [{ message: `${chain('u2.ts', 'u1.ts', 'u2.ts')}.`, line: 1 }] },
  ],
});

describe('importEdges', () => {
  it('reads static imports and re-exports, marks the type-only ones, and resolves them', () => {
    const text = [
      "import def, { named } from './a.ts';",
      "import * as ns from './b';",
      "import type { T } from './t1.ts';",
      "import { type V2 } from './v2.ts';",
      "import './view';",
      "export { x } from './x.ts';",
      'export type { U2 } from "./u2.ts";',
      "export * as all from './dir';",
      "import {\n  multi,\n  line,\n} from './q.ts';",
      "const later = () => import('./r.ts');",
    ].join('\n');
    expect(importEdges(at('main.ts'), text).map(({ file, typeOnly }) => [path.relative(dir, file), typeOnly])).toEqual([
      ['a.ts', false],
      ['b.ts', false],
      ['t1.ts', true],
      ['v2.ts', false],
      ['view.tsx', false],
      ['x.ts', false],
      ['u2.ts', true],
      [path.join('dir', 'index.ts'), false],
      ['q.ts', false],
    ]);
  });

  it('reads JSX files', () => {
    expect(importEdges(at('main.tsx'), "import { a } from './a.ts';\nexport const V = () => <div>{a}</div>;")).toHaveLength(1);
  });
});

describe('findCycle', () => {
  const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['a'], d: ['b'] };
  const edgesOf = (file: string) => graph[file] ?? [];

  it('follows imports depth first and returns the first chain back to the start', () => {
    expect(findCycle('a', graph.a!, edgesOf)).toEqual(['a', 'c', 'a']);
  });

  it('ignores cycles that do not go back to the start', () => {
    expect(findCycle('x', ['b'], edgesOf)).toBeNull();
  });
});

describe('the graph cache', () => {
  it('reads a file again when its mtime changes', () => {
    const linter = new Linter({ cwd: dir });
    const config = {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { project: { rules: { 'no-import-cycles': noImportCycles } } },
      rules: { 'project/no-import-cycles': 'error' as const },
    };
    const lintS1 = () => linter.verify(code('s1.ts'), config, { filename: at('s1.ts') }).map((message) => message.message);
    writeFileSync(at('s1.ts'), "import { s2 } from './s2.ts';\nexport const s1 = s2;");
    writeFileSync(at('s2.ts'), 'export const s2 = 2;');
    expect(lintS1()).toEqual([]);
    writeFileSync(at('s2.ts'), "import { s1 } from './s1.ts';\nexport const s2 = () => s1;");
    const later = new Date(Date.now() + 10_000);
    utimesSync(at('s2.ts'), later, later);
    expect(lintS1()).toEqual([
      'Import cycle: s1.ts -> s2.ts -> s1.ts. Move what these modules share into a module of its own (type-only imports do not count).',
    ]);
  });
});
