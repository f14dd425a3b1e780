import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentProps } from 'react';
import { TabRowPlaceholder } from '../components/TabRowPlaceholder.tsx';
import { contentMaxWidthPx } from '../rules/constants.ts';
import { withSectionStrings } from '../lib/i18n/i18n.ts';
import { useTranslation } from '../lib/i18n/react.tsx';
import type { TabRow as TabRowContent, TabRows } from '../rules/tab-rows.ts';

// MUI's tabs are the largest part of the frame and /scoreboard has none: they load with the first
// page that shows a tab row, their placeholder holding the row's place meanwhile.
const TabRow = lazy(() => import('../components/TabRow.tsx').then((module) => ({ default: module.TabRow })));
// Shown only in the custom layout, and while live data is interrupted: not on a first paint.
const BackButton = lazy(() => import('../components/BackButton.tsx').then((module) => ({ default: module.BackButton })));
// The widget's side of embedding (the height protocol, the host's events): only inside an iframe.
export const HostBridge = lazy(() => import('../lib/iframe/HostBridge.tsx'));
// A feed that cannot be reached for the first answer: not on a first paint that works.
export const FeedUnreachable = lazy(withSectionStrings(() => import('../features/outage/FeedUnreachable.tsx')));
export const LiveStatus = lazy(() => import('../components/LiveStatus.tsx').then((module) => ({ default: module.LiveStatus })));
// The watch views load with the first watch page; from then on they stay mounted (ADR 008). They
// read the sections' strings (their empty states), which come with them.
export const WatchLayer = lazy(
  withSectionStrings(() => import('../features/watch/components/WatchLayer.tsx').then((module) => ({ default: module.WatchLayer }))),
);

/** One tab row: its tabs, or an empty row of the same size while they are pending. */
function TabRowSlot({ row, ...props }: { row: TabRowContent } & Omit<ComponentProps<typeof TabRow>, 'tabs'>) {
  if (row === 'pending') return <TabRowPlaceholder />;
  if (!row) return null;
  return (
    <Suspense fallback={<TabRowPlaceholder />}>
      <TabRow tabs={row} {...props} />
    </Suspense>
  );
}

/** The tab rows above the content: the custom layout's back button and teams row, or the sections' rows. */
export function ShellTabRows({ rows, section, layout, onBack }: { rows: TabRows; section: string; layout: boolean; onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: contentMaxWidthPx, mx: 'auto', px: 1.5, pt: rows.primary || rows.secondary || layout ? 1 : 0 }}>
      {layout ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {/* The back button belongs to the custom layout. */}
          {onBack ? (
            <Suspense fallback={null}>
              <BackButton onBack={onBack} />
            </Suspense>
          ) : null}
          {rows.layout ? (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <TabRowSlot row={rows.layout} testId="layout-tabs" label={t('nav.teams')} fullWidth />
            </Box>
          ) : null}
        </Box>
      ) : null}
      <TabRowSlot row={rows.primary} testId="primary-tabs" label={t(section === 'stats' ? 'nav.stats' : 'nav.info')} />
      <TabRowSlot row={rows.secondary} testId="secondary-tabs" label={rows.secondaryLabelKey ? t(rows.secondaryLabelKey) : ''} />
    </Box>
  );
}
