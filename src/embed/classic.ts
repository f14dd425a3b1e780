/**
 * embed.js as a classic script, for `<script src integrity crossorigin>` (an `import` takes no
 * integrity): the same code as the module, as `window.MatchCentre`. Built by
 * scripts/bundles/embed-script.ts into `embed/<version>/embed.js`.
 */
import { mountMatchCentre } from './embed.ts';
import { embedVersion } from './version.ts';

declare global {
  interface Window {
    MatchCentre?: { mount: typeof mountMatchCentre; version: string };
  }
}

window.MatchCentre = { mount: mountMatchCentre, version: embedVersion };
