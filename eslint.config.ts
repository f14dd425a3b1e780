import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['brand-preview', 'scoreboard', 'watch', 'stats', 'info', 'realtime'];

export default tseslint.config(
  { ignores: ['dist/**', 'themes/**', 'storybook-static/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Imports flow shared -> features -> app; features never import each other (STYLE.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: move the shared part to src/components or src/lib.',
            })),
            {
              target: ['./src/components', './src/lib', './src/theme'],
              from: ['./src/features', './src/app'],
              message: 'Shared code must not depend on features or the app.',
            },
            { target: './src/features', from: './src/app', message: 'Features must not depend on the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
