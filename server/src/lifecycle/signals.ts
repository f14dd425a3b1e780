import type { EventEmitter } from 'node:events';

/** What `exitAfterDrain` needs of the process: its events, and a way to end it. */
export interface DrainedProcess {
  on: EventEmitter['on'];
  exit(code: number): void;
}

export interface ExitAfterDrainOptions {
  /** Stops the feed gracefully (lifecycle/shutdown.ts `drainFeed`); called once, however many signals arrive. */
  drain(): Promise<void>;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
    fatal(details: object, message: string): void;
  };
  /** After this long the process exits with 1 whether the drain has finished or not. Default 15 s. */
  hardTimeoutMs?: number;
  /** Whose signals and errors are watched, and who exits. Default: this process. */
  target?: DrainedProcess;
}

export const defaultHardTimeoutMs = 15_000;
const signals = ['SIGTERM', 'SIGINT'] as const;

/**
 * One shutdown however many signals arrive (docs/feed-server.md, "Stopping"). The first SIGTERM or
 * SIGINT starts the drain; later ones are logged and ignored, since a container runtime, systemd
 * (which signals the whole process group) and a wrapper like tsx (which relays the group's signal
 * to its child) may each send one. An uncaught exception or unhandled rejection drains too. The
 * process exits when the drain ends: 0 after a signal, 1 after an error, a failed drain or the
 * hard timeout.
 */
export function exitAfterDrain(options: ExitAfterDrainOptions): void {
  const target = options.target ?? process;
  const hardTimeoutMs = options.hardTimeoutMs ?? defaultHardTimeoutMs;
  const { log } = options;
  let exitCode: number | null = null;

  const start = (code: number) => {
    const first = exitCode === null;
    exitCode = Math.max(exitCode ?? 0, code);
    if (!first) return;
    const hardTimeout = setTimeout(() => {
      log.error({ hardTimeoutMs }, 'the drain did not end in time: exiting with 1');
      target.exit(1);
    }, hardTimeoutMs);
    options.drain().then(
      () => {
        clearTimeout(hardTimeout);
        target.exit(exitCode ?? 0);
      },
      (error: unknown) => {
        clearTimeout(hardTimeout);
        log.error({ err: error }, 'the drain failed: exiting with 1');
        target.exit(1);
      },
    );
  };

  for (const signal of signals) {
    target.on(signal, () => {
      if (exitCode === null) log.info({ signal }, 'shutting down: draining');
      else log.info({ signal }, 'already shutting down: signal ignored');
      start(0);
    });
  }
  const fatal = (error: unknown) => {
    log.fatal({ err: error }, 'uncaught error: draining, then exiting with 1');
    start(1);
  };
  target.on('uncaughtException', fatal);
  target.on('unhandledRejection', fatal);
}
