import { factsFirst } from './facts.ts';

// The facts first (docs/adr/021-facts-first.md): the script every bundle's head names, an entry of
// the app's build whose chunk the app's chunk imports (vite.config.ts); what it does is in facts.ts.

// A failure here costs the fan only the head start: the app asks and draws as it always has.
factsFirst().catch(() => undefined);
