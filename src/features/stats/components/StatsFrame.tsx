import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { TitledColumn } from '../../../components/TitledColumn.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonBlock } from '../../../components/PageSkeleton.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { answerCredits } from '../model/credits.ts';

/** The one match-data answer a page shows (`/live_stats`, `/player_stats`, …), as its query holds it. */
export interface FramedAnswer {
  /** No answer yet: true too while the query waits for an event id, which `eventId` tells apart. */
  isPending: boolean;
  data?: { credit?: string | undefined } | undefined;
}

interface FrameProps {
  titleKey: string;
  /** The feed failed or has nothing: the spec's empty state. */
  empty: boolean;
  emptyTitle?: string;
  emptyDetail?: string;
  children?: ReactNode;
}

type StatsFrameProps = FrameProps &
  (
    | {
        /** The answer is on its way: a skeleton of the page's size, not a verdict. */
        pending: boolean;
        /** The sources of what the page shows, in its one credits line under the content (model/credits.ts). */
        credits?: readonly string[];
        answer?: never;
        eventId?: never;
      }
    | {
        /**
         * A page of one answer: pending while the answer asked for `eventId` is on its way (a page
         * with no event asks nothing, so it is empty, not pending), credited by the answer's provider.
         */
        answer: FramedAnswer;
        eventId: string | undefined;
        pending?: never;
        credits?: never;
      }
  );

const noCredits: readonly string[] = [];

/** A stats page: its title, then a skeleton, an honest empty state or the content with its credits line. */
export function StatsFrame(props: StatsFrameProps) {
  const { titleKey, empty, emptyTitle, emptyDetail, children } = props;
  const { t } = useTranslation();
  const pending = props.answer ? props.answer.isPending && Boolean(props.eventId) : props.pending;
  const credits = props.answer ? answerCredits({ credit: props.answer.data?.credit }, t) : (props.credits ?? noCredits);
  return (
    <TitledColumn title={t(titleKey)}>
      {pending ? (
        <SkeletonBlock minHeight={320} />
      ) : empty ? (
        <EmptyState title={emptyTitle ?? t('empty.noResult')} detail={emptyDetail} />
      ) : (
        <>
          {children}
          <CreditsLine parts={credits} />
        </>
      )}
    </TitledColumn>
  );
}
