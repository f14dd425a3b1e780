import path from 'node:path';
import { build } from 'esbuild';
import { embedVersion } from '../../src/embed/version.ts';

/** Where the versioned embed.js sits in every bundle: never changed once published (CHANGELOG.md). */
export const versionedEmbedPath = `embed/${embedVersion}/embed.js`;

/**
 * embed.js as a classic script (src/embed/classic.ts): one self-contained file, minified, the same
 * bytes from the same sources on any machine, so its integrity can be published ahead of a deploy.
 */
export async function buildClassicEmbed(root: string): Promise<Buffer> {
  const result = await build({
    entryPoints: [path.join(root, 'src/embed/classic.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no embed.js');
  return Buffer.from(file.contents);
}
