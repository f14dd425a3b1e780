import { lazy, type ComponentType } from 'react';
import ScoreboardPage from '../features/scoreboard/ScoreboardPage.tsx';
import type { PagePath, Section } from '../../contract/pages.ts';
import { withSectionStrings } from '../lib/i18n/i18n.ts';

/** A section's screens: one component that renders the page at `path`. */
export type SectionScreens = ComponentType<{ path: PagePath }>;

// The scoreboard is the page most fans open and the one the first-paint budget is set for: it is
// part of the frame's chunk, one gzip stream with React and MUI (1.2 KB less than a chunk of its
// own). Stats and info are chunks of their own, loaded with their first page.
const sectionLoaders = {
  stats: () => import('../features/stats/StatsPage.tsx'),
  info: () => import('../features/info/InfoPage.tsx'),
};

const scoreboard: SectionScreens = ScoreboardPage;
// Stats and info read the sections' strings (string-parts.ts): they arrive with the screen.
const stats: SectionScreens = lazy(withSectionStrings(sectionLoaders.stats));
const info: SectionScreens = lazy(withSectionStrings(sectionLoaders.info));

/**
 * Starts loading the chunk of the section a path belongs to, so it downloads while the language
 * loads rather than after the first render (the module cache makes the later import free).
 * The scoreboard, and the home route that leads to it, are in the frame's chunk already.
 */
export function preloadSectionOf(pathname: string): void {
  const section = pathname.split('/')[1] ?? '';
  if (section in sectionLoaders) void sectionLoaders[section as keyof typeof sectionLoaders]().catch(() => undefined);
}

/**
 * The screen of each section of the catalogue (contract/pages.ts): every page renders its section's.
 * The mapped type makes a new section without a screen a type error. `home` is the home route's
 * own rule; `watch` pages render nothing in the outlet: their views are overlays the shell keeps
 * mounted (WatchLayer, ADR 008).
 */
export const screens: { readonly [S in Section]: SectionScreens | 'home' | 'watch' } = {
  home: 'home',
  scoreboard,
  watch: 'watch',
  stats,
  info,
};
