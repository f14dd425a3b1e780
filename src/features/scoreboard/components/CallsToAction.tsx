import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { PillLink } from '../../../components/PillLink.tsx';
import { callToActionPaths, type CallToAction } from '../model/calls-to-action.ts';

/** The calls to action, links to their routes with the query kept (navigation replaces, as everywhere). */
export function CallsToAction({ offered }: { offered: readonly CallToAction[] }) {
  const { t } = useTranslation();
  if (offered.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('scoreboard.more')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {offered.map((name) => (
        <PillLink key={name} path={callToActionPaths[name]}>
          {t(`cta.${name}`)}
        </PillLink>
      ))}
    </Box>
  );
}
