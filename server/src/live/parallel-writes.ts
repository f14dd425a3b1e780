import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A second thread that writes frames to sockets' file descriptors alongside the main thread.
 *
 * A fan-out's cost is one system call a peer (on loopback the kernel delivers the bytes inside
 * the call: 10 to 20 µs each), so 5,000 fans keep one core busy for 60 to 110 ms. File
 * descriptors belong to the process, so another thread may write them: the main thread and this
 * one take peers from a shared counter until none is left, and the main thread waits until the
 * helper has finished before it returns, so no later write to a peer can overtake this one and
 * no socket is closed while its descriptor is being written.
 *
 * The helper only calls write(2). What the kernel does not take (a slow reader's full buffer)
 * and any error is reported back per peer, for the main thread to queue or to close.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { writeSync } = require('node:fs');
parentPort.on('message', ({ control, fds, results, frame, count, length }) => {
  const next = new Int32Array(control);
  const descriptors = new Int32Array(fds);
  const written = new Int32Array(results);
  const bytes = new Uint8Array(frame, 0, length);
  for (let index = Atomics.add(next, 0, 1); index < count; index = Atomics.add(next, 0, 1)) {
    try {
      written[index] = writeSync(descriptors[index], bytes);
    } catch (error) {
      written[index] = error && error.code === 'EAGAIN' ? 0 : -1;
    }
  }
  Atomics.store(next, 1, 1);
  Atomics.notify(next, 1);
});
parentPort.postMessage('ready');
`;

/**
 * Two writing threads from four cores up, else one. On a two-core machine the second thread takes
 * the core the rest of the machine needs: with bench:feed's 5,000 fans on the same machine, it
 * halved the fan-out (about 55 against 85 ms) but the fans, starved of a core, read their goal later
 * (p99 137 to 218 ms against 95 to 110 ms with one thread; docs/performance.md).
 */
export function defaultFanOutThreads(): 1 | 2 {
  return availableParallelism() >= 4 ? 2 : 1;
}

/** Written bytes per peer; -1 is an error other than a full buffer (the peer should be closed). */
export type WriteResults = Int32Array;

export type WriteOne = (fd: number, bytes: Uint8Array) => number;

const notAttempted = -2;

/** How long the main thread waits for the helper before it gives up on it for good. */
const helperTimeoutMs = 2_000;

export class ParallelWriter {
  private worker: Worker | null = null;
  private ready = false;
  private whenReady: Promise<boolean> = Promise.resolve(false);
  private broken = false;
  private capacity = 0;
  private control = new SharedArrayBuffer(8);
  private fds = new SharedArrayBuffer(0);
  private results = new SharedArrayBuffer(0);
  private frame = new SharedArrayBuffer(0);

  /** Starts the helper thread (it takes some 30 ms to boot, so start it before it is needed). */
  start(): void {
    if (this.worker || this.broken) return;
    const worker = new Worker(workerSource, { eval: true });
    worker.unref();
    this.whenReady = new Promise((resolve) => {
      worker.once('message', () => {
        this.ready = true;
        resolve(true);
      });
      worker.once('error', () => resolve(this.retire()));
      worker.once('exit', () => resolve(this.retire()));
    });
    this.worker = worker;
  }

  /** Resolves once the helper has booted (true) or failed to (false). */
  started(): Promise<boolean> {
    return this.whenReady;
  }

  get available(): boolean {
    return this.ready && !this.broken;
  }

  /**
   * Writes `bytes` to every descriptor, the helper taking a share when it is available. Returns how
   * many bytes each descriptor took, in the order given. `writeOne` is the main thread's write
   * (throws like fs.writeSync).
   */
  writeAll(descriptors: readonly number[], bytes: Buffer, writeOne: WriteOne): WriteResults {
    const count = descriptors.length;
    this.reserve(count, bytes.byteLength);
    const next = new Int32Array(this.control);
    const fds = new Int32Array(this.fds, 0, count);
    const written = new Int32Array(this.results, 0, count);
    fds.set(descriptors);
    written.fill(notAttempted);
    new Uint8Array(this.frame, 0, bytes.byteLength).set(bytes);
    Atomics.store(next, 0, 0);
    Atomics.store(next, 1, 0);
    const helper = this.available ? this.worker : null;
    helper?.postMessage({
      control: this.control,
      fds: this.fds,
      results: this.results,
      frame: this.frame,
      count,
      length: bytes.byteLength,
    });
    for (let index = Atomics.add(next, 0, 1); index < count; index = Atomics.add(next, 0, 1)) {
      try {
        written[index] = writeOne(fds[index]!, bytes);
      } catch (error) {
        written[index] = (error as NodeJS.ErrnoException).code === 'EAGAIN' ? 0 : -1;
      }
    }
    if (helper && Atomics.wait(next, 1, 0, helperTimeoutMs) === 'timed-out') {
      // Never seen; but a stuck helper must not stall the feed. The main thread took every peer
      // the helper had not, so at most one was in hand: it may or may not have been written, and
      // it is reported as written, a duplicate frame being worse than a lost one.
      void this.retire();
      for (let index = 0; index < count; index += 1) if (written[index] === notAttempted) written[index] = bytes.byteLength;
    }
    return Int32Array.from(written);
  }

  stop(): void {
    void this.retire();
  }

  private retire(): false {
    this.broken = true;
    this.ready = false;
    void this.worker?.terminate();
    this.worker = null;
    return false;
  }

  private reserve(count: number, length: number): void {
    if (count > this.capacity) {
      this.capacity = Math.max(count, this.capacity * 2, 1024);
      this.fds = new SharedArrayBuffer(this.capacity * 4);
      this.results = new SharedArrayBuffer(this.capacity * 4);
    }
    if (length > this.frame.byteLength) this.frame = new SharedArrayBuffer(Math.max(length, this.frame.byteLength * 2, 4096));
  }
}
