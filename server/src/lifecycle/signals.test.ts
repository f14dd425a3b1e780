import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitAfterDrain } from './signals.ts';

// The process is an EventEmitter here, so signals and errors can be sent to it without ending the
// test run; production-start.test.ts sends real signals to the built feed.
function watched(hardTimeoutMs?: number) {
  const target = new EventEmitter() as EventEmitter & { exit(code: number): void };
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const exits: number[] = [];
  target.exit = (code) => {
    exits.push(code);
    exited(code);
  };
  let drains = 0;
  let endDrain!: () => void;
  let failDrain!: (error: Error) => void;
  const drained = new Promise<void>((resolve, reject) => {
    endDrain = resolve;
    failDrain = reject;
  });
  const lines: Array<{ level: string; message: string }> = [];
  const record = (level: string) => (_details: object, message: string) => lines.push({ level, message });
  exitAfterDrain({
    target,
    hardTimeoutMs,
    log: { info: record('info'), error: record('error'), fatal: record('fatal') },
    drain: () => {
      drains += 1;
      return drained;
    },
  });
  return { target, exit, exits, lines, endDrain, failDrain, drains: () => drains };
}

describe('one shutdown however many signals arrive', () => {
  it('drains once on the first SIGTERM, ignores the next signals and exits 0 when the drain ends', async () => {
    const run = watched();
    run.target.emit('SIGTERM');
    run.target.emit('SIGTERM');
    run.target.emit('SIGINT');
    expect(run.drains()).toBe(1);
    expect(run.exits).toEqual([]);
    expect(run.lines.map(({ message }) => message)).toEqual([
      'shutting down: draining',
      'already shutting down: signal ignored',
      'already shutting down: signal ignored',
    ]);
    run.endDrain();
    expect(await run.exit).toBe(0);
    expect(run.exits).toEqual([0]);
  });

  it('drains on SIGINT too', async () => {
    const run = watched();
    run.target.emit('SIGINT');
    run.endDrain();
    expect(await run.exit).toBe(0);
  });

  it('drains after an uncaught exception or an unhandled rejection, then exits 1', async () => {
    for (const event of ['uncaughtException', 'unhandledRejection']) {
      const run = watched();
      run.target.emit(event, new Error('boom'));
      run.target.emit('SIGTERM');
      expect(run.drains()).toBe(1);
      expect(run.lines[0]).toEqual({ level: 'fatal', message: 'uncaught error: draining, then exiting with 1' });
      run.endDrain();
      expect(await run.exit).toBe(1);
    }
  });

  it('exits 1 when an error arrives while a signal is draining', async () => {
    const run = watched();
    run.target.emit('SIGTERM');
    run.target.emit('unhandledRejection', new Error('during the drain'));
    expect(run.drains()).toBe(1);
    run.endDrain();
    expect(await run.exit).toBe(1);
  });

  it('exits 1 when the drain fails', async () => {
    const run = watched();
    run.target.emit('SIGTERM');
    run.failDrain(new Error('listener would not close'));
    expect(await run.exit).toBe(1);
    expect(run.lines.at(-1)).toEqual({ level: 'error', message: 'the drain failed: exiting with 1' });
  });

  it('exits 1 once the hard timeout passes with the drain still running', async () => {
    const run = watched(20);
    run.target.emit('SIGTERM');
    expect(await run.exit).toBe(1);
    expect(run.lines.at(-1)).toEqual({ level: 'error', message: 'the drain did not end in time: exiting with 1' });
    expect(run.drains()).toBe(1);
  });
});
