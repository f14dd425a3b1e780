import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentColumn } from './ContentColumn.tsx';
import { EmptyState } from './EmptyState.tsx';

/**
 * A declared route whose screen has no data source yet: its title and the spec's
 * "no result found" empty state, so a deep link never lands on a blank iframe.
 */
export function SectionScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <ContentColumn>
      <Typography variant="h4" component="h1">
        {t(titleKey)}
      </Typography>
      <EmptyState title={t('empty.noResult')} />
    </ContentColumn>
  );
}
