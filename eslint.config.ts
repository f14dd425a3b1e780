import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { noColourLiterals } from './scripts/eslint/no-colour-literals.ts';

/**
 * Globals follow the runtime of each tree. typescript-eslint turns `no-undef` off for TS files
 * (the compiler checks names), so the globals of the other runtime that would still type-check
 * somewhere (a test tsconfig, a stray @types) are refused by name.
 */
const nodeGlobalsInTheBrowser = ['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
  name,
  message: `${name} is Node's: src/ and contract/ run in the browser (only tests and src/testing may use Node).`,
}));
const browserGlobalsInTheFeed = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: `${name} is the browser's: server/ runs in Node.`,
}));
/**
 * Which code may import which (STYLE.md). In the widget, imports flow shared (components, lib,
 * rules, api, theme) -> features -> app, and features never import each other. Across the
 * repository, src/ and server/ never import each other, the widget depends on no tooling or test
 * tree, and contract/ depends on nothing of ours but itself and the locale files.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['components', 'lib', 'rules', 'api', 'theme'].map((folder) => `./src/${folder}`);
const importZones = [
  {
    target: shared,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, rules, api, theme) must not depend on features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features must not depend on the app.' },
  {
    target: ['./src/facts-first', './src/embed'],
    from: ['./src/features', './src/app', './src/components', './src/theme', './src/api'],
    message:
      'A standalone script (facts-first, embed) is a few KB of its own: it takes contract/, src/lib and src/rules, never a screen, the theme or the app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features never import each other: move what ${feature} shares to src/components or src/lib.`,
  })),
  {
    target: './src',
    from: ['./server', './scripts', './e2e'],
    message: 'The widget depends on contract/ and packages, not on the feed, tooling or tests: move what both need to contract/.',
  },
  {
    target: './server',
    from: ['./src', './e2e'],
    message: 'The feed depends on contract/ and packages, not on the widget or the browser tests: move what both need to contract/.',
  },
  {
    target: './contract',
    from: ['./src', './server', './scripts', './e2e'],
    message: 'contract/ depends on nothing of ours but itself and locales/*.json.',
  },
  {
    target: './scripts',
    from: './e2e',
    message: 'Scripts and benchmarks do not depend on the browser tests: what both need (launchChromium) lives in scripts/lib.',
  },
];

/**
 * Floors that only look down (docs/architecture.md). The widget's rules are pure: they import
 * contract/ and each other, nothing of lib, api or components. The feed's domain folders stand on
 * floors, lowest first: a folder imports the floors below it and none beside or above it; every
 * other folder of server/src (routes, http, shared state, observability,
 * lifecycle, the app and its context, testing) is the edge above them all. Tests may reach any
 * floor (they go through the feed harness), so these zones are for source files only.
 */
const serverFloors = [
  ['scenario', 'i18n', 'security', 'media', 'store'],
  ['match', 'statsbomb'],
  ['match-stats', 'formations'],
  ['replay'],
  ['competition', 'live', 'ingest'],
  ['analytics', 'event'],
];
const onAFloor = new Set(serverFloors.flat());
const serverEdge = readdirSync('server/src', { withFileTypes: true })
  .filter((entry) => !onAFloor.has(entry.name) && (entry.isDirectory() || /^[^.]+\.ts$/.test(entry.name)))
  .map((entry) => `./server/src/${entry.name}`);
const floorZones = [
  {
    target: './src/rules',
    from: './src',
    except: ['./rules'],
    message: 'A rule module imports only contract/ and other rules: hand it facts, not the lib objects they come in.',
  },
  ...serverFloors.flatMap((floor, level) =>
    floor.map((folder) => ({
      target: `./server/src/${folder}`,
      from: [...floor.filter((other) => other !== folder), ...serverFloors.slice(level + 1).flat()]
        .map((other) => `./server/src/${other}`)
        .concat(serverEdge),
      message: `server/src/${folder} is on floor ${level} (${floor.join(', ')}): it imports only the floors below (${serverFloors.slice(0, level).flat().join(', ') || 'contract/ and packages'}); move what it needs down.`,
    })),
  ),
];

/** Tests and test helpers of the widget run under Node tooling (Vitest, jsdom). */
const widgetTests = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'contract/**/*.test.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'themes/**', 'storybook-static/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // import-x reads the files an import leads to (for cycles) with typescript-eslint's parser.
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    files: ['src/**', 'server/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'server/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...importZones, ...floorZones] }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // A module that imports itself back is evaluated half-initialised, in an order that changes
      // with the entry point. Type-only imports are erased and cannot close a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A file longer than this holds more than one concern: split it (data files are JSON, not source).
      'max-lines': ['error', { max: 600, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['src/**', 'contract/**'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...nodeGlobalsInTheBrowser] },
  },
  {
    // Query keys are made in one place each (src/lib/api/query-keys.ts for the first paint,
    // src/lib/api/feed-answer.ts from the endpoint catalogue for the lazy sections): a key written
    // by hand elsewhere drifts from its endpoint's and escapes the reconnect's invalidation of one match.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/lib/api/query-keys.ts', 'src/lib/api/feed-answer.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Take the query key from src/lib/api/query-keys.ts.' },
        {
          selector:
            "CallExpression[callee.property.name=/^(set|get|invalidate|refetch|remove|cancel|reset|fetch|ensure)Quer(y|ies)(Data)?$/][arguments.0.type='ArrayExpression']",
          message: 'Hand the query client a key from src/lib/api/query-keys.ts.',
        },
        {
          selector: 'ArrayExpression > SpreadElement[argument.callee.object.name=/^(section)?[qQ]ueryKeys$/]',
          message: 'Extend a query key in src/lib/api/query-keys.ts, not where it is used.',
        },
        {
          selector:
            "ArrayExpression[elements.0.name='eventId'][elements.1.type='Literal'], ArrayExpression[elements.0.property.name='eventId'][elements.1.type='Literal']",
          message: 'A key of one match is made by src/lib/api/query-keys.ts.',
        },
      ],
    },
  },
  {
    // contract/ is loaded by the widget in the browser too.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/**', '.storybook/**'],
    // The widget's React binding for i18next is its own, off the first paint's budget (ADR 012).
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-i18next', message: 'Use src/lib/i18n/react.tsx (ADR 012).' }] }] },
  },
  {
    files: ['server/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-globals': ['error', ...browserGlobalsInTheFeed] },
  },
  {
    // Scripts drive browsers (Playwright) and browser tests hand functions to the page: both.
    files: ['scripts/**', 'e2e/**', '.storybook/**', ...widgetTests],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  { files: widgetTests, rules: { 'no-restricted-globals': 'off' } },
  { files: ['*.config.ts'], languageOptions: { globals: globals.node } },
  {
    // Components read colours from the theme; colours live in tokens/ (STYLE.md, docs/adding-a-brand.md).
    files: ['src/components/**', 'src/features/**'],
    plugins: { tokens: { rules: { 'no-colour-literals': noColourLiterals } } },
    rules: { 'tokens/no-colour-literals': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
