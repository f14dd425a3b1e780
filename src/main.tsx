import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installConsoleFilter } from './lib/console-filter.ts';
import { readFeedOrigin, socketBaseOf } from './lib/api/feed-origin.ts';
import { readFeatureFlags } from './lib/flags/feature-flags-context.tsx';
import { createI18n } from './lib/i18n/i18n.ts';
import { resolveLanguage } from '../contract/languages.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createBrandTheme } from './theme/create-brand-theme.ts';
import { readBrandFromDocument } from './theme/read-brand.ts';

async function start(container: HTMLElement) {
  const brand = readBrandFromDocument(document);
  const language = resolveLanguage(new URLSearchParams(window.location.search).get('lang'));
  const i18n = await createI18n(language);
  const origin = readFeedOrigin();
  const feed = { origin, socketBase: socketBaseOf(origin) };
  createRoot(container).render(
    <StrictMode>
      <App theme={createBrandTheme(brand)} i18n={i18n} queryClient={createQueryClient()} feed={feed} flags={readFeatureFlags()} />
    </StrictMode>,
  );
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
