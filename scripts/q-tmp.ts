import { buildFeedServer } from '../server/src/app.ts';
import { feedPlugins } from '../server/src/plugins.ts';
import { loadScenarios } from '../server/src/scenario/load.ts';
const { app } = await buildFeedServer({ scenarios: await loadScenarios(), plugins: feedPlugins, tickMs: 60_000 });
const url = process.argv[2]!;
const r = await app.inject({ method: 'GET', url });
console.log(r.body);
await app.close();
