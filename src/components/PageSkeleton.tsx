import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';
import { useTranslation } from '../lib/i18n/react.tsx';
import { useLiveScore, useMatchClock } from '../lib/realtime/use-live.ts';
import type { SideHeaderProps } from './SideHeader.tsx';
import { ContentColumn } from './ContentColumn.tsx';

/** What the frame knows of the match once its first answers are in: the names and the side header's scoreboard. */
export interface FrameFacts {
  homeName: string;
  awayName: string;
  scoreboard: SideHeaderProps['scoreboard'];
}

/**
 * Set by the frame (Shell.tsx) around its content: the facts once the match's teams are known,
 * `'unknown'` before (the card's place is kept, so nothing moves when they come), null outside a
 * match.
 */
export const FrameFactsContext = createContext<FrameFacts | 'unknown' | null>(null);

/**
 * A title bar and a body block of the height a page's first view takes, announced as loading:
 * what shows while a lazy chunk arrives, so nothing below moves when it does.
 */
export function SkeletonBlock({ minHeight = 124 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('common.loading')} sx={{ minHeight }}>
      <Box sx={(theme) => ({ height: 24, width: '40%', borderRadius: 1, bgcolor: (theme.vars ?? theme).palette.action.hover })} />
      <Box sx={(theme) => ({ mt: 2, height: minHeight - 40, borderRadius: 1, bgcolor: (theme.vars ?? theme).palette.action.hover })} />
    </Box>
  );
}

/**
 * A page's skeleton in the content column, while its section's chunk or first answers load. Once
 * the frame knows the match, it leads with the teams, the score and the clock in the card the
 * facts-first script drew into the page's own skeleton (the same classes of the brand's first-paint
 * stylesheet, scripts/tokens/format-css.ts): the fan keeps reading them while the page comes,
 * rather than a grey block in their place (docs/adr/021-facts-first.md).
 */
export function PageSkeleton() {
  const facts = useContext(FrameFactsContext);
  return (
    <ContentColumn>
      {facts === 'unknown' ? <Box className="cpp-sk-card" aria-hidden sx={{ mb: 2.5 }} /> : facts ? <FactsCard {...facts} /> : null}
      <SkeletonBlock />
    </ContentColumn>
  );
}

function FactsCard({ homeName, awayName, scoreboard }: FrameFacts) {
  return (
    <Box className="cpp-sk-card cpp-sk-facts" data-testid="skeleton-facts" sx={{ mb: 2.5 }}>
      <span className="cpp-sk-b">{homeName}</span>
      {scoreboard.kind === 'score' ? <ScoreAndClock {...scoreboard} /> : <span className="cpp-sk-mid" />}
      <span className="cpp-sk-b">{awayName}</span>
    </Box>
  );
}

function ScoreAndClock({ eventId, initialScore, status }: Extract<FrameFacts['scoreboard'], { kind: 'score' }>) {
  const score = useLiveScore(eventId, initialScore);
  const clock = useMatchClock(status);
  return (
    <span className="cpp-sk-mid">
      <span className="cpp-sk-score">{`${score.home} - ${score.away}`}</span>
      <br />
      <span className="cpp-sk-b">{clock.text}</span>
    </span>
  );
}
