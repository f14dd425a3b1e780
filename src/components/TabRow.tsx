import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import { memo, useDeferredValue, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../rules/query-params.ts';
import type { NavigationTab } from '../rules/tab-order.ts';
import { useViewport } from '../lib/viewport/viewport.ts';
import { useScrollEdges } from './scroll-edges.ts';
import { TabRowPlaceholder } from './TabRowPlaceholder.tsx';

interface TabRowProps {
  tabs: readonly NavigationTab[];
  testId: 'primary-tabs' | 'secondary-tabs' | 'layout-tabs';
  label: string;
  fullWidth?: boolean;
}

/**
 * The row's scrollbar is hidden by its own style (`scrollbar-width: none` and the WebKit
 * pseudo-element) in every browser the widget targets, so its height is 0: MUI's own part measures
 * it after mounting, a layout of the whole page forced in the longest task of a slow phone's load.
 */
function HiddenScrollbar({ onChange }: { onChange?: (height: number) => void }) {
  useLayoutEffect(() => onChange?.(0), [onChange]);
  return null;
}

/**
 * A row of tabs that are links: each keeps the query string and replaces the route (SPEC section 2).
 * A row wider than the column scrolls: by swiping on mobile (SPEC section 4: 752 px or less), with
 * arrow buttons on a wider window, where a mouse cannot swipe. Without buttons, the end that hides
 * tabs fades out, so a fan sees there is more to swipe to.
 */
export const TabRow = memo(function TabRow(props: TabRowProps) {
  // The row's tabs (MUI's tabs, a button per tab, their measures) mount in a render of their own
  // that React may interrupt, committed after the page it comes with, its placeholder holding its
  // place meanwhile: on a slow phone the row's mount was the longest task of a deep link's load.
  const mounted = useDeferredValue(true, false);
  return mounted ? <LinkTabs {...props} /> : <TabRowPlaceholder />;
}, sameRow);

/**
 * The frame works its rows out afresh on every render (each answer that lands): a row with the
 * same tabs is not drawn again, a button per tab, in that answer's synchronous render.
 */
export function sameRow(before: TabRowProps, after: TabRowProps): boolean {
  return (
    before.testId === after.testId &&
    before.label === after.label &&
    before.fullWidth === after.fullWidth &&
    before.tabs.length === after.tabs.length &&
    before.tabs.every((tab, index) => tab.path === after.tabs[index]?.path && tab.labelKey === after.tabs[index]?.labelKey)
  );
}

function LinkTabs({ tabs, testId, label, fullWidth = false }: TabRowProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isMobile } = useViewport();
  const root = useRef<HTMLDivElement>(null);
  const swiped = !fullWidth && isMobile;
  const edges = useScrollEdges(root, `.${tabsClasses.scroller}`, swiped);
  // A mask reads only alpha: the opaque end may be any opaque colour, the theme's black here.
  const fade = (edge: boolean, direction: 'left' | 'right', opaque: string) =>
    edge ? `linear-gradient(to ${direction}, transparent, ${opaque} 24px)` : 'none';
  const active = tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`));
  return (
    <Tabs
      value={active?.path ?? false}
      variant={fullWidth ? 'fullWidth' : 'scrollable'}
      scrollButtons={fullWidth || isMobile ? false : 'auto'}
      allowScrollButtonsMobile
      slots={{ scrollbar: HiddenScrollbar }}
      aria-label={label}
      data-testid={testId}
      ref={root}
      data-hidden-tabs={swiped ? [edges.start && 'start', edges.end && 'end'].filter(Boolean).join(' ') || undefined : undefined}
      sx={(theme) => {
        const opaque = (theme.vars ?? theme).palette.common.black;
        return {
          mb: 1,
          [`& .${tabsClasses.scroller}`]: {
            maskImage:
              [fade(edges.start, 'right', opaque), fade(edges.end, 'left', opaque)].filter((layer) => layer !== 'none').join(', ') ||
              'none',
            maskComposite: 'intersect',
          },
        };
      }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.path} value={tab.path} label={t(tab.labelKey)} component={Link} to={withQuery(tab.path, search)} replace />
      ))}
    </Tabs>
  );
}
