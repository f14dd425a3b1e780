import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { TitledColumn } from '../../../components/TitledColumn.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonBlock } from '../../../components/PageSkeleton.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';

interface StatsFrameProps {
  titleKey: string;
  /** The answer is on its way: a skeleton of the page's size, not a verdict. */
  pending: boolean;
  /** The feed failed or has nothing: the spec's empty state. */
  empty: boolean;
  emptyTitle?: string;
  emptyDetail?: string;
  /** The sources of what the page shows, in its one credits line under the content (model/credits.ts). */
  credits?: readonly string[];
  children?: ReactNode;
}

const noCredits: readonly string[] = [];

/** A stats page: its title, then a skeleton, an honest empty state or the content with its credits line. */
export function StatsFrame({ titleKey, pending, empty, emptyTitle, emptyDetail, credits = noCredits, children }: StatsFrameProps) {
  const { t } = useTranslation();
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
