// `npm run feed`: the feed server alone. Options, variables and defaults: docs/feed-server.md.
// Only what checks the options is imported up front: a refusal (a missing secret, a bad port) is
// said at once, without loading the feed, its data and its routes first.
import { readFileSync } from 'node:fs';
import { feedLimitsOf } from './security/feed-limits.ts';
import { commandLine, type Refuse } from './lifecycle/command-line.ts';
import type { Store } from './store/store.ts';
import { isLoopbackHost } from './security/control-auth.ts';
import { parseAllowedOrigins } from './security/origins.ts';
import { trustedProxies } from './security/trusted-proxies.ts';
import { assertUsableSecret } from './security/signed-token.ts';

const usage = `usage: npm run feed -- [--port 4000] [--host 127.0.0.1] [--speed 1] [--seed N] [--control]
                     [--tls-cert cert.pem --tls-key key.pem] [--redis redis://host:6379]
                     [--statsbomb events.json lineups.json]
variables: REDIS_URL, DATABASE_URL, FEED_DATA_DIR, FEED_INGEST_TOKEN, FEED_TLS_CERT, FEED_TLS_KEY, FEED_SECRET, FEED_CONTROL_TOKEN, FEED_ADMIN_PORT, FEED_ADMIN_HOST,
           FEED_ALLOWED_ORIGINS, FEED_PUBLIC_ORIGIN, FEED_OUTLET, FEED_TRUST_PROXY, FEED_RATE_LIMIT, FEED_MAX_CONNECTIONS_PER_ADDRESS,
           FEED_MAX_SOCKETS_PER_ADDRESS, FEED_MAX_HANDSHAKES_PER_ADDRESS, FEED_PING_MS, FEED_LOG_LEVEL, FEED_STATSBOMB_DIR, NODE_ENV`;

// Said as 'feed server', not 'npm run feed': the production start is `node build/feed/main.js`, with the same flags.
const command = commandLine('feed server', usage);
const refuse: Refuse = command.refuse;
const { values, positionals } = command.parse({
  port: { type: 'string' },
  host: { type: 'string' },
  speed: { type: 'string' },
  seed: { type: 'string' },
  control: { type: 'boolean' },
  statsbomb: { type: 'string' },
  redis: { type: 'string' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  help: { type: 'boolean' },
});
const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(values.port ?? env.FEED_PORT ?? 4000);
const host = values.host ?? '127.0.0.1';
const speed = Number(values.speed ?? 1);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65535) refuse(`--port must be 0..65535, got ${values.port}`);
if (!(speed > 0)) refuse(`--speed must be a positive number, got ${values.speed}`);
// With Redis the control state is shared with every instance on it (docs/feed-server.md); without, the feed runs alone.
const redisUrl = values.redis ?? (env.REDIS_URL || undefined);
if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) refuse(`--redis must be a redis:// or rediss:// URL, got ${redisUrl}`);
const tlsCert = values['tls-cert'] ?? (env.FEED_TLS_CERT || undefined);
const tlsKey = values['tls-key'] ?? (env.FEED_TLS_KEY || undefined);
if ((tlsCert === undefined) !== (tlsKey === undefined)) refuse('--tls-cert and --tls-key (FEED_TLS_CERT, FEED_TLS_KEY) go together');
let tls: { cert: Buffer; key: Buffer } | undefined;
try {
  tls = tlsCert && tlsKey ? { cert: readFileSync(tlsCert), key: readFileSync(tlsKey) } : undefined;
} catch (error) {
  refuse(`cannot read the TLS certificate or key: ${(error as Error).message}`);
}
if (seed !== undefined && !Number.isInteger(seed)) refuse(`--seed must be an integer, got ${values.seed}`);

// What an operator must set before the feed faces the internet.
const secret = env.FEED_SECRET || undefined;
if (secret) {
  try {
    assertUsableSecret(secret);
  } catch (error) {
    refuse((error as Error).message);
  }
} else if (production) refuse('NODE_ENV=production needs FEED_SECRET (32 characters or more, e.g. `openssl rand -base64 32`)');
if (production && !env.FEED_PUBLIC_ORIGIN) refuse('NODE_ENV=production needs FEED_PUBLIC_ORIGIN, the origin fans reach the feed at');
const controlToken = env.FEED_CONTROL_TOKEN || undefined;
const numberOf = (name: string): number | undefined => {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) refuse(`${name} must be a whole number, got ${value}`);
  return number;
};
const pingMs = numberOf('FEED_PING_MS');
let allowedOrigins: string[] | undefined;
let limits;
try {
  allowedOrigins = parseAllowedOrigins(env.FEED_ALLOWED_ORIGINS);
  limits = feedLimitsOf({
    ...(numberOf('FEED_RATE_LIMIT') !== undefined ? { requestsPerMinute: numberOf('FEED_RATE_LIMIT') } : {}),
    ...(numberOf('FEED_MAX_SOCKETS_PER_ADDRESS') !== undefined ? { socketsPerAddress: numberOf('FEED_MAX_SOCKETS_PER_ADDRESS') } : {}),
    ...(numberOf('FEED_MAX_CONNECTIONS_PER_ADDRESS') !== undefined
      ? { connectionsPerAddress: numberOf('FEED_MAX_CONNECTIONS_PER_ADDRESS') }
      : {}),
    ...(numberOf('FEED_MAX_HANDSHAKES_PER_ADDRESS') !== undefined
      ? { socketHandshakesPerSecond: numberOf('FEED_MAX_HANDSHAKES_PER_ADDRESS') }
      : {}),
    // A socket is ended once it has not answered for two pings.
    ...(pingMs ? { heartbeatMs: pingMs, pongTimeoutMs: 2 * pingMs } : {}),
  });
} catch (error) {
  refuse((error as Error).message);
}
const trustProxy = env.FEED_TRUST_PROXY === 'true' ? true : env.FEED_TRUST_PROXY || undefined;
try {
  trustedProxies(trustProxy);
} catch (error) {
  refuse((error as Error).message);
}
if (production && trustProxy === true) {
  refuse(
    'NODE_ENV=production refuses FEED_TRUST_PROXY=true (any client could forge its address): name the proxies, e.g. 127.0.0.1 or 10.0.0.0/8',
  );
}
// The admin listener (http/admin-listener.ts): the control API and /metrics on a port of their own.
const adminPort = numberOf('FEED_ADMIN_PORT');
if (adminPort !== undefined && adminPort > 65535) refuse(`FEED_ADMIN_PORT must be 0..65535, got ${adminPort}`);
if (adminPort !== undefined && adminPort !== 0 && adminPort === port) refuse(`FEED_ADMIN_PORT must differ from --port (${port})`);
const adminHost = env.FEED_ADMIN_HOST || '127.0.0.1';
const controlHost = adminPort === undefined ? host : adminHost;
if (values.control && !controlToken && !isLoopbackHost(controlHost)) {
  refuse(`--control on ${controlHost} (not loopback) needs FEED_CONTROL_TOKEN: anyone who reaches the port could drive the match`);
}
if (production && values.control && adminPort === undefined) {
  refuse('NODE_ENV=production with --control needs FEED_ADMIN_PORT: the control API and /metrics are never served on the public port');
}
if (production && values.control && (controlToken?.length ?? 0) < 32) {
  refuse(
    `NODE_ENV=production with --control needs FEED_CONTROL_TOKEN of 32 characters or more, loopback or not (got ${controlToken?.length ?? 0})`,
  );
}

// The options hold: now the feed itself.
const [
  { buildFeedServer },
  { drainFeed },
  { exitAfterDrain },
  { feedPlugins },
  { loadScenarios },
  { ingestRoutes },
  { openStore },
  { ballPathOfFiles, loadBallPaths },
  { loadLiveScenarios },
] = await Promise.all([
  import('./app.ts'),
  import('./lifecycle/shutdown.ts'),
  import('./lifecycle/signals.ts'),
  import('./routes/plugins.ts'),
  import('./scenario/load.ts'),
  import('./routes/ingest.ts'),
  import('./store/store.ts'),
  import('./replay/ball-path-files.ts'),
  import('./statsbomb/feed-option.ts'),
]);
const scenarios = await loadScenarios();
if (seed !== undefined) for (const [id, scenario] of scenarios) scenarios.set(id, { ...scenario, seed: scenario.seed ^ seed });
const liveScenarios = values.statsbomb ? await loadLiveScenarios(values.statsbomb, positionals[0]) : [];
// The ball's path of each match whose StatsBomb files are at hand (FEED_STATSBOMB_DIR; replay/ball-path-files.ts).
const ballPaths = await loadBallPaths();
if (values.statsbomb && positionals[0]) {
  const livePath = await ballPathOfFiles(values.statsbomb, positionals[0]);
  for (const scenario of liveScenarios) ballPaths.set(scenario.id, livePath);
}
// The store of record (store/, docs/feed-server.md "Store"): opened when the ingest API is on or a
// PostgreSQL is named; PGlite in FEED_DATA_DIR (default .feed-data/) unless DATABASE_URL is set.
const ingestToken = env.FEED_INGEST_TOKEN || undefined;
const databaseUrl = env.DATABASE_URL || undefined;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
  refuse(`DATABASE_URL must be a postgres:// URL, got ${databaseUrl}`);
if (production && ingestToken !== undefined && ingestToken.length < 32) {
  refuse(`NODE_ENV=production needs FEED_INGEST_TOKEN of 32 characters or more (got ${ingestToken.length})`);
}
let store: Store | undefined;
if (ingestToken || databaseUrl) {
  try {
    store = await openStore({ ...(databaseUrl ? { databaseUrl } : {}), ...(env.FEED_DATA_DIR ? { dataDir: env.FEED_DATA_DIR } : {}) });
  } catch (error) {
    refuse(`cannot open the store (${databaseUrl ? 'DATABASE_URL' : 'FEED_DATA_DIR'}): ${(error as Error).message}`);
  }
}
let feed;
try {
  feed = await buildFeedServer({
    scenarios,
    liveScenarios,
    ballPaths,
    speed,
    control: values.control ?? false,
    tls,
    ...(redisUrl ? { redis: { url: redisUrl } } : {}),
    plugins: store ? [...feedPlugins, ingestRoutes({ store, token: ingestToken })] : feedPlugins,
    secret,
    outlet: env.FEED_OUTLET || undefined,
    // Without a secret nobody could mint a stream key, so local runs (npm run dev) take any key.
    streamKeys: secret ? 'signed' : 'any',
    publicOrigin: env.FEED_PUBLIC_ORIGIN || undefined,
    controlToken,
    ...(adminPort !== undefined ? { admin: { port: adminPort, host: adminHost } } : {}),
    allowedOrigins,
    trustProxy,
    limits,
    logLevel: env.FEED_LOG_LEVEL || 'info',
  });
} catch (error) {
  refuse(`cannot start: ${(error as Error).message}`);
}
const { app, context } = feed;

// The first SIGTERM or SIGINT drains (lifecycle/shutdown.ts) and the process exits 0; later signals
// are ignored. An uncaught exception or unhandled rejection drains too, then exits 1; so does 15 s.
exitAfterDrain({ drain: () => drainFeed(context), log: app.log });

const address = await app.listen({ port, host });
// The one line the benchmarks and the README wait for, on standard output whatever the log level.
console.log(
  `feed server  ${address}/  (events: ${address}/events, API: ${address}/openapi.json${values.control ? ', control API on' : ''})`,
);
if (!secret) {
  app.log.warn('FEED_SECRET is not set: /dbs_auth tokens are signed with a random secret of this run, and any stream key is taken');
}
