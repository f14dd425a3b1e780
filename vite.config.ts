import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { flagFiles } from './scripts/vite/flag-files.ts';
import { localeParts } from './scripts/vite/locale-parts.ts';
import { brandHeadPlaceholder, checkFeatureFlags, injectBrandHead, renderBrandHead } from './scripts/bundles/brand-head.ts';
import { cspNoncePlaceholder } from './scripts/lib/content-security-policy.ts';
import { supportedLanguages } from './contract/languages.ts';

const root = import.meta.dirname;

/**
 * In dev the brand comes from BRAND (default DEFAULT) and the feature flags from FLAGS
 * (comma-joined, default none). Production builds leave the placeholder
 * alone: scripts/build-bundles.ts fills it once per brand after the one brand-neutral build.
 */
function devBrand(): Plugin {
  return {
    name: 'cpp-dev-brand',
    apply: 'serve',
    async transformIndexHtml(html) {
      // Only the widget's own page: test runners and Storybook serve HTML of their own.
      if (!html.includes(brandHeadPlaceholder)) return html;
      const brand = process.env.BRAND ?? 'DEFAULT';
      return injectBrandHead(
        html,
        await renderBrandHead(path.join(root, 'themes'), brand, {
          feedOrigin: process.env.FEED_ORIGIN,
          flags: checkFeatureFlags(process.env.FLAGS ?? ''),
        }),
      );
    },
  };
}

/**
 * react-router's package sends every bundler to its development build, whose only difference from
 * the production build beside it is a flag that keeps the developer warnings in: the production
 * build drops them, about 0.5 KB gzip of the first paint. Bundles only; dev and tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  const production = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return {
    name: 'cpp-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}

/**
 * `CPP_FACTS_FIRST=1` (set by scripts/bundles/build-bundles.ts unless `--no-facts-first`): the facts-first
 * script is an entry of its own, and every module it needs is in its chunk alone, which the app's
 * chunk imports rather than carrying the same code a second time (docs/adr/021-facts-first.md).
 * The page's head names the chunk before the app's, so it runs while the app downloads. Its
 * summary (src/facts-first/summary.ts) is a lazy chunk of its own, and Vite's preload helper is in
 * the script's chunk: without it there, the summary's chunk would import the app's chunk for it.
 */
const factsFirst = process.env.CPP_FACTS_FIRST === '1';

/**
 * With the facts first, the app's chunk is not what the first paint waits for: the script, its
 * strings and the feed's answers are. Its tag asks for it at low priority, so a slow line gives
 * them its bandwidth first and the browser does not hold the card's paint for the app's bytes
 * (docs/adr/021-facts-first.md). The chunk still downloads at once, beside them.
 */
function appChunkAfterFacts(): Plugin {
  return {
    name: 'cpp-app-chunk-after-facts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!factsFirst) return html;
        const marked = html.replace(
          /<script type="module" crossorigin src="([^"]*\/main-[\w-]+\.js)"/,
          '<script type="module" fetchpriority="low" crossorigin src="$1"',
        );
        if (marked === html) throw new Error("index.html: the app's entry script was not found");
        return marked;
      },
    },
  };
}

/**
 * Lazy chunks go by their hash alone (`assets/c-<hash>.js`): the app's chunk names each one in its
 * `import()` and its list of files to preload, and the descriptive names (`useRovingTabIndex-`,
 * `LiveStatsPage-`) cost about 390 B gzip of the first paint (docs/performance.md). The strings of a
 * language, the socket's code and the goal's player keep their names, which the browser tests read
 * (e2e/size.e2e.ts, e2e/shell.e2e.ts); none of them is named in the app's chunk.
 */
const namedChunks = new Set<string>([...supportedLanguages, 'live-socket', 'GoalAnimationPlayer']);

const factsFirstModules =
  /\/(src\/facts-first\/facts(-first)?|contract\/(event-id|languages|stage-groups|team-names|vocabulary|first-paint-parsers|brand-vocabulary|sub-rows)|src\/lib\/api\/(feed-origin|seeded-answers)|src\/lib\/i18n\/frame-strings|src\/rules\/(match-clock|match-goals|constants|feature-flags|tab-row-places))\.ts$|vite\/preload-helper\.js$/;

export default defineConfig({
  plugins: [react(), devBrand(), localeParts(), flagFiles(), reactRouterProduction(), appChunkAfterFacts()],
  server: { host: '127.0.0.1', port: Number(process.env.WIDGET_PORT ?? 4173) },
  preview: { host: '127.0.0.1', port: Number(process.env.WIDGET_PORT ?? 4173) },
  // Every script and stylesheet tag of index.html gets nonce="__CSP_NONCE__", and a
  // <meta property="csp-nonce"> carries it for Emotion and Vite's preloads: the server or CDN that
  // sends the page fills in a fresh nonce (docs/embedding.md, "Content Security Policy").
  html: { cspNonce: cspNoncePlaceholder },
  build: {
    target: 'es2022',
    // Every browser the widget targets preloads modules itself (Safari 17, Firefox 115, Chromium 66):
    // no polyfill on the first paint. An older browser loads the same chunks, only without the head start.
    // A lazy chunk's list of files to preload leaves out the chunk itself: its `import()` asks for
    // it at the same moment. Each list in the app's chunk is one file shorter (docs/performance.md).
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => deps.filter((dep) => dep !== file) },
    sourcemap: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      // embed.js keeps a stable name: operators link to it.
      input: {
        main: path.join(root, 'index.html'),
        embed: path.join(root, 'src/embed/embed.ts'),
        ...(factsFirst ? { 'facts-first': path.join(root, 'src/facts-first/facts-first.ts') } : {}),
      },
      preserveEntrySignatures: 'exports-only',
      // @emotion/react imports hoist-non-react-statics for its side effects only, for `withTheme`,
      // which nothing here uses; the package does not say it has none, so it would ship on the first paint.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/hoist-non-react-statics/') },
      // lottie-react's index imports every Lottie player; the ones with eval are parsed, warned
      // about, then dropped: the bundle ships only the light player, which has none.
      onLog(level, log, handler) {
        if (log.code === 'EVAL' && log.id?.includes('/node_modules/lottie-web/')) return;
        handler(level, log);
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: (chunk) => (namedChunks.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js'),
        // Everything the first paint imports statically goes into one chunk: one request, and one
        // gzip stream that compresses across React, MUI and our frame. Left alone, the bundler cuts
        // it into a dozen pieces shared with the lazy chunks, each compressed on its own
        // (docs/performance.md). embed.js, the operators' loader, keeps to itself.
        codeSplitting: {
          groups: [
            ...(factsFirst ? [{ name: 'facts-first', priority: 1, test: factsFirstModules }] : []),
            { name: 'frame', tags: ['$initial'], test: (id: string) => !id.includes('/src/embed/') },
          ],
        },
      },
    },
  },
});
