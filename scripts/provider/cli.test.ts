import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// `npm run provider` as an operator runs it: its flags read as the feed's own commands read theirs.
const root = path.resolve(import.meta.dirname, '../..');

async function provider(args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/provider/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, FEED_INGEST_TOKEN: 'token' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run provider', () => {
  it('prints its usage for --help and exits 0', async () => {
    const run = await provider(['--help']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^usage: npm run provider -- --statsbomb events\.json lineups\.json --event ID --feed URL/);
  });

  it('refuses a flag it does not take with one line naming it, then its usage, and exits 2', async () => {
    const run = await provider(['--speedy', '3']);
    expect(run.code).toBe(2);
    const [first, second] = run.stderr.split('\n');
    expect(first).toMatch(/^provider: Unknown option '--speedy'/);
    expect(second).toBe('usage: npm run provider -- --statsbomb events.json lineups.json --event ID --feed URL [--speed 20]');
  });
});
