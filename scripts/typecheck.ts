// `npm run typecheck`: each TypeScript project with its own types (see tsconfig.json). The widget
// has no Node types and the feed no DOM types, so a `Buffer` in src/ or a `window` in server/ fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json', 'tsconfig.scripts.json', 'tsconfig.e2e.json'];

let failed = 0;
for (const project of projects) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ types: ${project} has errors (above)`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
