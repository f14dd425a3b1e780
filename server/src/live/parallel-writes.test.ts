import { closeSync, mkdtempSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { ParallelWriter } from './parallel-writes.ts';

const writers: ParallelWriter[] = [];
afterEach(() => {
  for (const writer of writers.splice(0)) writer.stop();
});

/** Descriptors of fresh files: writing a file's descriptor is the same system call as a socket's. */
function files(count: number): { paths: string[]; fds: number[] } {
  const folder = mkdtempSync(`${tmpdir()}/parallel-writes-`);
  const paths = Array.from({ length: count }, (_, index) => `${folder}/${index}`);
  return { paths, fds: paths.map((path) => openSync(path, 'w')) };
}

describe('ParallelWriter', () => {
  it('writes the bytes to every descriptor published exactly once, and reports each in order, the helper taking a share', async () => {
    const writer = new ParallelWriter();
    writers.push(writer);
    writer.start();
    expect(await writer.started()).toBe(true);
    const { paths, fds } = files(2000);
    const bytes = Buffer.from('goal!');
    let byMain = 0;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    for (let round = 0; round < 3; round += 1) {
      const fanOut = writer.begin(fds.length, bytes)!;
      // Published one by one while the helper is already writing.
      fds.forEach((fd, index) => expect(fanOut.add(fd)).toBe(index));
      const written = fanOut.finish((fd, data) => {
        // The main thread dawdles over its first write, so the helper's share is sure to be seen.
        if (byMain === 0) Atomics.wait(pause, 0, 0, 200);
        byMain += 1;
        return writeSync(fd, data);
      });
      expect([...written]).toEqual(fds.map(() => bytes.byteLength));
    }
    for (const fd of fds) closeSync(fd);
    expect(paths.map((path) => readFileSync(path, 'utf8'))).toEqual(paths.map(() => 'goal!goal!goal!'));
    expect(byMain).toBeLessThan(3 * fds.length);
  });

  it('reports a descriptor that fails as -1, for the caller to close its peer', async () => {
    const writer = new ParallelWriter();
    writers.push(writer);
    writer.start();
    expect(await writer.started()).toBe(true);
    const { fds } = files(1);
    const closed = fds[0]!;
    closeSync(closed);
    const fanOut = writer.begin(1, Buffer.from('x'))!;
    fanOut.add(closed);
    expect([...fanOut.finish(writeSync)]).toEqual([-1]);
  });

  it('leaves the fan-out to the caller while the helper is not running', () => {
    const writer = new ParallelWriter();
    expect(writer.begin(10, Buffer.from('x'))).toBeNull();
    writer.start();
    writer.stop();
    expect(writer.begin(10, Buffer.from('x'))).toBeNull();
  });
});
