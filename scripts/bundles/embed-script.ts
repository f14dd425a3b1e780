import { buildStandaloneScript } from './standalone-script.ts';
import { embedVersion } from '../../src/embed/version.ts';

/** Where the versioned embed.js sits in every bundle: never changed once published (CHANGELOG.md). */
export const versionedEmbedPath = `embed/${embedVersion}/embed.js`;

/**
 * embed.js as a classic script (src/embed/classic.ts): one self-contained file, minified, the same
 * bytes from the same sources on any machine, so its integrity can be published ahead of a deploy.
 */
export async function buildClassicEmbed(root: string): Promise<Buffer> {
  return buildStandaloneScript(root, 'src/embed/classic.ts', 'iife', 'es2020');
}
