import Box from '@mui/material/Box';
import { tabRowHeightPx } from '../rules/layout.ts';

/**
 * Holds a tab row's place, in its colours and size, until its tabs are known or the tab row's
 * chunk has loaded: the content below does not jump when the tabs arrive.
 */
export function TabRowPlaceholder() {
  return (
    <Box
      aria-hidden
      data-testid="tab-row-placeholder"
      sx={(theme) => ({
        height: tabRowHeightPx,
        mb: 1,
        borderRadius: `${theme.shape.tabRadius}px`,
        bgcolor: (theme.vars ?? theme).palette.tab.background,
      })}
    />
  );
}
