import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './scripts/eslint/layer-boundaries.ts';
import { noColourLiterals } from './scripts/eslint/no-colour-literals.ts';
import { noImportCycles } from './scripts/eslint/no-import-cycles.ts';
import { treeBoundaries } from './scripts/eslint/tree-boundaries.ts';

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
/** Tests and test helpers of the widget run under Node tooling (Vitest, jsdom). */
const widgetTests = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'contract/**/*.test.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'themes/**', 'storybook-static/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'react-hooks': reactHooks,
      project: { rules: { 'layer-boundaries': layerBoundaries, 'no-import-cycles': noImportCycles, 'tree-boundaries': treeBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Imports flow shared -> features -> app; features never import each other (STYLE.md).
      'project/layer-boundaries': ['error', { srcDir: 'src' }],
      // src/ and server/ never import each other; contract/ depends on nothing of ours (STYLE.md).
      'project/tree-boundaries': ['error', { root: '.' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // A module that imports itself back is evaluated half-initialised (scripts/eslint/no-import-cycles.ts).
      'project/no-import-cycles': 'error',
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
    // Tests and their fixtures state the colours of the record (a club's, a brand's) to check them.
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { tokens: { rules: { 'no-colour-literals': noColourLiterals } } },
    rules: { 'tokens/no-colour-literals': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
