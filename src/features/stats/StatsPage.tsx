import { pageAt, type PagePath } from '../../../contract/pages.ts';
import { SectionScreen } from '../../components/SectionScreen.tsx';
import { liveStatsPages, type LiveStatsPage } from './model/live-stat-rows.ts';
import { LiveStatsScreen } from './screens/LiveStatsScreen.tsx';
import { MomentumScreen } from './screens/MomentumScreen.tsx';
import { XgScreen } from './screens/XgScreen.tsx';

const liveStatsPrefix = '/stats/live-stats/';

/**
 * The stats section, one lazily loaded chunk (src/app/screens.ts): the screen of each page of the
 * section. A section root is redirected by the shell before it renders here.
 */
export default function StatsPage({ path }: { path: PagePath }) {
  const titleKey = pageAt(path)?.titleKey ?? 'empty.noResult';
  if (path.startsWith(liveStatsPrefix)) {
    const sub = path.slice(liveStatsPrefix.length);
    if (sub === 'momentum') return <MomentumScreen titleKey={titleKey} />;
    if (sub === 'xg') return <XgScreen titleKey={titleKey} />;
    if (liveStatsPages.includes(sub as LiveStatsPage)) return <LiveStatsScreen key={sub} page={sub as LiveStatsPage} titleKey={titleKey} />;
  }
  return <SectionScreen titleKey={titleKey} />;
}
