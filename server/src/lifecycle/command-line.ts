import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Stops the command with one line naming it, then the usage, and exit 2. Give the const that holds
 * it this type (`const refuse: Refuse = command.refuse`), so TypeScript knows nothing runs after it.
 */
export type Refuse = (message: string) => never;

/** Where a command speaks and how it ends: the process's, or a test's. */
export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  exit(code: number): never;
}

const processIo: CommandIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  exit: (code) => process.exit(code),
};

/**
 * The flags of a command started from the shell (`npm run feed`, `npm run feed:cluster`), read
 * with node:util's parseArgs, positionals allowed. `--help`, where the command takes it, prints
 * the usage and exits 0; a flag it does not take, or one without its value, and every `refuse`
 * of the command after it, stop it with one line naming the command, then the usage, and exit 2
 * (STYLE.md rule 9).
 */
export function commandLine(command: string, usage: string, io: CommandIo = processIo) {
  const refuse: Refuse = (message) => {
    io.err(`${command}: ${message}\n${usage}\n`);
    return io.exit(2);
  };
  function parse<const T extends Options>(options: T, args?: string[]) {
    let parsed;
    try {
      parsed = parseArgs({ args, options, allowPositionals: true });
    } catch (error) {
      return refuse(error instanceof Error ? error.message : String(error));
    }
    if ('help' in parsed.values && parsed.values.help === true) {
      io.out(`${usage}\n`);
      return io.exit(0);
    }
    return parsed;
  }
  return { refuse, parse };
}
