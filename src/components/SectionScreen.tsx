import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/i18n/react.tsx';
import { ContentColumn } from './ContentColumn.tsx';
import { useAvailability } from '../api/availability.ts';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { EmptyState } from './EmptyState.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';

/**
 * A declared route whose screen has no data source yet: its title and the spec's
 * "no result found" empty state, so a deep link never lands on a blank iframe.
 */
export function SectionScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { eventId, lang } = useWidgetQuery();
  const availability = useAvailability(eventId, lang);
  // "No result found" only once the feed has answered: while a slow feed is still on its way the
  // fan sees the page's skeleton, of the same size, not a verdict.
  if (eventId && availability.isPending) return <PageSkeleton />;
  return (
    <ContentColumn>
      <Typography variant="h4" component="h1">
        {t(titleKey)}
      </Typography>
      <EmptyState title={t('common.noResult')} />
    </ContentColumn>
  );
}
