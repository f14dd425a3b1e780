import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { Side } from '../../../../contract/protocol.ts';
import type { BadgeTeam } from '../../../components/TeamMark.tsx';

// The mark is decorative and comes just after the first paint, into a box kept for it, so the
// header never moves (components/TeamMark.tsx).
const TeamMark = lazy(() => import('../../../components/TeamMark.tsx'));

/** A team's mark beside its name: flag, club colours or the brand's shield. The name is always beside it. */
export function TeamBadge({ side, team, size = 36 }: { side: Side; team: BadgeTeam; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      data-testid={`badge-${side}`}
      sx={{ width: size, height: (size * 10) / 9, flex: 'none', display: 'grid', placeItems: 'center' }}
    >
      <Suspense fallback={null}>
        <TeamMark side={side} team={team} size={size} />
      </Suspense>
    </Box>
  );
}
