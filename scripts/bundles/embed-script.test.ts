import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedVersion } from '../../src/embed/version.ts';
import { buildClassicEmbed, versionedEmbedPath } from './embed-script.ts';

const root = path.resolve(import.meta.dirname, '../..');
let classic: Buffer;

beforeAll(async () => {
  classic = await buildClassicEmbed(root);
});

/** Every version's integrity as CHANGELOG.md lists it: "`embed/<version>/embed.js`, integrity `sha384-…`". */
async function publishedIntegrity(): Promise<Map<string, string>> {
  const changelog = await readFile(path.join(root, 'CHANGELOG.md'), 'utf8');
  const lines = changelog.matchAll(/`embed\/(\d+\.\d+\.\d+)\/embed\.js`, integrity `(sha384-[A-Za-z0-9+/=]+)`/g);
  return new Map([...lines].map((line) => [line[1]!, line[2]!]));
}

describe('the versioned embed.js', () => {
  it('is the file CHANGELOG.md publishes for this version: a changed embed.js is a new version', async () => {
    const integrity = `sha384-${createHash('sha384').update(classic).digest('base64')}`;
    const published = await publishedIntegrity();
    expect(published.has(embedVersion), `CHANGELOG.md has no entry for ${embedVersion}`).toBe(true);
    expect(integrity, `embed.js changed: give it a new version (src/embed/version.ts) and a CHANGELOG.md entry with ${integrity}`).toBe(
      published.get(embedVersion),
    );
    expect(versionedEmbedPath).toBe(`embed/${embedVersion}/embed.js`);
  });

  it('is the same bytes on every build', async () => {
    expect((await buildClassicEmbed(root)).equals(classic)).toBe(true);
  });

  it('runs as a classic script and defines MatchCentre, with nothing of a secure context', () => {
    const window: { MatchCentre?: { mount: unknown; version: unknown } } = {};
    // No crypto, no document: defining the API touches neither.
    runInNewContext(classic.toString('utf8'), { window });
    expect(typeof window.MatchCentre?.mount).toBe('function');
    expect(window.MatchCentre?.version).toBe(embedVersion);
  });
});
