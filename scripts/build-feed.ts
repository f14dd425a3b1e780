// `npm run build:feed`: the feed (server/src/main.ts and what it imports from server/ and contract/)
// as one plain JavaScript file, build/feed/main.js, for `node build/feed/main.js` (ADR 016).
import { build, type Plugin } from 'esbuild';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensureClip } from '../server/src/media/clip.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'build/feed');
const entry = path.join(root, 'server/src/main.ts');

/**
 * The feed reads its data (server/scenarios, server/data, locales/, server/.generated) relative to
 * each module's own folder, `import.meta.dirname`. In one bundle every module's folder would be
 * build/feed, so each module's `import.meta.dirname` is rewritten to its source folder, written
 * relative to the bundle: the built feed reads the same files as `npm run feed`, from any working
 * directory, as long as it sits at build/feed beside them (the Dockerfile keeps that layout).
 */
const sourceFolders: Plugin = {
  name: 'source-folders',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, 'utf8');
      if (source.includes('import.meta.filename') || source.includes('__dirname')) {
        return {
          errors: [
            {
              text: `${path.relative(root, file)}: use import.meta.dirname (the build rewrites it), not import.meta.filename or __dirname`,
            },
          ],
        };
      }
      if (!source.includes('import.meta.dirname')) return undefined;
      const folder = path.relative(outDir, path.dirname(file)).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [entry],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  // Packages come from node_modules at run time (`npm ci --omit=dev`), as under tsx: one copy of
  // each, resolved by Node as in development.
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [sourceFolders],
  logLevel: 'warning',
  metafile: true,
});
// The image installs only the production dependencies (`npm ci --omit=dev`): a package the feed
// imports from the development ones would be missing there, so the build stops on it.
const { dependencies = {} } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external));
const missing = [
  ...new Set(
    imported
      .map((entry) => entry.path)
      .filter((specifier) => !specifier.startsWith('node:'))
      .map(packageOf),
  ),
].filter((name) => !(name in dependencies));
if (missing.length > 0) {
  console.error(
    `build:feed: the feed imports ${missing.join(', ')}, not in package.json "dependencies": move it there (npm install ${missing.join(' ')})`,
  );
  process.exit(1);
}
const inputs = Object.keys(result.metafile.inputs).length;
const { size } = await stat(path.join(outDir, 'main.js'));
console.log(
  `build:feed: ${inputs} modules into build/feed/main.js (${Math.round(size / 1024)} KiB) in ${Math.round(performance.now() - started)} ms`,
);

// The demo stream's clip is drawn by ffmpeg, a development package: made here, the built feed
// serves it without one (the Dockerfile copies server/.generated into the image).
const clip = await ensureClip();
if (clip) console.log(`build:feed: the demo clip is ${path.relative(root, clip)}`);
else console.warn('build:feed: no ffmpeg for this platform (@ffmpeg-installer/linux-x64): the feed will refuse stream launches with 10400');
