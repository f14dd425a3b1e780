import { pageAt, type PagePath } from '../../../contract/pages.ts';
import { SectionScreen } from '../../components/SectionScreen.tsx';
import { liveStatsPages, type LiveStatsPage } from './model/live-stat-rows.ts';
import { seasonPages, type SeasonPage } from './model/season-averages.ts';
import { LiveStatsScreen } from './screens/LiveStatsScreen.tsx';
import { MomentumScreen } from './screens/MomentumScreen.tsx';
import { OptaPointsScreen } from './screens/OptaPointsScreen.tsx';
import { PlayerAssistantScreen } from './screens/PlayerAssistantScreen.tsx';
import { PlayerStatsScreen } from './screens/PlayerStatsScreen.tsx';
import { SeasonAvgScreen } from './screens/SeasonAvgScreen.tsx';
import { TeamAssistantScreen } from './screens/TeamAssistantScreen.tsx';
import { TopScorersScreen } from './screens/TopScorersScreen.tsx';
import { XgScreen } from './screens/XgScreen.tsx';
import { TeamPalette } from '../../components/TeamPalette.tsx';

const liveStatsPrefix = '/stats/live-stats/';
const seasonAvgPrefix = '/stats/season-avg/';

/**
 * The stats section, one lazily loaded chunk (src/app/screens.ts): the screen of each page of the
 * section. Section roots are redirected by the shell before they render here.
 */
export default function StatsPage({ path }: { path: PagePath }) {
  return (
    <TeamPalette>
      <ScreenAt path={path} />
    </TeamPalette>
  );
}

/** The screen of one page of the section. */
function ScreenAt({ path }: { path: PagePath }) {
  const titleKey = pageAt(path)?.titleKey ?? 'empty.noResult';
  if (path.startsWith(liveStatsPrefix)) {
    const sub = path.slice(liveStatsPrefix.length);
    if (sub === 'momentum') return <MomentumScreen titleKey={titleKey} />;
    if (sub === 'xg') return <XgScreen titleKey={titleKey} />;
    if (liveStatsPages.includes(sub as LiveStatsPage)) return <LiveStatsScreen key={sub} page={sub as LiveStatsPage} titleKey={titleKey} />;
  }
  if (path.startsWith(seasonAvgPrefix)) {
    const sub = path.slice(seasonAvgPrefix.length);
    if (seasonPages.includes(sub as SeasonPage)) return <SeasonAvgScreen key={sub} page={sub as SeasonPage} titleKey={titleKey} />;
  }
  switch (path) {
    case '/stats/opta-points':
      return <OptaPointsScreen titleKey={titleKey} />;
    case '/stats/top-scorers':
      return <TopScorersScreen titleKey={titleKey} />;
    case '/stats/player-stats':
      return <PlayerStatsScreen titleKey={titleKey} />;
    case '/stats/assistant':
      return <PlayerAssistantScreen titleKey={titleKey} />;
    case '/stats/team-assistant':
      return <TeamAssistantScreen titleKey={titleKey} />;
    default:
      return <SectionScreen titleKey={titleKey} />;
  }
}
