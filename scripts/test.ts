// `npm test`: every test, in the order that fails fastest. Each step prints its own output.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserTestHalves } from './lib/browser-test-halves.ts';
import { ensureChromium } from './lib/ensure-chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

type Step = [name: string, command: string, args: string[]];

/**
 * The browser tests as vitest's e2e project includes them (every *.e2e.ts under e2e/), in two halves
 * of about the same length run side by side. Each half runs in a vitest of its own, with its own
 * feed, bundles and Chromium (e2e/support/global-setup.ts), so a test of one half never moves a
 * replay the other is reading. One Chromium at a time keeps about one core busy (the visual file
 * took 269 s of processor time, and 330 s on CI), leaving CI's second core mostly idle. E2E_HALVES=0 runs
 * them in one vitest, one file after the other, as before.
 */
/** Where the stories' static build goes: thrown away, as the build is checked, not published, here. */
const storybookOutput = mkdtempSync(path.join(os.tmpdir(), 'cpp-storybook-'));
process.on('exit', () => rmSync(storybookOutput, { recursive: true, force: true }));

const browserTests = readdirSync(path.join(root, 'e2e'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => `e2e/${file.split(path.sep).join('/')}`)
  .sort();
const browserSteps: Step[] =
  process.env.E2E_HALVES === '0'
    ? [['browser (Chromium)', bin('vitest'), ['run', '--project', 'e2e']]]
    : browserTestHalves(browserTests)
        // A half with no file would be a vitest run with no filter: every file.
        .filter((half) => half.length > 0)
        .map((half, index) => [
          `browser (Chromium), ${index === 0 ? 'first' : 'second'} half`,
          bin('vitest'),
          ['run', '--project', 'e2e', ...half],
        ]);

/**
 * Stages run one after the other; the steps of one stage run side by side. The checks of the second
 * stage are each a single Node process (tsc, ESLint, Prettier), so two cores finish them together
 * in about the time of the longest. Each side-by-side step's output is printed whole when it ends.
 */
const stages: Step[][] = [
  [['tokens', bin('tsx'), ['scripts/build-tokens.ts']]],
  [
    ['types', bin('tsx'), ['scripts/typecheck.ts']],
    ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['format', bin('prettier'), ['--check', '.']],
  ],
  // One vitest, whose one worker (on two cores) runs the two projects one after the other. Side by
  // side as two vitests they took 184 s instead of 220, but the feed's tests that time a drain
  // (main.test.ts's SIGTERM) then failed now and then under the unit tests' load.
  [['unit and component', bin('vitest'), ['run', '--project', 'unit', '--project', 'node']]],
  // The stories in Chromium keep about one core busy; the static Storybook (what chromatic publishes)
  // is built beside them on the other, into a temporary folder, so a story that renders in the dev
  // server but breaks the build fails here.
  [
    ['stories (Chromium)', bin('vitest'), ['run', '--project', 'storybook']],
    ['stories build', bin('storybook'), ['build', '--quiet', '--output-dir', storybookOutput]],
  ],
  browserSteps,
];

const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs one step; alone it prints as it goes, beside others its output is held and printed whole at the end. */
function run([name, command, args]: Step, alone: boolean): Promise<boolean> {
  const started = performance.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (ok: boolean, why = '') => {
      // A child that cannot start reports 'error' and may 'close' after it: one verdict each.
      if (finished) return;
      finished = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (ok) console.log(`✔ ${name} (${seconds} s)`);
      else console.error(`\n✖ ${name} failed after ${seconds} s${why}`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

ensureChromium();
let passed = 0;
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = results.filter((ok) => !ok).length;
  passed += results.length - failed;
  if (failed > 0) {
    console.log(`steps: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`steps: ${passed} passed, 0 failed`);
