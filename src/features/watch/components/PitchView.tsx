import Box from '@mui/material/Box';
import { memo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAvailability } from '../../../api/availability.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { contentMaxWidthPx } from '../../../rules/constants.ts';
import { Tracker } from '../tracker/Tracker.tsx';
import { useBallPath, useTrackerSlice, type Tracked } from '../tracker/use-ball-path.ts';
import MatchCredits from '../../../components/MatchCredits.tsx';
import { PitchDetails } from './PitchDetails.tsx';
import type { OverlayView } from './PitchPanels.tsx';
import { usePitchView } from './use-pitch-view.ts';

type PitchTab = 'live' | 'details';

const hasBall = (tracked: Tracked) => tracked.state.ball !== null;

/**
 * The pitch view (SPEC sections 2 and 9): the live tracker first, and one tap away the
 * details (the shot map, the match's counts, the legend and the overlays). It is an overlay of the
 * shell (ADR 008): kept while the fan looks at other pages, so the tracker keeps the ball's path it
 * has seen, and polled only while seen. Memoised: the shell renders on each status the feed sends
 * (every few seconds of a fast replay), and the view renders only when its own answers change.
 */
export const PitchView = memo(function PitchView({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PitchTab>('live');
  const [overlay, setOverlay] = useState<OverlayView | null>(null);
  // The ball's messages render the tracker's parts that read them, not this view: it reads only whether the ball is known.
  const tracker = useBallPath();
  const ballKnown = useTrackerSlice(tracker, hasBall);
  // The feed says whether the match has event data (the shell's own availability answer); a ball step proves it too.
  const { eventId, lang } = useWidgetQuery();
  const hasEventData = useAvailability(eventId, lang).data?.features.eventData !== false || ballKnown;
  const details = tab === 'details' && hasEventData;
  const answers = usePitchView({ visible, detailsOpen: details, playersOpen: details && overlay === 'playerStats' });
  const { view, teams } = answers;

  return (
    <Box
      data-testid="pitch-view"
      hidden={!visible}
      sx={{
        display: visible ? 'block' : 'none',
        width: '100%',
        maxWidth: contentMaxWidthPx,
        mx: 'auto',
        // The tracker's pitch spans the content width, edge to edge; its texts keep their own margins.
        px: details ? 1.5 : 0,
        py: 1,
        boxSizing: 'border-box',
      }}
    >
      {view.isError ? (
        <EmptyState title={t('empty.noResult')} />
      ) : (
        <>
          {/* Without event data the details would be an empty shot map, counts of nothing and a legend of marks never drawn. */}
          {hasEventData ? (
            <ChoiceToggle
              look="segmented"
              label={t('nav.pitchView')}
              spaceBelow={1}
              choices={[
                { value: 'live', label: t('areas.live') },
                { value: 'details', label: t('pitch.tracker.details') },
              ]}
              value={tab}
              onChange={setTab}
            />
          ) : null}
          {!details ? (
            <Tracker tracker={tracker} home={teams.home} away={teams.away} hasEventData={hasEventData} />
          ) : (
            <PitchDetails answers={answers} overlay={overlay} setOverlay={setOverlay} />
          )}
        </>
      )}
      {/* Without event data the strip's goals and cards are the match record's: its sources, as the scoreboard names them. */}
      {hasEventData || !eventId ? <CreditsLine provider={view.data?.credit} /> : <MatchCredits eventId={eventId} lang={lang} />}
    </Box>
  );
});
