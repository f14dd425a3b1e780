import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { TitledColumn } from '../../../components/TitledColumn.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonBlock } from '../../../components/PageSkeleton.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { FeedError } from '../../../lib/api/client.ts';

interface InfoScreenProps {
  titleKey: string;
  children: ReactNode;
}

/** An info page: its title and its body in the content column. */
export function InfoScreen({ titleKey, children }: InfoScreenProps) {
  const { t } = useTranslation();
  return <TitledColumn title={t(titleKey)}>{children}</TitledColumn>;
}

/**
 * The states of one answer: a skeleton while it comes, an honest error with a retry when it does
 * not, the screen's own empty state when it has nothing, and the body when it has.
 */
export function AnswerStates<T>({
  answer,
  isEmpty,
  emptyTitle,
  emptyDetail,
  children,
}: {
  answer: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'fetchStatus'>;
  isEmpty?: (data: T) => boolean;
  emptyTitle: string;
  emptyDetail?: string;
  children: (data: T) => ReactNode;
}) {
  // A 404 is the feed saying it has no such data for this match: the empty state, not an error.
  const { t } = useTranslation();
  if (answer.data !== undefined) {
    if (isEmpty?.(answer.data)) return <EmptyState title={emptyTitle} {...(emptyDetail ? { detail: emptyDetail } : {})} />;
    return <>{children(answer.data)}</>;
  }
  // No match to ask about (no event id): nothing will come.
  if (answer.fetchStatus === 'idle' && answer.isPending) return <EmptyState title={t('empty.noResult')} />;
  if (answer.isError && answer.error instanceof FeedError && answer.error.status === 404) return <EmptyState title={emptyTitle} />;
  if (answer.isError) {
    return (
      <Box sx={{ textAlign: 'center' }}>
        <EmptyState title={t('common.error')} />
        <PlainButton onClick={() => void answer.refetch()}>{t('common.retry')}</PlainButton>
      </Box>
    );
  }
  return <SkeletonBlock minHeight={240} />;
}
