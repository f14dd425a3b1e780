// `npm run bench:brands`: the time of building all brands against building one (issue budget: 1.5x).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);

function time(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build-bundles.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build ${args.join(' ')} failed`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

time(['--brand', 'DEFAULT']); // warm the file cache once
const single: number[] = [];
const all: number[] = [];
for (let run = 0; run < runs; run += 1) {
  single.push(time(['--brand', 'DEFAULT']));
  all.push(time(['--all']));
}
const ratio = median(all) / median(single);
console.log(`bench:brands (${runs} runs each, whole command including token build and process start)`);
console.log(`  build -- --brand DEFAULT  median ${Math.round(median(single))} ms  (${single.map(Math.round).join(', ')})`);
console.log(`  build:brands (all)        median ${Math.round(median(all))} ms  (${all.map(Math.round).join(', ')})`);
console.log(`  ratio all/single          ${ratio.toFixed(2)}x  (budget 1.50x)`);
