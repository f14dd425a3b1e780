import { createHash } from 'node:crypto';
import { buildStandaloneScript } from './standalone-script.ts';

/**
 * The facts-first script (src/facts-first/facts-first.ts) as one self-contained module, named by
 * its content's hash like Vite's assets: it runs before the app's bundle, so it imports nothing
 * from it (docs/adr/021-facts-first.md).
 */
export async function buildFactsFirst(root: string): Promise<{ path: string; code: Buffer }> {
  const code = await buildStandaloneScript(root, 'src/facts-first/facts-first.ts', 'esm', 'es2022');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { path: `assets/facts-first-${hash}.js`, code };
}
