// `npm test`: every test, in the order that fails fastest. Each step prints its own output.
import { spawn, type ChildProcess } from 'node:child_process';
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

/** Where the stories' static build goes: thrown away, as the build is checked, not published, here. */
const storybookOutput = mkdtempSync(path.join(os.tmpdir(), 'cpp-storybook-'));
process.on('exit', () => rmSync(storybookOutput, { recursive: true, force: true }));

/**
 * The browser tests as vitest's e2e project includes them (every *.e2e.ts under e2e/), in two halves
 * of about the same length run side by side. Each half runs in a vitest of its own, with its own
 * feed, bundles and Chromium (e2e/support/global-setup.ts), so a test of one half never moves a
 * replay the other is reading. One Chromium at a time keeps about one core busy (the visual file
 * took 269 s of processor time, and 330 s on CI), leaving CI's second core mostly idle. E2E_HALVES=0 runs
 * them in one vitest, one file after the other, as before.
 */
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
 * Two kinds of work share the machine's two cores:
 * - The tests, one step after the other, each as parallel as it can be: the widget's unit tests and
 *   the feed's and scripts' tests each in two vitest workers (the feed's tests wait on sockets, timers and
 *   the processes they start: two workers took 70 s where one took 101 s, for 5 % more processor
 *   time), then the stories in Chromium, then the browser tests in two halves side by side.
 * - The checks, started with the tests and run at the lowest priority (nice 19) until they end: each
 *   tsc, ESLint, Prettier and the static Storybook build (what chromatic publishes, built into a
 *   temporary folder so a story that renders in the dev server but breaks the build fails here).
 *   They take only what the tests leave idle, so a test's deadline (a socket's drain, a component's
 *   five seconds to appear) is not shared with them, and they fill the time the tests spend waiting:
 *   the browser halves kept 1.6 of the two cores busy on average, and the checks need about
 *   180 s of processor time.
 * Every step's output is held and printed whole when it ends; the first step that fails stops the run.
 */
/** The tests' stages, one after the other; the steps of a stage run side by side. */
const tests: Step[][] = [
  [['unit and component', bin('vitest'), ['run', '--project', 'unit', '--maxWorkers', '2']]],
  [['feed and scripts', bin('vitest'), ['run', '--project', 'node', '--maxWorkers', '2']]],
  [['stories (Chromium)', bin('vitest'), ['run', '--project', 'storybook']]],
  browserSteps,
];
const checks: Lane[] = [
  [['types', bin('tsx'), ['scripts/typecheck.ts'], 'background']],
  [['lint', bin('eslint'), ['--max-warnings', '0', '.'], 'background']],
  [
    ['format', bin('prettier'), ['--check', '.'], 'background'],
    ['stories build', bin('storybook'), ['build', '--quiet', '--output-dir', storybookOutput], 'background'],
  ],
];

const env = { ...process.env, FORCE_COLOR: '0' };

/** Every step still running: a failure anywhere stops them all. */
const running = new Set<ChildProcess>();
let stopping = false;

/** Runs one step; alone it prints as it goes, beside others its output is held and printed whole at the end. */
function run([name, command, args, priority]: Step, alone: boolean): Promise<boolean> {
  if (stopping) return Promise.resolve(false);
  const started = performance.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const [file, argv] = priority === 'background' ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: root, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let finished = false;
    const finish = (ok: boolean, why = '') => {
      // A child that cannot start reports 'error' and may 'close' after it: one verdict each.
      if (finished) return;
      finished = true;
      running.delete(child);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (ok) console.log(`✔ ${name} (${seconds} s)`);
      else if (stopping) console.error(`\n✖ ${name} stopped after ${seconds} s: another step failed`);
      else console.error(`\n✖ ${name} failed after ${seconds} s${why}`);
      resolve(ok);
    };
    child.on('error', (error) => finish(false, `: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** The first failure stops every step still running: CI learns of it without waiting for the rest. */
function stopAll(): void {
  if (stopping) return;
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
}

/** Runs a lane's steps one after the other, stopping at the first that fails; counts the steps that passed. */
async function runLane(lane: Lane, alone = false): Promise<number> {
  let passed = 0;
  for (const step of lane) {
    if (!(await run(step, alone))) {
      stopAll();
      return passed;
    }
    passed += 1;
  }
  return passed;
}

/** The tests' stages one after the other, each stage's steps side by side. */
async function runTests(): Promise<number> {
  let passed = 0;
  for (const stage of tests) {
    const counts = await Promise.all(stage.map((step) => runLane([step])));
    passed += counts.reduce((sum, count) => sum + count, 0);
    if (stopping) break;
  }
  return passed;
}

ensureChromium();
// Types, lint and the stories read the brands' compiled themes: they come first, alone.
let passed = await runLane([['tokens', bin('tsx'), ['scripts/build-tokens.ts']]], true);
if (!stopping) {
  const counts = await Promise.all([runTests(), ...checks.map((lane) => runLane(lane))]);
  passed += counts.reduce((sum, count) => sum + count, 0);
}
console.log(`steps: ${passed} passed${stopping ? ', and a step failed' : ', 0 failed'}`);
process.exit(stopping ? 1 : 0);
