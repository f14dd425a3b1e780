// `npx tsx scripts/bench/chunk-modules.ts [OUTDIR]`: the app's production build (into a temporary
// folder unless OUTDIR is named) with every chunk's bytes and gzip -9 bytes, then the modules of the
// app's chunk (of every chunk with ALL=1), largest first by their own code gzipped alone (TOP=n of
// them, 400 unless told). A module's own figure overstates what leaving it out saves from the one
// compressed chunk: build again without it and compare the chunk. CPP_FACTS_FIRST=1 builds as
// `npm run build` does (vite.config.ts). Prints figures; asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { gzipBytes } from './first-paint.ts';

const root = path.resolve(import.meta.dirname, '../..');
const named = process.argv[2];
const outDir = named ?? (await mkdtemp(path.join(os.tmpdir(), 'cpp-chunks-')));
const top = Number(process.env.TOP ?? 400);

const report: Plugin = {
  name: 'cpp-chunk-modules',
  // The chunks as written: before this hook, the app's chunk lacks Vite's list of each lazy chunk's
  // files to preload (`__vite__mapDeps`): about 630 B gzip of what the page is sent today.
  writeBundle(_options, bundle) {
    for (const [file, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk') continue;
      console.log(`${file}  ${chunk.code.length} B, ${gzipBytes(chunk.code)} B gzip, imports ${chunk.imports.join(', ') || 'nothing'}`);
      if (!/^assets\/main-/.test(file) && !process.env.ALL) continue;
      const modules = Object.entries(chunk.modules)
        .map(([id, module]) => ({
          id: path.relative(root, id),
          bytes: module.renderedLength,
          gzip: module.code ? gzipBytes(module.code) : 0,
        }))
        .sort((a, b) => b.gzip - a.gzip);
      for (const { id, bytes, gzip } of modules.slice(0, top))
        console.log(`  ${String(gzip).padStart(6)} ${String(bytes).padStart(7)}  ${id}`);
    }
  },
};

// A bundle is a production build (scripts/bundles/build-bundles.ts sets the same).
process.env.NODE_ENV = 'production';
try {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [report],
    build: { outDir, emptyOutDir: true },
  });
} finally {
  if (!named) await rm(outDir, { recursive: true, force: true });
}
