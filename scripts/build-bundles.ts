import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkFeatureFlags } from './bundles/brand-head.ts';
import { buildBundles } from './bundles/build-bundles.ts';
import { removeBundles } from './bundles/stale-bundles.ts';
import { TokenBuildError } from './tokens/build.ts';

const usage =
  'usage: npm run build -- --brand NAME [--base /path/] [--flags customLayout,headerlessMode] [--no-facts-first]   |   npm run build:brands [-- --base /path/ --flags …]';

const root = path.resolve(import.meta.dirname, '..');
let args;
try {
  args = parseArgs({
    options: {
      brand: { type: 'string', multiple: true },
      all: { type: 'boolean' },
      base: { type: 'string' },
      flags: { type: 'string' },
      'no-facts-first': { type: 'boolean' },
    },
  }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!args.all && !args.brand?.length) {
  console.error(`Name a brand (file name in tokens/brands/ without .json), or build them all.\n${usage}`);
  process.exit(2);
}
const base = args.base ?? '/';
if (!base.startsWith('/') || !base.endsWith('/')) {
  console.error(`--base must start and end with "/", got ${JSON.stringify(base)}`);
  process.exit(2);
}

let flags;
try {
  flags = checkFeatureFlags(args.flags ?? '');
} catch (error) {
  console.error(`--flags: ${(error as Error).message}`);
  process.exit(2);
}

const started = performance.now();
try {
  const manifest = await buildBundles({
    root,
    tokensDir: path.join(root, 'tokens'),
    themesDir: path.join(root, 'themes'),
    outDir: path.join(root, 'dist'),
    brands: args.all ? undefined : args.brand,
    base,
    flags,
    factsFirst: !args['no-facts-first'],
    onProgress: (line) => console.log(line),
  });
  const count = args.all ? Object.keys(manifest.brands).length : args.brand!.length;
  console.log(`built ${count} brand bundle(s) into dist/ in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(error instanceof TokenBuildError ? error.message : `build failed: ${(error as Error).message}`);
  // No bundle of an earlier build stays behind to be taken for this one (`--all` emptied dist/ first).
  if (!args.all) {
    const removed = await removeBundles(path.join(root, 'dist'), args.brand!);
    if (removed.length > 0) console.error(`removed the previous bundle of ${removed.join(', ')} from dist/`);
  }
  process.exit(1);
}
