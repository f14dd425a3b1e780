import { pageAt, type PagePath } from '../../../contract/pages.ts';
import { SectionScreen } from '../../components/SectionScreen.tsx';

/**
 * The stats section, one lazily loaded chunk (src/app/screens.ts). Each page of the section that
 * has no screen of its own yet shows its title and the spec's "no result found" state.
 */
export default function StatsPage({ path }: { path: PagePath }) {
  return <SectionScreen titleKey={pageAt(path)?.titleKey ?? 'empty.noResult'} />;
}
