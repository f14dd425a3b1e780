// `npx tsx scripts/bench/live-trace.ts <file>`: sums up the Chromium trace `BENCH_LIVE_TRACE=<file> npm run
// bench:live` wrote (devtools.timeline). Printed, for the page's main thread: its frames, and per frame the
// time in style, layout, pre-paint, paint, layerising and commit, with how many frames painted at all; the
// raster threads' time; and each task over 50 ms with what ran in it (scripts by function and file, a
// chunk's evaluation, a timer, an event), longest first, so a long task is named before it is fixed.
import { readFile } from 'node:fs/promises';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      functionName?: string;
      url?: string;
      type?: string;
      frame?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
/** A node of the sampling profiler's call tree, as the trace's ProfileChunk events hand them out. */
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

const file = process.argv[2];
if (!file) throw new Error('bench:live-trace: give the trace file BENCH_LIVE_TRACE wrote');
const parsed = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

/** Complete events ('X'), and begin/end pairs ('B'/'E') closed on their thread, as spans. */
interface Span {
  name: string;
  pid: number;
  tid: number;
  start: number;
  end: number;
  event: TraceEvent;
}
const spans: Span[] = [];
const open = new Map<string, TraceEvent[]>();
for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
  if (event.ph === 'X')
    spans.push({ name: event.name, pid: event.pid, tid: event.tid, start: event.ts, end: event.ts + (event.dur ?? 0), event });
  else if (event.ph === 'B') open.set(`${event.pid}:${event.tid}`, [...(open.get(`${event.pid}:${event.tid}`) ?? []), event]);
  else if (event.ph === 'E') {
    const stack = open.get(`${event.pid}:${event.tid}`);
    const begun = stack?.pop();
    if (begun) spans.push({ name: begun.name, pid: begun.pid, tid: begun.tid, start: begun.ts, end: event.ts, event: begun });
  }
}

const threadNames = new Map<string, string>();
for (const event of events) {
  if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name) threadNames.set(`${event.pid}:${event.tid}`, event.args.name);
}
const threadOf = (span: Span) => threadNames.get(`${span.pid}:${span.tid}`) ?? '';
// The page's main thread: the renderer main thread that ran the most.
const busy = new Map<string, number>();
for (const span of spans) {
  if (threadOf(span) === 'CrRendererMain' && span.name === 'RunTask') {
    const key = `${span.pid}:${span.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + span.end - span.start);
  }
}
const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!main) throw new Error('bench:live-trace: no renderer main thread ran a task in this trace');
const mainPid = Number(main.split(':')[0]);
const onMain = spans.filter((span) => `${span.pid}:${span.tid}` === main).sort((a, b) => a.start - b.start);
const ms = (micro: number) => micro / 1000;
const first = onMain[0]?.start ?? 0;
const last = onMain.at(-1)?.end ?? first;

// The main thread's frames: from each BeginMainThreadFrame (an instant) to the next.
const frameStarts = events
  .filter((event) => event.name === 'BeginMainThreadFrame' && `${event.pid}:${event.tid}` === main)
  .map((event) => event.ts)
  .sort((a, b) => a - b);
const stages = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayerTree', 'Commit'] as const;
// A stage nested in one of its own name (a Paint of the document holds the Paint of its html) counts once.
const outermost = onMain.filter(
  (span, index) => !onMain.slice(Math.max(0, index - 50), index).some((other) => other.name === span.name && other.end >= span.end),
);
const perFrame = frameStarts.map((start, index) => {
  const end = frameStarts[index + 1] ?? last;
  const inFrame = outermost.filter((span) => span.start >= start && span.start < end);
  return Object.fromEntries(
    stages.map((stage) => [stage, inFrame.filter((span) => span.name === stage).reduce((sum, span) => sum + span.end - span.start, 0)]),
  ) as Record<(typeof stages)[number], number>;
});
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
console.log(
  `bench:live-trace  ${file}: ${(ms(last - first) / 1000).toFixed(1)} s of the page's main thread, ${frameStarts.length} main-thread frames`,
);
console.log('  per frame (ms)        total    mean     p95     max   frames with it');
for (const stage of stages) {
  const values = perFrame.map((frame) => ms(frame[stage]));
  const total = values.reduce((sum, value) => sum + value, 0);
  console.log(
    `  ${stage.padEnd(18)} ${total.toFixed(0).padStart(8)} ${(total / Math.max(1, values.length)).toFixed(2).padStart(7)} ${percentile(values, 95).toFixed(2).padStart(7)} ${Math.max(
      0,
      ...values,
    )
      .toFixed(2)
      .padStart(7)}   ${values.filter((value) => value > 0).length}`,
  );
}
const scripted = onMain.filter((span) => span.name === 'FunctionCall' || span.name === 'EvaluateScript' || span.name === 'TimerFire');
console.log(
  `  scripts (FunctionCall, EvaluateScript, TimerFire): ${ms(scripted.reduce((sum, span) => sum + span.end - span.start, 0)).toFixed(0)} ms`,
);
const raster = spans.filter((span) => span.pid === mainPid && span.name === 'RasterTask');
console.log(
  `  RasterTask (raster threads): ${raster.length} tasks, ${ms(raster.reduce((sum, span) => sum + span.end - span.start, 0)).toFixed(0)} ms`,
);

// The sampling profiler's samples on the main thread (disabled-by-default-v8.cpu_profiler), each with its time.
const profileNodes = new Map<number, ProfileNode>();
const samples: Array<{ at: number; node: number }> = [];
// A profile is begun on the thread it samples; its chunks come from the sampler's thread, under its id.
const profileStarts = new Map<string, number>();
for (const event of events) {
  if (event.name === 'Profile' && event.id && `${event.pid}:${event.tid}` === main) {
    profileStarts.set(event.id, event.args?.data?.startTime ?? event.ts);
  }
}
let sampledAt = new Map<string, number>();
for (const event of events) {
  if (event.name !== 'ProfileChunk' || event.pid !== mainPid || !event.id || !profileStarts.has(event.id)) continue;
  const data = event.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) profileNodes.set(node.id, node);
  let at = sampledAt.get(event.id) ?? profileStarts.get(event.id) ?? event.ts;
  (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
    at += data?.timeDeltas?.[index] ?? 0;
    samples.push({ at, node });
  });
  sampledAt = new Map(sampledAt).set(event.id, at);
}
const frameName = (id: number) => {
  const frame = profileNodes.get(id)?.callFrame;
  if (!frame) return '?';
  const script = frame.url ? ` ${frame.url.split('/').at(-1)}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${script}`;
};
/** Within a span of time: the functions with the most samples (self), and the frames on the most stacks (total). */
function sampledIn(start: number, end: number) {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of samples) {
    if (sample.at < start || sample.at > end) continue;
    self.set(frameName(sample.node), (self.get(frameName(sample.node)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let node = profileNodes.get(sample.node); node; node = node.parent === undefined ? undefined : profileNodes.get(node.parent)) {
      const name = frameName(node.id);
      if (seen.has(name) || !node.callFrame.url) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + 1);
    }
  }
  const top = (counts: Map<string, number>, count: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { self: top(self, 6), total: top(total, 10) };
}
console.log(`  CPU samples on the main thread: ${samples.length}`);

// Each long task and what ran in it.
const label = (span: Span) => {
  const data = span.event.args?.data;
  const script = data?.url ? (data.url.split('/').at(-1) ?? data.url) : '';
  if (span.name === 'FunctionCall') return `FunctionCall ${data?.functionName || '(anonymous)'} ${script}`;
  if (span.name === 'EventDispatch') return `EventDispatch ${data?.type ?? ''}`;
  if (span.name === 'EvaluateScript' || span.name === 'v8.compile' || span.name === 'v8.compileModule') return `${span.name} ${script}`;
  return span.name;
};
const interesting = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'UpdateLayerTree',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseHTML',
  'ResourceReceivedData',
]);
const long = onMain
  .filter((span) => span.name === 'RunTask' && span.end - span.start > 50_000)
  .sort((a, b) => b.end - b.start - (a.end - a.start));
console.log(`  long tasks > 50 ms: ${long.length}`);
for (const task of long) {
  const inside = onMain.filter((span) => span !== task && span.start >= task.start && span.end <= task.end && interesting.has(span.name));
  const totals = new Map<string, number>();
  for (const span of inside) totals.set(label(span), (totals.get(label(span)) ?? 0) + span.end - span.start);
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`    ${ms(task.end - task.start).toFixed(0)} ms at ${(ms(task.start - first) / 1000).toFixed(2)} s`);
  for (const [name, micro] of top) console.log(`      ${ms(micro).toFixed(1).padStart(7)} ms  ${name}`);
  const sampled = sampledIn(task.start, task.end);
  if (sampled.self.length > 0) {
    console.log(`      samples, self: ${sampled.self.map(([name, count]) => `${name} ×${count}`).join('; ')}`);
    console.log(`      samples, on the stack: ${sampled.total.map(([name, count]) => `${name} ×${count}`).join('; ')}`);
  }
}
