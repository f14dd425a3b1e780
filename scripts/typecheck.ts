// `npm run typecheck`: each TypeScript project with its own types (see tsconfig.json). The widget
// has no Node types and the feed no DOM types, so a `Buffer` in src/ or a `window` in server/ fails.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json', 'tsconfig.scripts.json'];

/**
 * One `tsc` per project, all at once: each is a single thread, so one after the other they leave
 * the other cores idle. Each project's errors are printed whole when it ends, never interleaved.
 */
function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsc'), ['-p', project, '--noEmit', '--pretty', 'false'], {
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

const results = await Promise.all(projects.map(check));
process.exit(results.every(Boolean) ? 0 : 1);
