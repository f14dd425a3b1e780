import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../lib/rules/query-params.ts';
import type { NavigationTab } from '../lib/rules/tab-order.ts';
import { useViewport } from '../lib/viewport/viewport.ts';

interface TabRowProps {
  tabs: readonly NavigationTab[];
  testId: 'primary-tabs' | 'secondary-tabs' | 'layout-tabs';
  label: string;
  fullWidth?: boolean;
}

/**
 * A row of tabs that are links: each keeps the query string and replaces the route (SPEC section 2).
 * A row wider than the column scrolls: by swiping on mobile (SPEC section 4: 752 px or less), with
 * arrow buttons on a wider window, where a mouse cannot swipe.
 */
export function TabRow({ tabs, testId, label, fullWidth = false }: TabRowProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isMobile } = useViewport();
  const active = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
  return (
    <Tabs
      value={active?.path ?? false}
      variant={fullWidth ? 'fullWidth' : 'scrollable'}
      scrollButtons={fullWidth || isMobile ? false : 'auto'}
      allowScrollButtonsMobile
      aria-label={label}
      data-testid={testId}
      sx={{ mb: 1 }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={t(tab.labelKey)} component={Link} to={withQuery(tab.path, search)} replace />
      ))}
    </Tabs>
  );
}
