import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** flag-icons' 4:3 SVGs, one per ISO 3166 code in lower case (`ar.svg`, `gb-eng.svg`). */
export const flagSourceDir = path.resolve(import.meta.dirname, '../../node_modules/flag-icons/flags/4x3');

/**
 * National teams' flags as files of the bundle, `flags/<code>.svg`: an image the browser fetches for
 * the teams on screen, with no JavaScript to find it (the widget builds the path from the team's
 * `country`). The dev server serves the same path from the package.
 */
export function flagFiles(): Plugin {
  return {
    name: 'cpp-flag-files',
    async generateBundle() {
      for (const file of await readdir(flagSourceDir)) {
        if (!file.endsWith('.svg')) continue;
        this.emitFile({ type: 'asset', fileName: `flags/${file}`, source: await readFile(path.join(flagSourceDir, file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use('/flags/', (request, response, next) => {
        const name = path.basename(decodeURIComponent((request.url ?? '').split('?')[0] ?? ''));
        if (!/^[a-z0-9-]+\.svg$/.test(name)) return next();
        readFile(path.join(flagSourceDir, name)).then(
          (svg) => {
            response.setHeader('content-type', 'image/svg+xml');
            response.end(svg);
          },
          () => next(),
        );
      });
    },
  };
}
