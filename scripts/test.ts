// `npm test`: every test, in the order that fails fastest. Each step prints its own output.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const steps: Array<[string, string, string[]]> = [
  ['tokens', bin('tsx'), ['scripts/build-tokens.ts']],
  ['types', bin('tsx'), ['scripts/typecheck.ts']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['unit and component', bin('vitest'), ['run', '--project', 'unit', '--project', 'node']],
  ['stories (Chromium)', bin('vitest'), ['run', '--project', 'storybook']],
  ['browser (Chromium)', bin('vitest'), ['run', '--project', 'e2e']],
];

ensureChromium();
let passed = 0;
for (const [name, command, args] of steps) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`steps: ${passed} passed, 0 failed`);
