import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './scripts/eslint/layer-boundaries.ts';
import { noColourLiterals } from './scripts/eslint/no-colour-literals.ts';

export default tseslint.config(
  { ignores: ['dist/**', 'themes/**', 'storybook-static/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, project: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Imports flow shared -> features -> app; features never import each other (STYLE.md).
      'project/layer-boundaries': ['error', { srcDir: 'src' }],
    },
  },
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
