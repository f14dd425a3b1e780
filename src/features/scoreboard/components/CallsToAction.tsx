import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../../../rules/query-params.ts';
import { callToActionPaths, type CallToAction } from '../model/calls-to-action.ts';

/** The calls to action, links to their routes with the query kept (navigation replaces, as everywhere). */
export function CallsToAction({ offered }: { offered: readonly CallToAction[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (offered.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('scoreboard.more')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {offered.map((name) => (
        <Box
          key={name}
          component={Link}
          to={withQuery(callToActionPaths[name], search)}
          replace
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 36,
            px: 1.5,
            borderRadius: 999,
            border: 1,
            borderColor: (theme.vars ?? theme).palette.tab.indicator,
            color: (theme.vars ?? theme).palette.text.primary,
            textDecoration: 'none',
            fontSize: theme.typography.small.fontSize,
            fontWeight: 700,
            '&:hover': { bgcolor: (theme.vars ?? theme).palette.action.hover },
          })}
        >
          {t(`cta.${name}`)}
        </Box>
      ))}
    </Box>
  );
}
