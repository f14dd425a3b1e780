import type { EventTeam, Side } from '../../contract/protocol.ts';
import { Flag } from './Flag.tsx';

/**
 * A team's mark beside its name (the scoreboard's header, the finished stream's poster), 36 by 40 px
 * whatever it is, so the header does not move when a flag arrives: a national team's flag; a club's
 * shield in its own colours, halved, the first on the left; a shield in the brand's colour for the
 * side when our data has neither. Decorative: the name is always beside it.
 */
export function TeamMark({ side, team }: { side: Side; team: Pick<EventTeam, 'country' | 'colours'> }) {
  const { country, colours } = team;
  if (country) return <Flag country={country} width={36} margin="6.5px 0" />;
  const sideColour = `var(--cpp-palette-chart-${side})`;
  return (
    // A hairline edge (on both halves) keeps a white half a shield on a white page.
    <svg aria-hidden="true" viewBox="0 0 36 40" width="36" height="40" stroke="currentColor" strokeOpacity="0.35" strokeWidth="1.5">
      <path d="M18 1L34 6v13c0 10-7 16.5-16 20C9 35.5 2 29 2 19V6z" fill={colours?.primary ?? sideColour} />
      <path d="M18 1L34 6v13c0 10-7 16.5-16 20z" fill={colours?.secondary ?? sideColour} />
    </svg>
  );
}
