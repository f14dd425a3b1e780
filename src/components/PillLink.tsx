import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../rules/query-params.ts';

/**
 * A link on to another page of the widget, drawn as a pill: the query kept, the route replaced
 * (navigation replaces, as everywhere). Its text is the page's (`text`) or, on a surface of its
 * own colour such as the match-ended poster, that surface's (`inherit`); the frame is the tab
 * indicator's colour.
 */
export function PillLink({ path, text = 'page', children }: { path: string; text?: 'page' | 'inherit'; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Box
      component={Link}
      to={withQuery(path, search)}
      replace
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 36,
        px: 1.5,
        borderRadius: 999,
        border: 1,
        borderColor: (theme.vars ?? theme).palette.tab.indicator,
        color: text === 'page' ? (theme.vars ?? theme).palette.text.primary : 'inherit',
        textDecoration: 'none',
        fontSize: theme.typography.small.fontSize,
        fontWeight: 700,
        '&:hover': { bgcolor: (theme.vars ?? theme).palette.action.hover },
      })}
    >
      {children}
    </Box>
  );
}
