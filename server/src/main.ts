// `npm run feed`: the feed server alone. Options and defaults: docs/feed-server.md.
import { parseArgs } from 'node:util';
import { buildFeedServer } from './app.ts';
import { defaultFanOutThreads } from './live/parallel-writes.ts';
import { feedPlugins } from './plugins.ts';
import { loadScenarios } from './scenario/load.ts';
import { loadLiveScenarios } from './statsbomb-option.ts';

const usage = `usage: npm run feed -- [--port 4000] [--host 127.0.0.1] [--speed 1] [--seed N] [--control]
                     [--fan-out-threads 1|2] [--statsbomb events.json lineups.json]`;

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      speed: { type: 'string' },
      seed: { type: 'string' },
      control: { type: 'boolean' },
      statsbomb: { type: 'string' },
      'fan-out-threads': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = args;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port ?? process.env.FEED_PORT ?? 4000);
const speed = Number(values.speed ?? 1);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new TypeError(`--port must be 0..65535, got ${values.port}`);
if (!(speed > 0)) throw new TypeError(`--speed must be a positive number, got ${values.speed}`);
const fanOutThreads = Number(values['fan-out-threads'] ?? defaultFanOutThreads()) as 1 | 2;
if (fanOutThreads !== 1 && fanOutThreads !== 2) throw new TypeError(`--fan-out-threads must be 1 or 2, got ${values['fan-out-threads']}`);
if (seed !== undefined && !Number.isInteger(seed)) throw new TypeError(`--seed must be an integer, got ${values.seed}`);

const scenarios = await loadScenarios();
if (seed !== undefined) for (const [id, scenario] of scenarios) scenarios.set(id, { ...scenario, seed: scenario.seed ^ seed });
const liveScenarios = values.statsbomb ? await loadLiveScenarios(values.statsbomb, positionals[0]) : [];
const { app } = await buildFeedServer({
  scenarios,
  liveScenarios,
  speed,
  control: values.control ?? false,
  fanOutThreads,
  plugins: feedPlugins,
});
const address = await app.listen({ port, host: values.host ?? '127.0.0.1' });
console.log(
  `feed server  ${address}/  (events: ${address}/events, API: ${address}/openapi.json${values.control ? ', control API on' : ''})`,
);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
