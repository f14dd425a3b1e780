import { describe, expect, it } from 'vitest';
import { commandLine, type CommandIo } from './command-line.ts';

class Exited extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

const usage = 'usage: npm run feed -- [--port 4000] [--control]';
const options = { port: { type: 'string' }, control: { type: 'boolean' }, help: { type: 'boolean' } } as const;

function run(args: string[]) {
  const said = { out: '', err: '' };
  const io: CommandIo = {
    out: (text) => (said.out += text),
    err: (text) => (said.err += text),
    exit: (code) => {
      throw new Exited(code);
    },
  };
  const command = commandLine('feed server', usage, io);
  try {
    return { parsed: command.parse(options, args), said };
  } catch (error) {
    if (error instanceof Exited) return { exited: error.code, said };
    throw error;
  }
}

describe('a command line', () => {
  it('reads the flags and the positionals', () => {
    const { parsed } = run(['--port', '4100', '--control', 'events.json']);
    expect(parsed?.values).toEqual({ port: '4100', control: true });
    expect(parsed?.positionals).toEqual(['events.json']);
  });

  it('prints the usage on --help and exits 0', () => {
    expect(run(['--help'])).toEqual({ exited: 0, said: { out: `${usage}\n`, err: '' } });
  });

  it('refuses a flag it does not take with one line naming the command, then the usage, and exits 2', () => {
    const { exited, said } = run(['--prot', '4100']);
    expect(exited).toBe(2);
    expect(said.out).toBe('');
    expect(said.err).toMatch(/^feed server: Unknown option '--prot'.*\nusage: npm run feed -- \[--port 4000\] \[--control\]\n$/);
  });

  it('refuses a flag without its value', () => {
    const { exited, said } = run(['--port']);
    expect(exited).toBe(2);
    expect(said.err).toMatch(/^feed server: Option '--port <value>' argument missing/);
  });
});
