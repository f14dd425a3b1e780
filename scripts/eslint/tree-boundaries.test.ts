import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { treeBoundaries, treeViolation } from './tree-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const at = (file: string) => path.join(root, file);
const options = [{ root }];
// The TypeScript parser, so type-only imports and `import('…')` types are tested as the repo writes them.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('tree-boundaries', treeBoundaries, {
  valid: [
    { filename: at('src/lib/api/client.ts'), code: "import { eventDataSchema } from '../../../contract/protocol.ts';", options },
    { filename: at('src/lib/i18n/i18n.ts'), code: "import en from '../../../locales/en.json';", options },
    { filename: at('src/app/App.tsx'), code: "import { z } from 'zod';", options },
    { filename: at('server/src/app.ts'), code: "import { resolveLanguage } from '../../contract/languages.ts';", options },
    { filename: at('server/src/app.ts'), code: "import Fastify from 'fastify';", options },
    { filename: at('contract/pages.ts'), code: "import { supportedLanguages } from './languages.ts';", options },
    { filename: at('contract/pages.test.ts'), code: "import en from '../locales/en.json' with { type: 'json' };", options },
    { filename: at('contract/protocol.ts'), code: "import { z } from 'zod';", options },
    // Tooling and tests may reach into both trees.
    { filename: at('scripts/bench/feed.ts'), code: "import { buildFeedServer } from '../../server/src/app.ts';", options },
    { filename: at('e2e/support/global-setup.ts'), code: "import { buildFeedServer } from '../../server/src/app.ts';", options },
    { filename: at('vite.config.ts'), code: "import { x } from './scripts/bundles/brand-head.ts';", options },
    // A file outside the root is not checked.
    { filename: '/elsewhere/src/x.ts', code: "import x from '../server/x.ts';", options },
  ],
  invalid: [
    {
      filename: at('src/features/stats/api/stats.ts'),
      code: "import { catalogue } from '../../../../server/src/catalogue.ts';",
      options,
      errors: [{ message: /^src\/ must not import from server\/ .*move what both need to contract\//, line: 1, column: 1 }],
    },
    {
      filename: at('src/lib/api/client.ts'),
      code: "import type { FeedContext } from '../../../server/src/app.ts';",
      options,
      errors: [{ message: /src\/ must not import from server\// }],
    },
    {
      filename: at('src/lib/x.ts'),
      code: "type Loop = typeof import('../../server/src/live/feed-loop.ts');",
      options,
      errors: [{ message: /src\/ must not import from server\// }],
    },
    {
      filename: at('src/lib/x.ts'),
      code: "const lazy = () => import('../../scripts/lib/chromium.ts');",
      options,
      errors: [{ message: /src\/ must not import from scripts\// }],
    },
    {
      filename: at('src/testing/x.ts'),
      code: "export { page } from '../../e2e/support/page.ts';",
      options,
      errors: [{ message: /src\/ must not import from e2e\// }],
    },
    {
      filename: at('server/src/routes/x.ts'),
      code: "export * from '../../../src/rules/stage-groups.ts';",
      options,
      errors: [{ message: /server\/ must not import from src\// }],
    },
    {
      filename: at('server/src/x.ts'),
      code: "import { start } from '../../e2e/support/global-setup.ts';",
      options,
      errors: [{ message: /server\/ must not import from e2e\// }],
    },
    {
      filename: at('contract/protocol.ts'),
      code: "import { Side } from '../server/src/scenario/schema.ts';\nimport { x } from '../src/lib/x.ts';\nimport t from '../tokens/base.json';",
      options,
      errors: [
        {
          message:
            "contract/ may import only contract/, locales/*.json and packages; '../server/src/scenario/schema.ts' resolves to server/src/scenario/schema.ts.",
          line: 1,
        },
        { message: /'\.\.\/src\/lib\/x\.ts' resolves to src\/lib\/x\.ts/, line: 2 },
        { message: /'\.\.\/tokens\/base\.json' resolves to tokens\/base\.json/, line: 3 },
      ],
    },
    {
      filename: at('contract/pages.ts'),
      code: "import nested from '../locales/extra/en.json';",
      options,
      errors: [{ message: /resolves to locales\/extra\/en\.json/ }],
    },
    {
      filename: at('contract/languages.ts'),
      code: "import { readFileSync } from 'node:fs';\nimport path from 'path';",
      options,
      errors: [{ message: /must not import the Node built-in 'node:fs'/ }, { message: /must not import the Node built-in 'path'/ }],
    },
    {
      // The root option is resolved against the working directory.
      filename: path.join(process.cwd(), 'src/x.ts'),
      code: "import x from '../server/src/app.ts';",
      options: [{ root: '.' }],
      errors: [{ message: /src\/ must not import from server\// }],
    },
  ],
});

describe('treeViolation', () => {
  it('lets scripts and e2e import anything, and files outside the trees too', () => {
    expect(treeViolation('scripts/x.ts', '../src/x.ts', 'src/x.ts')).toBeNull();
    expect(treeViolation('e2e/x.ts', '../src/x.ts', 'src/x.ts')).toBeNull();
    expect(treeViolation('vitest.config.ts', './server/x.ts', 'server/x.ts')).toBeNull();
  });

  it('keeps contract/ inside the repository', () => {
    expect(treeViolation('contract/x.ts', '../../x.ts', '../x.ts')).toMatch(/outside the repository/);
  });

  it('treats bare specifiers as packages', () => {
    expect(treeViolation('src/x.ts', 'server', null)).toBeNull();
    expect(treeViolation('contract/x.ts', '@scope/pkg/sub', null)).toBeNull();
  });
});
