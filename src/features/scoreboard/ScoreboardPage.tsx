import { lazy, Suspense } from 'react';
import type { PagePath } from '../../../contract/pages.ts';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { ScoreboardScreen } from './components/ScoreboardScreen.tsx';
import { withSectionStrings } from '../../lib/i18n/i18n.ts';

// The scoreboard is the first paint of the widget and sits in this chunk; its two sub-pages (and
// zod, which parses their answers) load only when a fan opens them.
// Both read the sections' strings (string-parts.ts), which come with them.
const ScorersScreen = lazy(withSectionStrings(() => import('./components/ScorersScreen.tsx')));
const CommentaryScreen = lazy(withSectionStrings(() => import('./components/CommentaryScreen.tsx')));

/** The scoreboard section, one lazily loaded chunk (src/app/screens.ts). */
export default function ScoreboardPage({ path }: { path: PagePath }) {
  if (path === '/scoreboard/scorers' || path === '/scoreboard/commentary') {
    return <Suspense fallback={<PageSkeleton />}>{path === '/scoreboard/scorers' ? <ScorersScreen /> : <CommentaryScreen />}</Suspense>;
  }
  return <ScoreboardScreen />;
}
