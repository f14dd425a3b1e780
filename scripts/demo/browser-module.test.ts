import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transpileBrowserModule } from './browser-module.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cpp-browser-module-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const write = async (name: string, source: string) => {
  const file = path.join(dir, name);
  await writeFile(file, source);
  return file;
};

describe('a browser module for the host page', () => {
  it('strips the types, type imports included', async () => {
    const file = await write(
      'typed.ts',
      "import type { Stage } from '../../contract/protocol.ts';\nexport const half = (stage: Stage): boolean => stage === 'halfTime';\n",
    );
    const output = await transpileBrowserModule(file);
    expect(output).not.toContain('import');
    expect(output).toContain("export const half = (stage) => stage === 'halfTime';");
  });

  it('refuses a file that imports a value, naming the file and the fix', async () => {
    const file = await write('value.ts', "import { stages } from '../../contract/protocol.ts';\nexport const first = stages[0];\n");
    await expect(transpileBrowserModule(file)).rejects.toThrow(`${file} imports ../../contract/protocol.ts at run time`);
    await expect(transpileBrowserModule(file)).rejects.toThrow('import types only');
  });

  it('makes the demo host page its stage control', async () => {
    const output = await transpileBrowserModule(path.join(import.meta.dirname, 'stage-control.ts'));
    expect(output).toContain('export async function forceStage(');
  });
});
