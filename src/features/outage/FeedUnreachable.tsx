import { ContentColumn } from '../../components/ContentColumn.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useTranslation } from '../../lib/i18n/react.tsx';

/**
 * The feed could not be reached for the match's first answer (a network failure, a 5xx, an answer
 * that is not the feed's): said as it is, never "No result found", which would read as a missing
 * match. The widget keeps trying: the socket reconnects on its schedule and, once it opens, the
 * match is asked for again (LiveFeedProvider's onReconnect). Loaded only then, with the sections'
 * strings, so the first paint carries none of it.
 */
export default function FeedUnreachable() {
  const { t } = useTranslation();
  return (
    <ContentColumn>
      <EmptyState title={t('empty.feedUnreachable')} />
    </ContentColumn>
  );
}
