// `npx tsx scripts/bench/live-profile.ts <file>`: sums up the CPU profile `BENCH_LIVE_PROFILE=<file> npm run
// bench:live` wrote (Chrome's .cpuprofile: sampled call trees). Printed: the share of the replay's
// time spent idle, in the garbage collector and in the page's code, each script's self time, and
// the functions with the most self time (the bundle is minified: a function is named by its script,
// line and column too, so it can be found in the built chunk).
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('bench:live-profile: give the .cpuprofile file BENCH_LIVE_PROFILE wrote');
const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});

const add = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);
const scripts = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  total += ms;
  const script = frame.url ? (frame.url.split('/').at(-1) ?? frame.url) : frame.functionName;
  add(scripts, script, ms);
  const name = frame.functionName || '(anonymous)';
  add(functions, frame.url ? `${name}  ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : name, ms);
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(0).padStart(8)} ms  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join('\n');
console.log(`bench:live-profile  ${file}: ${(total / 1000).toFixed(1)} s sampled`);
console.log(`by script (self time)\n${top(scripts, 12)}`);
console.log(`by function (self time)\n${top(functions, 30)}`);
