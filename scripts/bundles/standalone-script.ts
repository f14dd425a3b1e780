import path from 'node:path';
import { build } from 'esbuild';

/**
 * One of our entry files as a single self-contained, minified file that imports nothing from the
 * app's bundle: the same bytes from the same sources on any machine (embed.js, the facts-first script).
 */
export async function buildStandaloneScript(root: string, entry: string, format: 'esm' | 'iife', target: string): Promise<Buffer> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    format,
    target,
    minify: true,
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error(`esbuild wrote nothing for ${entry}`);
  return Buffer.from(file.contents);
}
