// `npm run feed:cluster -- --instances K`: Redis, K feed processes sharing it, and HAProxy in
// front on the feed's port, health-checked on /ready (docs/feed-server.md, "Several instances").
import { commandLine, type Refuse } from '../server/src/lifecycle/command-line.ts';
import { startCluster } from './cluster/feed-cluster.ts';

const usage = `usage: npm run feed:cluster -- [--instances 2] [--port 4000] [--redis redis://host:6379] [--balancers 1] [-- feed options…]
  --instances K   feed processes (default 2)
  --port P        the balancer's port (default FEED_PORT or 4000, where the widget looks by default)
  --redis URL     a Redis to share (default REDIS_URL, else redis-server is started on a free port)
  --balancers N   HAProxy processes sharing the port (default 1; one carries about 9,900 fans)
  after --        passed to every feed, e.g. -- --control --speed 20`;

const command = commandLine('npm run feed:cluster', usage);
const refuse: Refuse = command.refuse;
const { values, positionals } = command.parse({
  instances: { type: 'string' },
  port: { type: 'string' },
  redis: { type: 'string' },
  balancers: { type: 'string' },
  control: { type: 'boolean' },
  help: { type: 'boolean' },
});
const instances = Number(values.instances ?? 2);
const port = Number(values.port ?? process.env.FEED_PORT ?? 4000);
const balancers = Number(values.balancers ?? 1);
if (!Number.isInteger(instances) || instances < 1) refuse(`--instances must be a whole number of 1 or more, got ${values.instances}`);
if (!Number.isInteger(port) || port < 0 || port > 65535) refuse(`--port must be 0..65535, got ${values.port}`);
if (!Number.isInteger(balancers) || balancers < 1) refuse(`--balancers must be a whole number of 1 or more, got ${values.balancers}`);

let cluster;
try {
  cluster = await startCluster({
    instances,
    port,
    balancers,
    redisUrl: values.redis ?? (process.env.REDIS_URL || undefined),
    feedArgs: [...(values.control ? ['--control'] : []), ...positionals],
    log: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
  });
} catch (error) {
  refuse((error as Error).message);
}
console.log(`feed cluster  ${cluster.origin}/  (balancer: HAProxy, health check GET /ready; Redis ${cluster.redisUrl})`);
for (const instance of cluster.instances) console.log(`  ${instance.name}  ${instance.origin}/  (pid ${instance.process.pid})`);
if (!process.env.FEED_SECRET) {
  console.log(
    '  FEED_SECRET: one made for this cluster and given to every instance (set FEED_SECRET to keep tokens and stream keys across restarts)',
  );
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// A feed that dies is reported; the balancer sends its fans to the others.
for (const instance of cluster.instances) {
  instance.process.once('close', (code, signal) => {
    if (!stopping) console.log(`  ${instance.name} exited (${signal ?? code}); the balancer sends its fans to the others`);
  });
}
