import type { ReactNode } from 'react';
import { pageAt, type PagePath } from '../../../contract/pages.ts';
import { FixturesScreen } from './components/FixturesScreen.tsx';
import { FormationScreen } from './components/FormationScreen.tsx';
import { FormScreen } from './components/FormScreen.tsx';
import { H2hScreen } from './components/H2hScreen.tsx';
import { InfoScreen } from './components/InfoScreen.tsx';
import { LineupsScreen } from './components/LineupsScreen.tsx';
import { MatchTextScreen } from './components/MatchTextScreen.tsx';
import { TableScreen } from './components/TableScreen.tsx';
import { TeamPalette } from '../../components/TeamPalette.tsx';

/** The screen of each info page; `/info` and `/info/teams` redirect to their first tab (the shell's rule). */
const screens: Partial<Record<PagePath, () => ReactNode>> = {
  '/info/teams/lineups': () => <LineupsScreen />,
  '/info/teams/formation': () => <FormationScreen />,
  '/info/form': () => <FormScreen />,
  '/info/h2h': () => <H2hScreen />,
  '/info/preview': () => <MatchTextScreen kind="preview" />,
  '/info/insights': () => <MatchTextScreen kind="insights" />,
  '/info/table': () => <TableScreen />,
  '/info/fixtures': () => <FixturesScreen />,
};

/** The info section, one lazily loaded chunk (src/app/screens.ts). */
export default function InfoPage({ path }: { path: PagePath }) {
  return (
    <TeamPalette>
      <ScreenAt path={path} />
    </TeamPalette>
  );
}

/** The screen of one page of the section. */
function ScreenAt({ path }: { path: PagePath }) {
  const screen = screens[path] ?? screens['/info/teams/lineups']!;
  return <InfoScreen titleKey={pageAt(path)?.titleKey ?? 'nav.info'}>{screen()}</InfoScreen>;
}
