import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The facts-first script (src/facts-first/facts-first.ts) as one self-contained module, named by
 * its content's hash like Vite's assets: it runs before the app's bundle, so it imports nothing
 * from it (docs/adr/021-facts-first.md).
 */
export async function buildFactsFirst(root: string): Promise<{ path: string; code: Buffer }> {
  const result = await build({
    entryPoints: [path.join(root, 'src/facts-first/facts-first.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no facts-first script');
  const code = Buffer.from(file.contents);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { path: `assets/facts-first-${hash}.js`, code };
}
