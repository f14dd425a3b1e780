import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startRedis, type RunningRedis } from '../../server/src/testing/redis-server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  /** Feed processes. */
  instances: number;
  /** The balancer's port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** A Redis to share; without one, Debian's redis-server is started on a free port. */
  redisUrl?: string;
  /**
   * HAProxy processes bound to the one port (the kernel spreads connections between them with
   * SO_REUSEPORT). A proxied connection takes two descriptors, so one process under a 20,000-file
   * limit carries about 9,900 fans. Default 1.
   */
  balancers?: number;
  /** Connections each HAProxy process takes. Default 9,900. */
  balancerMaxConn?: number;
  /** Arguments every feed gets after `--port` and `--redis` (`--control`, `--speed 20`, …). */
  feedArgs?: string[];
  /**
   * Variables every feed gets on top of this process's. Every feed gets one `FEED_SECRET`: this
   * one's, else this process's, else one made for the cluster, so a `/dbs_auth` token (or a stream
   * key) from one instance is good on the others.
   */
  env?: Record<string, string>;
  /** Options of node itself for every feed (`--cpu-prof`, …), before the loader. */
  nodeArgs?: string[];
  /** Where each process's output lines go. Default: nowhere. */
  log?: (name: string, line: string) => void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>`, the instance itself, not through the balancer. */
  origin: string;
  process: ChildProcess;
}

export interface RunningCluster {
  /** `http://127.0.0.1:<port>` of the balancer. */
  origin: string;
  redisUrl: string;
  /** The `FEED_SECRET` every instance signs with (see `ClusterOptions.env`). */
  secret: string;
  instances: ClusterInstance[];
  /** The HAProxy processes. */
  balancers: ChildProcess[];
  /** Ends one instance at once (SIGKILL by default, as a crash would) and waits until it has gone. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Stops every process this cluster started. */
  stop(): Promise<void>;
}

/** Waits for a process's output to contain `text`; fails if it exits first or takes too long. */
function waitForOutput(child: ChildProcess, name: string, text: string, log: ClusterOptions['log'], timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let found = false;
    const timer = setTimeout(
      () => reject(new Error(`${name} did not print "${text}" within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onLine = (chunk: Buffer) => {
      const text_ = String(chunk);
      for (const line of text_.split('\n')) if (line) log?.(name, line);
      if (found) return;
      output = (output + text_).slice(-4000);
      if (output.includes(text)) {
        found = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onLine);
    child.stderr?.on('data', onLine);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (!found) reject(new Error(`${name} exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function closed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('close', () => resolve()));
}

/** HAProxy in front of the feeds: WebSocket upgrades pass through, `/ready` decides who takes fans. */
export function haproxyConfig({
  port,
  servers,
  maxConn,
}: {
  port: number;
  servers: Array<{ name: string; port: number }>;
  maxConn: number;
}): string {
  return `# Written by scripts/cluster/feed-cluster.ts (docs/feed-server.md)
global
  maxconn ${maxConn}

defaults
  mode http
  # A feed taking a burst of connections may leave some waiting in its accept queue for a while.
  timeout connect 5s
  timeout client 30s
  timeout server 30s
  # An upgraded WebSocket is a tunnel: idle for as long as a match is quiet (the feed pings every 5 s).
  timeout tunnel 1h
  timeout client-fin 5s
  # A fan sent to an instance that has just died is sent to another instead of being refused.
  option redispatch
  retries 3

frontend feed
  bind 127.0.0.1:${port}
  maxconn ${maxConn}
  option forwardfor
  default_backend feeds

backend feeds
  # Sockets live long: the instance with the fewest takes the next.
  balance leastconn
  option httpchk GET /ready
  http-check expect status 200
  # A feed busy with a burst of connections may answer late: 2 s to answer, three misses to be out.
  timeout check 2s
  default-server inter 500ms fall 3 rise 1
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`;
}

/**
 * Redis (started here unless a URL is given), K feed processes sharing it, and HAProxy in front,
 * health-checked on `/ready`. Every process is started directly (node, not npx), so its own id
 * stops it.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { instances: count, log } = options;
  if (!Number.isInteger(count) || count < 1) throw new TypeError(`instances must be a whole number of 1 or more, got ${count}`);
  const children: ChildProcess[] = [];
  let redis: RunningRedis | null = null;
  let folder: string | null = null;
  const stop = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(closed));
    await redis?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
  try {
    if (!options.redisUrl) redis = await startRedis();
    const redisUrl = options.redisUrl ?? redis!.url;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const secret = options.env?.FEED_SECRET || process.env.FEED_SECRET || randomBytes(32).toString('base64url');
    const instances: ClusterInstance[] = ports.map((port, index) => {
      const name = `feed-${index + 1}`;
      const child = spawn(
        process.execPath,
        [
          ...(options.nodeArgs ?? []),
          '--import',
          'tsx',
          'server/src/main.ts',
          '--port',
          String(port),
          '--redis',
          redisUrl,
          ...(options.feedArgs ?? []),
        ],
        {
          cwd: root,
          // The balancer is the feeds' only client: the fans' addresses come in X-Forwarded-For.
          env: { ...process.env, FEED_TRUST_PROXY: '127.0.0.1', ...options.env, FEED_SECRET: secret },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      return { name, port, origin: `http://127.0.0.1:${port}`, process: child };
    });
    await Promise.all(instances.map((instance) => waitForOutput(instance.process, instance.name, 'feed server', log)));

    const port = options.port || (await freePort());
    folder = await mkdtemp(path.join(os.tmpdir(), 'feed-cluster-'));
    const configFile = path.join(folder, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ port, servers: instances, maxConn: options.balancerMaxConn ?? 9900 }));
    const check = spawn('haproxy', ['-c', '-q', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    const checked = await new Promise<number>((resolve, reject) => {
      check.once('error', (error) =>
        reject(
          new Error(`cannot run haproxy (${error.message}): install it with \`apt-get install -y haproxy\` (.ci/run does this on CI)`),
        ),
      );
      check.once('close', (code) => resolve(code ?? 1));
    });
    if (checked !== 0) throw new Error(`haproxy refused ${configFile}`);
    const balancers: ChildProcess[] = [];
    for (let index = 0; index < (options.balancers ?? 1); index += 1) {
      const balancer = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(balancer);
      balancers.push(balancer);
      balancer.stdout.on('data', (chunk: Buffer) => log?.(`haproxy-${index + 1}`, String(chunk).trimEnd()));
      balancer.stderr.on('data', (chunk: Buffer) => log?.(`haproxy-${index + 1}`, String(chunk).trimEnd()));
    }
    const origin = `http://127.0.0.1:${port}`;
    // Ready when the balancer answers and passes /ready through to a feed.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ready = await fetch(`${origin}/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the balancer on ${origin} did not answer /ready within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      origin,
      redisUrl,
      secret,
      instances,
      balancers,
      kill: async (index, signal = 'SIGKILL') => {
        const child = instances[index]!.process;
        child.kill(signal);
        await closed(child);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
