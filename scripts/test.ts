// `npm test`: every test, in the order that fails fastest. Each step prints its own output.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserTestHalves } from './lib/browser-test-halves.ts';
import { ensureChromium } from './lib/ensure-chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** A command; a background step runs at a lower priority (nice 19), taking only the cores the others leave. */
type Step = [name: string, command: string, args: string[], priority?: 'background'];
/** Steps run one after the other. */
type Lane = Step[];

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
 * Stages run one after the other; the lanes of a stage run side by side, and the steps of a lane one
 * after the other. Packed so that both cores stay busy without slowing the tests that wait on time:
 * - The widget's unit tests and then the feed's and scripts' tests keep about 1.2 cores busy (one
 *   vitest worker each, vitest's default here, `availableParallelism() - 1`; the feed's tests also
 *   run feeds and Redis beside it), and never run two files at once.
 * - The checks (each tsc, ESLint and Prettier a single Node process, about 180 s of processor time)
 *   run beside them in the background, at a lower priority: they take what the tests leave, so a
 *   test's deadline (a socket's drain, a component's five seconds to appear) is not shared with them.
 * - The stories in Chromium follow them in the same lane. The static Storybook (what chromatic
 *   publishes) is built in the background after Prettier, into a temporary folder, so a story that
 *   renders in the dev server but breaks the build fails here.
 * Each side-by-side step's output is printed whole when it ends.
 */
const stages: Lane[][] = [
  [[['tokens', bin('tsx'), ['scripts/build-tokens.ts']]]],
  [
    [
      ['unit and component', bin('vitest'), ['run', '--project', 'unit']],
      ['feed and scripts', bin('vitest'), ['run', '--project', 'node']],
      ['stories (Chromium)', bin('vitest'), ['run', '--project', 'storybook']],
    ],
    [['types', bin('tsx'), ['scripts/typecheck.ts'], 'background']],
    [['lint', bin('eslint'), ['--max-warnings', '0', '.'], 'background']],
    [
      ['format', bin('prettier'), ['--check', '.'], 'background'],
      ['stories build', bin('storybook'), ['build', '--quiet', '--output-dir', storybookOutput], 'background'],
    ],
  ],
  browserSteps.map((step) => [step]),
];

const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs one step; alone it prints as it goes, beside others its output is held and printed whole at the end. */
function run([name, command, args, priority]: Step, alone: boolean): Promise<boolean> {
  const started = performance.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const [file, argv] = priority === 'background' ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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

/** Runs a lane's steps one after the other, stopping at the first that fails; counts the steps that passed. */
async function runLane(lane: Lane, alone: boolean): Promise<{ passed: number; failed: boolean }> {
  let passed = 0;
  for (const step of lane) {
    if (!(await run(step, alone))) return { passed, failed: true };
    passed += 1;
  }
  return { passed, failed: false };
}

ensureChromium();
let passed = 0;
for (const stage of stages) {
  const alone = stage.length === 1;
  const results = await Promise.all(stage.map((lane) => runLane(lane, alone)));
  passed += results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.filter((result) => result.failed).length;
  if (failed > 0) {
    console.log(`steps: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`steps: ${passed} passed, 0 failed`);
