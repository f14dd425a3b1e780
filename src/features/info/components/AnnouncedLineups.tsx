import type { ReactNode } from 'react';
import type { output } from 'zod/v4/core';
import type { lineupsAnswerSchema } from '../../../../contract/match-data.ts';
import type { Incident } from '../../../../contract/protocol.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useIncidents } from '../../../api/incidents.ts';
import { useLineups } from '../api/lineups.ts';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits } from '../../../components/source-credits.ts';
import { AnswerStates } from './InfoScreen.tsx';
import { useMatchContext } from './use-match-context.ts';

/**
 * The line-ups with the incidents so far (substitutions, cards, goals), both asked again while the
 * match is live; "not announced" until the feed has the line-ups. The line-ups and formation
 * screens draw from this, and under them the credits line names where the line-ups come from
 * (StatsBomb for its matches, the match report and openfootball for the others).
 */
export function AnnouncedLineups({
  children,
}: {
  children: (lineups: output<typeof lineupsAnswerSchema>, incidents: readonly Incident[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const match = useMatchContext();
  const lineups = useLineups(match.eventId, match.lang, { pollMs: match.pollMs });
  const incidents = useIncidents(match.eventId, match.lang, { pollMs: match.pollMs });
  const incidentList = incidents.data?.incidents ?? [];
  return (
    <AnswerStates
      answer={lineups}
      isEmpty={(data) => !data.announced}
      emptyTitle={t('empty.noResult')}
      emptyDetail={t('info.notAnnounced')}
    >
      {(data) => (
        <>
          {children(data, incidentList)}
          <CreditsLine parts={sourceCredits(data.sources, data.credit, t, match.lang)} />
        </>
      )}
    </AnswerStates>
  );
}
