// `npm run dev`: the feed server (control API on) and Vite with hot reload, stopped together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const children = [
  // node with tsx as its loader, one process: a SIGTERM reaches the feed itself (docs/feed-server.md, "Shutdown").
  spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--control'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
