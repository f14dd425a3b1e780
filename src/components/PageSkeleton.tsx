import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ContentColumn } from './ContentColumn.tsx';

/**
 * What a page shows while its section's chunk loads: the content column with a title bar and a
 * body block of the height the page's first view takes, so nothing below moves when it arrives.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <ContentColumn>
      <Box role="status" aria-busy="true" aria-label={t('common.loading')} sx={{ minHeight: 124 }}>
        <Box sx={(theme) => ({ height: 24, width: '40%', borderRadius: 1, bgcolor: (theme.vars ?? theme).palette.action.hover })} />
        <Box sx={(theme) => ({ mt: 2, height: 84, borderRadius: 1, bgcolor: (theme.vars ?? theme).palette.action.hover })} />
      </Box>
    </ContentColumn>
  );
}
