import { factsFirst } from './facts.ts';

// The facts first (docs/adr/021-facts-first.md): the script a bundle's head names, built on its
// own by scripts/bundles/facts-first-script.ts; what it does is in facts.ts.

// A failure here costs the fan only the head start: the app asks and draws as it always has.
factsFirst().catch(() => undefined);
