import { execFileSync, spawn } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os, { userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server.ts';

export interface RunningPostgres {
  /** `postgres://…@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Where Debian puts PostgreSQL's programs (`apt-get install -y postgresql`; .ci/run does this on CI). */
function binDir(): string {
  for (const version of ['17', '16', '15']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL is not installed: `apt-get install -y postgresql` (.ci/run does this on CI)');
}

/** initdb and postgres refuse to run as root: as root they run as Debian's `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(program: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(program)} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * A throwaway PostgreSQL cluster for one test file: initdb in a temporary folder, trust
 * authentication on 127.0.0.1 only, a free port, no fsync (the tests need no durability from it).
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir();
  const user = runAs();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'feed-postgres-'));
  if (user) await chown(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  await run(path.join(bin, 'initdb'), ['-D', data, '-U', 'feed', '--auth=trust', '--no-sync', '-E', 'UTF8'], user);
  const port = await freePort();
  await run(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ],
    user,
  );
  return {
    url: `postgres://feed@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], user).catch(() => '');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
