import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Slots of the shared control array. */
const next = 0;
const helperDone = 1;
const published = 2;
const closed = 3;

/**
 * A second thread that writes frames to sockets' file descriptors alongside the main thread.
 *
 * A fan-out's cost is one system call a peer (on loopback the kernel delivers the bytes inside
 * the call: 12 to 17 µs each while the fans read on another core), so 5,000 fans keep one core
 * busy for 60 to 85 ms. File descriptors belong to the process, so another thread may write them.
 * The main thread publishes the descriptors of a fan-out one by one as it goes through the peers,
 * and the helper starts on the first at once; once all are published the main thread writes too,
 * both taking the next unwritten one until none is left. The main thread waits until the helper has finished before it
 * returns, so no later write to a peer can overtake this one and no socket is closed while its
 * descriptor is being written.
 *
 * The helper only calls write(2). What the kernel does not take (a slow reader's full buffer)
 * and any error is reported back per peer, for the main thread to queue or to close.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { writeSync } = require('node:fs');
parentPort.on('message', ({ control, fds, results, frame, length }) => {
  const state = new Int32Array(control);
  const descriptors = new Int32Array(fds);
  const written = new Int32Array(results);
  const bytes = new Uint8Array(frame, 0, length);
  for (;;) {
    const closed = Atomics.load(state, ${closed});
    const published = Atomics.load(state, ${published});
    const index = Atomics.load(state, ${next});
    if (index >= published) {
      if (closed === 1) break;
      continue;
    }
    if (Atomics.compareExchange(state, ${next}, index, index + 1) !== index) continue;
    try {
      written[index] = writeSync(descriptors[index], bytes);
    } catch (error) {
      written[index] = error && error.code === 'EAGAIN' ? 0 : -1;
    }
  }
  Atomics.store(state, ${helperDone}, 1);
  Atomics.notify(state, ${helperDone});
});
parentPort.postMessage('ready');
`;

/**
 * Two writing threads when the machine has two cores or more, else one. On this two-core machine,
 * with bench:feed's 5,000 fans reading on the same cores, two threads cut a goal's fan-out from
 * 65 to 110 ms to 35 to 90 ms, and the p99 delivery from 100 to 120 ms to 55 to 90 ms
 * (docs/feed-server.md).
 */
export function defaultFanOutThreads(): 1 | 2 {
  return availableParallelism() >= 2 ? 2 : 1;
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
  private control = new SharedArrayBuffer(16);
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
   * Starts a fan-out of `bytes` to at most `capacity` descriptors, the helper writing from the
   * first one published. Null when the helper is not available: the caller writes alone.
   */
  begin(capacity: number, bytes: Buffer): ParallelFanOut | null {
    if (!this.available || !this.worker) return null;
    this.reserve(capacity, bytes.byteLength);
    const state = new Int32Array(this.control);
    state.fill(0);
    new Uint8Array(this.frame, 0, bytes.byteLength).set(bytes);
    this.worker.postMessage({ control: this.control, fds: this.fds, results: this.results, frame: this.frame, length: bytes.byteLength });
    return new ParallelFanOut(state, new Int32Array(this.fds, 0, capacity), new Int32Array(this.results, 0, capacity), bytes, () =>
      this.retire(),
    );
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

/** One fan-out shared with the helper: descriptors are added as the peers are gone through. */
export class ParallelFanOut {
  private count = 0;

  constructor(
    private readonly state: Int32Array,
    private readonly fds: Int32Array,
    private readonly written: Int32Array,
    private readonly bytes: Buffer,
    private readonly giveUpOnHelper: () => void,
  ) {}

  /** Publishes a descriptor to write; its index is its place in the results. */
  add(fd: number): number {
    const index = this.count;
    this.fds[index] = fd;
    this.written[index] = notAttempted;
    this.count += 1;
    Atomics.store(this.state, published, this.count);
    return index;
  }

  /**
   * Writes what the helper has not taken, waits for the helper, and returns how many bytes each
   * descriptor took, in the order added. `writeOne` is the main thread's write (throws like
   * fs.writeSync).
   */
  finish(writeOne: WriteOne): WriteResults {
    const { state, fds, written, bytes } = this;
    Atomics.store(state, closed, 1);
    for (;;) {
      const index = Atomics.load(state, next);
      if (index >= this.count) break;
      if (Atomics.compareExchange(state, next, index, index + 1) !== index) continue;
      try {
        written[index] = writeOne(fds[index]!, bytes);
      } catch (error) {
        written[index] = (error as NodeJS.ErrnoException).code === 'EAGAIN' ? 0 : -1;
      }
    }
    if (Atomics.wait(state, helperDone, 0, helperTimeoutMs) === 'timed-out') {
      // Never seen; but a stuck helper must not stall the feed. The main thread took every peer
      // the helper had not, so at most one was in hand: it may or may not have been written, and
      // it is reported as written, a duplicate frame being worse than a lost one.
      this.giveUpOnHelper();
      for (let index = 0; index < this.count; index += 1) if (written[index] === notAttempted) written[index] = bytes.byteLength;
    }
    return written.slice(0, this.count);
  }
}
