import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layerBoundaries } from './layer-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const cwd = '/repo';

const at = (file: string) => path.join(cwd, 'src', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    {
      filename: at('features/stats/components/Tabs.tsx'),
      code: "import x from '../../../components/EmptyState.tsx';",
      options: [{ srcDir: '/repo/src' }],
    },
    { filename: at('features/stats/components/Tabs.tsx'), code: "import x from '../api/stats.ts';", options: [{ srcDir: '/repo/src' }] },
    { filename: at('app/App.tsx'), code: "import x from '../features/stats/components/Tabs.tsx';", options: [{ srcDir: '/repo/src' }] },
    { filename: at('lib/i18n/i18n.ts'), code: "import x from '../../../locales/en.json';", options: [{ srcDir: '/repo/src' }] },
    { filename: at('features/stats/x.ts'), code: "import x from 'react';", options: [{ srcDir: '/repo/src' }] },
  ],
  invalid: [
    {
      filename: at('features/stats/components/Tabs.tsx'),
      code: "import x from '../../info/components/Table.tsx';",
      options: [{ srcDir: '/repo/src' }],
      errors: [{ message: /Features never import each other \(stats -> info\)/ }],
    },
    {
      filename: at('components/EmptyState.tsx'),
      code: "export { x } from '../features/stats/x.ts';",
      options: [{ srcDir: '/repo/src' }],
      errors: [{ message: /Shared code/ }],
    },
    {
      filename: at('features/info/x.ts'),
      code: "const app = import('../../app/App.tsx');",
      options: [{ srcDir: '/repo/src' }],
      errors: [{ message: /Features must not depend on the app/ }],
    },
  ],
});
