import Box from '@mui/material/Box';
import { useTranslation } from '../lib/i18n/react.tsx';
import { ContentColumn } from './ContentColumn.tsx';

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

/** A page's skeleton in the content column, while its section's chunk loads. */
export function PageSkeleton() {
  return (
    <ContentColumn>
      <SkeletonBlock />
    </ContentColumn>
  );
}
