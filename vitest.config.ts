import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './scripts/lib/chromium.ts';
import viteConfig from './vite.config.ts';

const root = import.meta.dirname;

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup.ts'],
            // Above Testing Library's 5 s wait (src/testing/setup.ts): a test that waits for one thing
            // on a busy machine must not be cut off by its own timeout first.
            testTimeout: 15_000,
            // One jsdom and one module graph per worker, not per file: building them again for
            // each file cost more than all the tests. What a test file leaves behind (a rendered
            // tree, MSW handlers, mocks) is cleaned up by the setup file and the file's own hooks.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['scripts/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts'],
            testTimeout: 120_000,
            // The server's module graph once per worker, not once per file (see the unit project).
            isolate: false,
            // Through Vite like our code, so it takes the same copy of graphql (its ESM build and
            // node's CJS one would be two realms that refuse each other's schema).
            server: { deps: { inline: ['graphql-query-complexity'] } },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.ts'],
            globalSetup: ['e2e/support/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
            // A condition polled in a browser waits up to 10 s, not vitest's 1 s: a page of a loaded
            // machine can take more than a second to draw, and a poll ends as soon as it holds.
            expect: { poll: { timeout: 10_000 } },
            // One Chromium at a time: CI has two cores.
            fileParallelism: false,
            // One worker process for a run's files, its modules (Playwright's client, zod, the feed's
            // rules some tests read) loaded once: twelve small files took 48 core-seconds where a
            // process each took 59. A file's pages and contexts are its own (support/browser.ts); the feed is the half's, as before.
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          test: { name: 'storybook', browser, setupFiles: ['.storybook/vitest.setup.ts'] },
        },
      ],
    },
  }),
);
