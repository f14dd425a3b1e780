import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** One file of a brand bundle as `dist/manifest.json` lists it (CONTRACT.md "Brands"). */
export interface ManifestFile {
  path: string;
  bytes: number;
  gzipBytes: number;
  integrity: string;
}

export interface Manifest {
  brands: Record<string, { entry: 'index.html'; files: ManifestFile[] }>;
  /**
   * embed.js as a classic script at its versioned, immutable path (the same in every brand's
   * folder), with the integrity a host page's `<script integrity>` names.
   */
  embed?: { version: string; path: string; integrity: string };
}

/** Size, gzip size (level 9, as a CDN would serve it) and an SRI sha384 hash of one file. */
export function describeFile(relativePath: string, content: Buffer): ManifestFile {
  return {
    path: relativePath,
    bytes: content.byteLength,
    gzipBytes: gzipSync(content, { level: 9 }).byteLength,
    integrity: `sha384-${createHash('sha384').update(content).digest('base64')}`,
  };
}
