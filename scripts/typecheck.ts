// `npm run typecheck`: each TypeScript project with its own types (see tsconfig.json). The widget
// has no Node types and the feed no DOM types, so a `Buffer` in src/ or a `window` in server/ fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Each check: the widget and its tests are one build (`tsc -b`: the widget's declarations first,
 * then the tests against them); the feed and the scripts are checked as they are.
 */
const checks: { project: string; args: string[] }[] = [
  { project: 'tsconfig.test.json', args: ['-b', 'tsconfig.test.json'] },
  { project: 'tsconfig.node.json', args: ['-p', 'tsconfig.node.json', '--noEmit'] },
  { project: 'tsconfig.scripts.json', args: ['-p', 'tsconfig.scripts.json', '--noEmit'] },
];

/**
 * One `tsc` per project, all at once: each is a single thread, so one after the other they leave
 * the other cores idle. Each project's errors are printed whole when it ends, never interleaved.
 */
function check({ project, args }: { project: string; args: string[] }): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsc'), [...args, '--pretty', 'false'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`✖ types: ${project}: tsc could not start (${error.message}); run npm ci`);
      resolve(false);
    });
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`✖ types: ${project} has errors (above)`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
