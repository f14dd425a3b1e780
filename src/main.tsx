import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadSectionOf } from './app/screens.ts';
import { installConsoleFilter } from './lib/console-filter.ts';
import { readFeedOrigin, socketBaseOf } from './lib/api/feed-origin.ts';
import { afterFactsDrawn } from './lib/api/facts-drawn.ts';
import { readFeatureFlags } from './rules/feature-flags.ts';
import { createI18n } from './lib/i18n/i18n.ts';
import { resolveLanguage } from '../contract/languages.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createBrandTheme } from './theme/create-brand-theme.ts';
import { readBrandFromDocument } from './theme/read-brand.ts';

async function start(container: HTMLElement) {
  const brand = readBrandFromDocument(document);
  const language = resolveLanguage(new URLSearchParams(location.search).get('lang'));
  // The small script's card is painted first (docs/adr/021-facts-first.md); the page's chunks are
  // asked for after it, so that on a fast line they are not among what its paint waits for. The
  // app's first work comes in three tasks, each short on a slow phone: the brand's theme (MUI's
  // CSS variables), then the page's first number formatter (the browser's locale data, some 50 ms
  // at a quarter of a laptop's speed) with the React root, then the first render, which React slices.
  const drawn = afterFactsDrawn().then(() => {
    // The path inside the bundle's base (Vite's BASE_URL ends with a slash).
    preloadSectionOf(location.pathname.slice(import.meta.env.BASE_URL.length - 1));
    return createBrandTheme(brand);
  });
  const i18n = await createI18n(language, { strings: 'first-paint' });
  const theme = await drawn;
  await new Promise((resolve) => setTimeout(() => resolve(Intl.NumberFormat(language))));
  const origin = readFeedOrigin();
  const feed = { origin, socketBase: socketBaseOf(origin) };
  const root = createRoot(container);
  // A transition render is concurrent: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole first render (total blocking time on a slow phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        {/* The page's nonce on every style element Emotion adds: a strict Content-Security-Policy
            applies no inline style without it (docs/embedding.md). */}
        <CacheProvider value={createCache({ key: 'css', nonce: document.querySelector<HTMLElement>('[nonce]')?.nonce })}>
          <App theme={theme} i18n={i18n} queryClient={createQueryClient()} feed={feed} flags={readFeatureFlags()} />
        </CacheProvider>
      </StrictMode>,
    );
  });
}

installConsoleFilter();
const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => {
    // A bundle without its brand or locale is a packaging error: say so in the page, as text.
    console.error(error);
    container.textContent = error instanceof Error ? error.message : String(error);
  });
}
