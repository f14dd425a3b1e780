import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { EventTeam, Side } from '../../contract/protocol.ts';

// Flags come with the first national team shown (Flag.tsx), not with every match.
const Flag = lazy(() => import('./Flag.tsx'));

export type BadgeTeam = Pick<EventTeam, 'code' | 'country' | 'colours'>;

/**
 * A team's mark: a national team's flag; a club's shield in its own colours where our data records
 * them; otherwise a shield in the brand's colour for that side with the team's code. It fills the
 * box its caller reserves (36 by 40 at the default size).
 */
export default function TeamMark({ side, team, size = 36 }: { side: Side; team: BadgeTeam; size?: number }) {
  if (team.country) {
    return (
      <Suspense fallback={null}>
        <Flag country={team.country} width={size} />
      </Suspense>
    );
  }
  const { colours } = team;
  return (
    <Box component="svg" viewBox="0 0 36 40" sx={{ width: size, height: (size * 10) / 9 }}>
      {colours ? (
        // The club's colours in halves, the first on the left; a hairline edge keeps a white half
        // a shield on a white page.
        <g data-colours={`${colours.primary} ${colours.secondary}`}>
          <path d={shield} fill={colours.primary} />
          <path d={rightHalf} fill={colours.secondary} />
        </g>
      ) : (
        <Box component="path" d={shield} fill="currentColor" sx={{ color: `chart.${side}` }} />
      )}
      {colours ? (
        <path d={shield} fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="1.5" />
      ) : (
        <Box
          component="text"
          x="18"
          y="24"
          textAnchor="middle"
          fill="currentColor"
          sx={{ color: side === 'home' ? 'chart.onHome' : 'chart.onAway', fontSize: 11, fontWeight: 700 }}
        >
          {team.code.slice(0, 3)}
        </Box>
      )}
    </Box>
  );
}

const shield = 'M18 1L34 6v13c0 10-7 16.5-16 20C9 35.5 2 29 2 19V6z';
const rightHalf = 'M18 1L34 6v13c0 10-7 16.5-16 20z';
