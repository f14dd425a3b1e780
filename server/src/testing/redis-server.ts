import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on 127.0.0.1, as the kernel hands one out (for servers that cannot listen on port 0 and report it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Debian's redis-server on a free port, in memory only (no snapshot, no append-only file), for one
 * test file or one cluster. Fails with the fix when it is not installed (.ci/run installs it).
 */
export async function startRedis(port?: number): Promise<RunningRedis> {
  const chosen = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on port ${chosen} within 10 s:\n${output}`)), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `cannot run redis-server (${error.message}): install it with \`apt-get install -y redis-server\` (.ci/run does this on CI)`,
        ),
      );
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited before it was ready:\n${output}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, process: child, stop };
}
